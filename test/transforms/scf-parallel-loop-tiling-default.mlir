// RUN: ai-opt %s --scf-parallel-loop-tiling | FileCheck %s
// RUN: not ai-opt %s -p 'builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=4,0})' 2>&1 | FileCheck %s --check-prefix=ZERO

// A tile size of 0 is refused, as upstream's pass does (xDSL's left that dimension untiled).
// ZERO: MLIR Textual PassPipeline Parser:1:66: error: invalid value for option 'parallel-loop-tile-sizes': tile size cannot be 0

// Without parallel-loop-tile-sizes (upstream's list option may be empty) every dimension is tiled by 1.

// CHECK-LABEL: func.func @two_dims
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[N:.*]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[T0:.*]] = arith.constant 1 : index
// CHECK: %[[T1:.*]] = arith.constant 1 : index
// CHECK: %[[S0:.*]] = arith.muli %[[C1]], %[[T0]] : index
// CHECK: %[[S1:.*]] = arith.muli %[[C1]], %[[T1]] : index
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[N]], %[[N]]) step (%[[S0]], %[[S1]]) {
// CHECK: %[[E0:.*]] = affine.min #{{.*}}(%[[T0]], %[[N]], %[[I]])
// CHECK: %[[E1:.*]] = affine.min #{{.*}}(%[[T1]], %[[N]], %[[J]])
// CHECK: scf.parallel (%[[K:.*]], %[[L:.*]]) = (%{{.*}}, %{{.*}}) to (%[[E0]], %[[E1]]) step (%[[C1]], %[[C1]]) {
// CHECK: %[[X:.*]] = arith.addi %[[I]], %[[K]] : index
// CHECK: %[[Y:.*]] = arith.addi %[[J]], %[[L]] : index
// CHECK: memref.load %[[M]][%[[X]], %[[Y]]]
func.func @two_dims(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %x = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}
