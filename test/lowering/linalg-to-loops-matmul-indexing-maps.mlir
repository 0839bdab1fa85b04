// convert-linalg-to-loops reads the operands of a linalg.matmul / batch_matmul with `indexing_maps` at the
// indices their maps give (transposed, broadcast), not at the default ones.
// RUN: ai-opt %s --split-input-file --convert-linalg-to-loops | FileCheck %s

// CHECK-LABEL: func.func @matmul_transpose_a
// CHECK-SAME: (%[[A:.*]]: memref<5x3xf32>, %[[B:.*]]: memref<5x7xf32>, %[[C:.*]]: memref<3x7xf32>)
// CHECK: scf.for %[[M:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %[[A]][%[[K]], %[[M]]] : memref<5x3xf32>
// CHECK: memref.load %[[B]][%[[K]], %[[N]]] : memref<5x7xf32>
// CHECK: memref.store %{{.*}}, %[[C]][%[[M]], %[[N]]] : memref<3x7xf32>
func.func @matmul_transpose_a(%a: memref<5x3xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<5x3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @matmul_broadcast_b
// CHECK-SAME: (%[[A:.*]]: memref<3x5xf32>, %[[B:.*]]: memref<5xf32>, %[[C:.*]]: memref<3x7xf32>)
// CHECK: scf.for %[[M:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %[[A]][%[[M]], %[[K]]] : memref<3x5xf32>
// CHECK: memref.load %[[B]][%[[K]]] : memref<5xf32>
func.func @matmul_broadcast_b(%a: memref<3x5xf32>, %b: memref<5xf32>, %c: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<3x5xf32>, memref<5xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @batch_matmul_transpose_b
// CHECK-SAME: (%[[A:.*]]: memref<2x3x5xf32>, %[[B:.*]]: memref<2x7x5xf32>, %[[C:.*]]: memref<2x3x7xf32>)
// CHECK: scf.for %[[BATCH:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[M:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %[[A]][%[[BATCH]], %[[M]], %[[K]]] : memref<2x3x5xf32>
// CHECK: memref.load %[[B]][%[[BATCH]], %[[N]], %[[K]]] : memref<2x7x5xf32>
func.func @batch_matmul_transpose_b(%a: memref<2x3x5xf32>, %b: memref<2x7x5xf32>, %c: memref<2x3x7xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                      ins(%a, %b : memref<2x3x5xf32>, memref<2x7x5xf32>) outs(%c : memref<2x3x7xf32>)
  return
}
