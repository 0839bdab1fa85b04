// RUN: ai-opt %s --split-input-file --gpu-tile-parallel-loops | FileCheck %s
// RUN: ai-opt %s --split-input-file --gpu-tile-parallel-loops="block-size=64" | FileCheck %s --check-prefix=B64
// RUN: not ai-opt %s --gpu-tile-parallel-loops="block-size=0" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ai-opt %s --hlo-to-gpu-pipeline="block-size=2048" 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not ai-opt %s --hlo-to-gpu-pipeline="features=ptx80" 2>&1 | FileCheck %s --check-prefix=FEATURES

// An element-wise loop of unknown size: tiles of 256 iterations.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[STEP:.*]] = arith.muli %{{.*}}, %[[C256]] : index
// CHECK: scf.parallel (%[[TILE:.*]]) = (%{{.*}}) to (%{{.*}}) step (%[[STEP]])
// CHECK: %[[SIZE:.*]] = affine.min
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[SIZE]])
// B64-LABEL: func.func @dynamic
// B64: arith.constant 64 : index
// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'block-size': must be between 1 and 1024, got 0
// BIG: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'block-size': must be between 1 and 1024, got 2048
// FEATURES: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'features': unknown feature 'ptx80' (expected +ptxNN, e.g. +ptx80)
func.func @dynamic(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// Static sizes: the innermost dimension gets the next power of two of its
// extent (16), the one outside the rest of the block (16 of 100).
// CHECK-LABEL: func.func @static_2d
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.parallel
// CHECK: scf.parallel
// B64-LABEL: func.func @static_2d
// B64-DAG: arith.constant 4 : index
// B64-DAG: arith.constant 16 : index
func.func @static_2d(%a: memref<100x10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c100, %c10) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<100x10xf32>
    memref.store %x, %a[%i, %j] : memref<100x10xf32>
    scf.reduce
  }
  return
}

// -----

// A matmul nest from convert-linalg-to-parallel-loops (i, k, j): j joins the
// parallel loop, the k loop keeps the accumulator in a register, and the
// block is a square 16 x 16 tile.
// CHECK-LABEL: func.func @matmul
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) =
// CHECK: scf.parallel (%[[II:.*]], %[[JJ:.*]]) =
// CHECK: %[[ROW:.*]] = arith.addi %[[I]], %[[II]] : index
// CHECK: %[[COL:.*]] = arith.addi %[[J]], %[[JJ]] : index
// CHECK: %[[INIT:.*]] = memref.load %{{.*}}[%[[ROW]], %[[COL]]] : memref<64x64xf32>
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK: %[[PROD:.*]] = arith.mulf
// CHECK: %[[NEXT:.*]] = arith.addf %[[PROD]], %[[ACC]] : f32
// CHECK: scf.yield %[[NEXT]] : f32
// CHECK: memref.store %[[SUM]], %{{.*}}[%[[ROW]], %[[COL]]] : memref<64x64xf32>
func.func @matmul(%a: memref<64x32xf32>, %b: memref<32x64xf32>, %c: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    scf.for %k = %c0 to %c32 step %c1 {
      scf.parallel (%j) = (%c0) to (%c64) step (%c1) {
        %x = memref.load %a[%i, %k] : memref<64x32xf32>
        %y = memref.load %b[%k, %j] : memref<32x64xf32>
        %z = memref.load %c[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %p, %z : f32
        memref.store %s, %c[%i, %j] : memref<64x64xf32>
        scf.reduce
      }
    }
    scf.reduce
  }
  return
}
