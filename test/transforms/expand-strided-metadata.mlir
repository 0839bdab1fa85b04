// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --expand-strided-metadata | FileCheck %s

// A subview: a reinterpret_cast of the base buffer at offset i * 8 + j.
// CHECK-LABEL: func.func @subview
// CHECK-SAME: (%[[M:.*]]: memref<8x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT: %[[BASE:[^ ,]+]], %{{[^ ,]+}}, %{{[^ ,]+}}:2, %{{[^ ,]+}}:2 = memref.extract_strided_metadata %[[M]] : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %[[OFF:.*]] = affine.apply affine_map<()[s0, s1] -> ({{\(*}}s0 * 8{{\)?}} + s1{{\)*}})>{{ ?}}()[%[[I]], %[[J]]]
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [%[[OFF]]], sizes: [4, 4], strides: [8, 1] : memref<f32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %[[R]]
func.func @subview(%m: memref<8x8xf32>, %i: index, %j: index) -> memref<4x4xf32, strided<[8, 1], offset: ?>> {
  %s = memref.subview %m[%i, %j][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[8, 1], offset: ?>>
}

// -----

// Dynamic strides and offset come from the source's metadata; steps scale the strides.
// CHECK-LABEL: func.func @subview_dynamic
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>, %[[I:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: %[[BASE:[^ ,]+]], %[[OFFSET:[^ ,]+]], %{{[^ ,]+}}:2, %[[STRIDES:[^ ,]+]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT: %[[OFF:.*]] = affine.apply {{.*}}()[%[[OFFSET]], %[[I]], %[[STRIDES]]#0, %[[STRIDES]]#1]
// CHECK-NEXT: %[[STRIDE0:.*]] = affine.apply {{.*}}()[%[[STRIDES]]#0]
// CHECK-NEXT: %[[STRIDE1:.*]] = affine.apply {{.*}}()[%[[I]], %[[STRIDES]]#1]
// CHECK-NEXT: memref.reinterpret_cast %[[BASE]] to offset: [%[[OFF]]], sizes: [%[[N]], 3], strides: [%[[STRIDE0]], %[[STRIDE1]]]
func.func @subview_dynamic(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %n: index) -> memref<?x3xf32, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[%i, 2][%n, 3][2, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x3xf32, strided<[?, ?], offset: ?>>
}

// -----

// A rank-reducing subview drops the unit dimension.
// CHECK-LABEL: func.func @rank_reducing
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [8], strides: [1] : memref<f32> to memref<8xf32, strided<[1], offset: ?>>
func.func @rank_reducing(%m: memref<8x8xf32>, %i: index) -> memref<8xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i, 0][1, 8][1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return %s : memref<8xf32, strided<[1], offset: ?>>
}

// -----

// collapse_shape and expand_shape: static sizes and strides; the chain folds into one cast of the base buffer.
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: (%[[M:.*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[BASE:[^ ,]+]], %{{[^ ,]+}}, %{{[^ ,]+}}:2, %{{[^ ,]+}}:2 = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT: %[[E:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [2, 16], strides: [16, 1] : memref<f32> to memref<2x16xf32>
// CHECK-NEXT: return %[[E]]
func.func @reshapes(%m: memref<4x8xf32>) -> memref<2x16xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
  return %e : memref<2x16xf32>
}

// -----

// Static metadata folds to constants.
// CHECK-LABEL: func.func @static_metadata
// CHECK-NEXT: %[[SIZE:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[STRIDE:.*]] = arith.constant 8 : index
// CHECK-NEXT: return %[[SIZE]], %[[STRIDE]]
func.func @static_metadata(%m: memref<4x8xf32>) -> (index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %sizes#1, %strides#0 : index, index
}

// -----

// Metadata of a reinterpret_cast is its operands.
// CHECK-LABEL: func.func @of_reinterpret_cast
// CHECK-SAME: (%[[B:.*]]: memref<f32>, %[[O:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: return %[[O]], %[[N]] : index, index
func.func @of_reinterpret_cast(%b: memref<f32>, %o: index, %n: index) -> (index, index) {
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%n], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %r : memref<?xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
  return %off, %size : index, index
}
