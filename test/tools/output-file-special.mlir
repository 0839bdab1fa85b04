// -o names what is written, never what is replaced: /dev/null stays a character device, a symlink
// stays a link (its target is written), and an output that cannot be written is a located error.
// More cases (FIFOs, modes, owners, umask, hard links, permissions) in test_output_file.py.

// RUN: ai-opt %s -o /dev/null
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/elementwise.hlo -o /dev/null
// RUN: ai-runner %s --interpret --random-inputs --outputs /dev/null
// RUN: %python -c "import os, stat, sys; sys.exit(not stat.S_ISCHR(os.lstat('/dev/null').st_mode))"

// RUN: rm -rf %t && mkdir %t && echo previous > %t/target && ln -s target %t/link
// RUN: ai-opt %s -o %t/link
// RUN: %python -c "import os, sys; sys.exit(os.readlink(r'%t/link') != 'target')"
// RUN: FileCheck %s < %t/target

// RUN: not ai-opt %s -o %t/missing/out.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/elementwise.hlo -o %t/missing/out.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not ai-runner %s --interpret --random-inputs --outputs %t/missing/out.npz 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not ai-opt %s -o %t 2>&1 | FileCheck %s --check-prefix=DIRECTORY
// MISSING: <command-line>:1:{{[0-9]+}}: error: cannot open output file '{{.*}}/missing/out.{{[a-z]+}}': No such file or directory
// DIRECTORY: <command-line>:1:{{[0-9]+}}: error: cannot open output file '{{.*}}': Is a directory

// CHECK: func.func @main
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  func.return %a : tensor<2xf32>
}
