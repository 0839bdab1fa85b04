// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-linalg-to-parallel-loops | FileCheck %s

// Parallel dimensions become scf.parallel, reductions scf.for: matmul's i, k, j order gives
// scf.parallel (i) { scf.for k { scf.parallel (j) } }.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<4x16xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[C4]]) step (%[[C1]]) {
// CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT: scf.parallel (%[[J:.*]]) = (%[[C0]]) to (%[[C16]]) step (%[[C1]]) {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT: %[[Z:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf
// CHECK-NEXT: memref.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// Consecutive parallel dimensions share one scf.parallel.
// CHECK-LABEL: func.func @add
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK-NEXT: memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT: memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.store
// CHECK-NEXT: scf.reduce
func.func @add(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %o: memref<4x?xf32>) {
  linalg.add ins(%a, %b : memref<4x?xf32>, memref<4x?xf32>) outs(%o : memref<4x?xf32>)
  return
}

// -----

// Linalg on tensors must be bufferized first.
func.func @tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{convert-linalg-to-parallel-loops requires buffer semantics: bufferize tensor operands to memrefs first}}
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
