// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-linalg-to-parallel-loops | FileCheck %s

// Parallel dimensions become scf.parallel, reductions scf.for: matmul's i, j, k order gives
// scf.parallel (i, j) { scf.for k }, as upstream's; after linalg-interchange-unit-stride-innermost (the CPU
// pipeline's order i, k, j) scf.parallel (i) { scf.for k { scf.parallel (j) } }.
// RUN: ai-opt %s --split-input-file --verify-diagnostics --linalg-interchange-unit-stride-innermost --convert-linalg-to-parallel-loops | FileCheck %s --check-prefix=INNER
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<4x16xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[C4]], %[[C16]]) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT: %[[Z:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf
// CHECK-NEXT: memref.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// INNER-LABEL: func.func @matmul
// INNER: scf.parallel (%[[I:.*]]) =
// INNER-NEXT: scf.for %[[K:.*]] =
// INNER-NEXT: scf.parallel (%[[J:.*]]) =
// INNER-NEXT: memref.load %{{.*}}[%[[I]], %[[K]]] : memref<4x8xf32>
// INNER-NEXT: memref.load %{{.*}}[%[[K]], %[[J]]] : memref<8x16xf32>
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
