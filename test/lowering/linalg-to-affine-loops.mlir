// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-linalg-to-affine-loops | FileCheck %s

// matmul: affine.for loops i, j, k (dimension order, as upstream's) with constant bounds; accesses keep
// their maps in affine.load/affine.store.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<4x16xf32>)
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 16 {
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 8 {
// CHECK-NEXT: %[[X:.*]] = affine.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT: %[[Y:.*]] = affine.load %[[B]][%[[K]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT: %[[Z:.*]] = affine.load %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf
// CHECK-NEXT: affine.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// Dynamic sizes are memref.dim symbols of the bounds; a window map stays in the access.
// CHECK-LABEL: func.func @window
// CHECK-SAME: (%[[IN:.*]]: memref<?xf32>, %[[W:.*]]: memref<3xf32>, %[[OUT:.*]]: memref<?xf32>)
// CHECK: %[[N:.*]] = memref.dim %[[OUT]], %{{.*}} : memref<?xf32>
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to %[[N]] {
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 3 {
// CHECK-NEXT: %[[X:.*]] = affine.load %[[IN]][%[[I]] + %[[K]]] : memref<?xf32>
// CHECK-NEXT: %[[ACC:.*]] = affine.load %[[OUT]][%[[I]]] : memref<?xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[ACC]] : f32
// CHECK-NEXT: affine.store %[[S]], %[[OUT]][%[[I]]] : memref<?xf32>
func.func @window(%in: memref<?xf32>, %w: memref<3xf32>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : memref<?xf32>, memref<3xf32>) outs(%out : memref<?xf32>) {
  ^bb0(%x: f32, %unused: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Linalg on tensors must be bufferized first.
func.func @tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{convert-linalg-to-affine-loops requires buffer semantics: bufferize tensor operands to memrefs first}}
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
