// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s

// Collapsing dimensions of a slice that are not contiguous (the rows of a column slice) would read
// the wrong elements through one stride: the slice is copied first (as upstream, for layouts that
// are not guaranteed collapsible).
// CHECK-LABEL: func.func @column_slice(
// CHECK-SAME:      %[[A:.*]]: memref<4x4xf32>)
// CHECK:         %[[VIEW:.*]] = memref.subview %[[A]][0, 1] [4, 2] [1, 1] : memref<4x4xf32> to memref<4x2xf32, strided<[4, 1], offset: 1>>
// CHECK-NEXT:    %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x2xf32>
// CHECK-NEXT:    memref.copy %[[VIEW]], %[[COPY]]
// CHECK-NEXT:    memref.collapse_shape %[[COPY]] {{\[}}[0, 1]] : memref<4x2xf32> into memref<8xf32>
func.func @column_slice(%a: tensor<4x4xf32>) -> tensor<8xf32> {
  %s = tensor.extract_slice %a[0, 1] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %r = tensor.collapse_shape %s [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A row slice is contiguous: collapsed in place.
// CHECK-LABEL: func.func @row_slice(
// CHECK:         %[[VIEW:.*]] = memref.subview
// CHECK-NOT:     memref.copy
// CHECK:         memref.collapse_shape %[[VIEW]] {{\[}}[0, 1]]
func.func @row_slice(%a: tensor<4x4xf32>) -> tensor<8xf32> {
  %s = tensor.extract_slice %a[1, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %r = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
