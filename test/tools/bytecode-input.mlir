// A file in MLIR bytecode (its magic number 'ML\xefR' first) is an error at the file's argument that
// names the tool that was given it (ai-translate and ai-runner said "which ai-opt does not read").

// RUN: printf 'ML\357R\005func.func @main() {\n  return\n}\n' > %t.mlirbc
// RUN: not ai-opt %t.mlirbc 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not ai-translate %t.mlirbc --mlir-to-llvmir 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// RUN: not ai-runner %t.mlirbc --interpret 2>&1 | FileCheck %s --check-prefix=RUNNER
// OPT: <command-line>:1:8: error: input file '{{.*}}.mlirbc' is MLIR bytecode, which ai-opt does not read: give it MLIR text
// TRANSLATE: <command-line>:1:14: error: input file '{{.*}}.mlirbc' is MLIR bytecode, which ai-translate does not read: give it MLIR text
// RUNNER: <command-line>:1:11: error: input file '{{.*}}.mlirbc' is MLIR bytecode, which ai-runner does not read: give it MLIR text

func.func @main() {
  return
}
