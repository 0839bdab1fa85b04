// Pass options: `--NAME='opt=v list=a,b'` and `NAME{opt=v}` inside pipelines.

// RUN: ai-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=4' | FileCheck %s
// RUN: ai-opt %s --pass-pipeline='builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=4})' | FileCheck %s
// RUN: ai-opt %s -scf-parallel-loop-tiling=parallel-loop-tile-sizes=4 | FileCheck %s

// Unknown options and bad values are located in the command line or pipeline text.
// RUN: not ai-opt %s --cse='bogus=1' 2>&1 | FileCheck %s --check-prefix=UNKNOWN-OPT
// RUN: not ai-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=a,2' 2>&1 | FileCheck %s --check-prefix=BAD-VALUE
// RUN: not ai-opt %s --pass-pipeline='builtin.module(cse{bogus=1})' 2>&1 | FileCheck %s --check-prefix=PIPE-OPT
// RUN: not ai-opt %s --pass-pipeline='builtin.module(cse{x=1)' 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// RUN: not ai-opt %s -p='builtin.module(one-shot-bufferize{buffer-alignment=99999999999999999999})' 2>&1 | FileCheck %s --check-prefix=TOO-BIG

// TOO-BIG: MLIR Textual PassPipeline Parser:1:52: error: invalid value '99999999999999999999' for option 'buffer-alignment': expected an integer that fits in 64 bits

// UNKNOWN-OPT: <command-line>:1:{{[0-9]+}}: error: no such option 'bogus' for pass 'cse' (options: none)
// UNKNOWN-OPT-NEXT: ai-opt {{.*}} --cse=bogus=1
// UNKNOWN-OPT-NEXT: {{^ +\^$}}

// BAD-VALUE: error: invalid value 'a' for option 'parallel-loop-tile-sizes': expected an integer

// PIPE-OPT: MLIR Textual PassPipeline Parser:1:20: error: no such option 'bogus' for pass 'cse'
// PIPE-OPT-NEXT: builtin.module(cse{bogus=1})
// PIPE-OPT-NEXT: {{^                   \^$}}

// UNCLOSED: MLIR Textual PassPipeline Parser:1:19: error: missing closing '}' while processing pass options

// The loop is split into a loop over tiles of 4 and a loop inside each tile.
// CHECK-LABEL: func.func @tiled
// CHECK: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK: %[[STEP:.*]] = arith.muli %{{.*}}, %[[FOUR]] : index
// CHECK: scf.parallel{{.*}}%[[STEP]]
// CHECK: affine.min
// CHECK: scf.parallel
func.func @tiled(%m: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  // xDSL has no custom syntax for scf.parallel yet: generic form.
  "scf.parallel"(%c0, %c16, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    memref.store %v, %m[%i] : memref<16xf32>
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}
