// `-o ''` names no file: an error, as mlir-opt's ToolOutputFile (it wrote to stdout, as if no -o was given).

// RUN: not ai-opt %s -o '' 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: <command-line>:1:{{[0-9]+}}: error: cannot open output file '': No such file or directory
// OPT-NOT: module
// RUN: not ai-translate --mlir-to-llvmir %s -o '' 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// TRANSLATE: <command-line>:1:{{[0-9]+}}: error: cannot open output file '': No such file or directory
// RUN: not ai-runner %s --interpret --random-inputs --outputs '' 2>&1 | FileCheck %s --check-prefix=RUNNER
// RUNNER: <command-line>:1:{{[0-9]+}}: error: cannot open output file '': No such file or directory

llvm.func @main() {
  llvm.return
}
