// Upstream's reshape compositions shared by tensor and memref (transforms/canonicalize_reshape.py):
// collapse_shape of expand_shape and the reverse, collapse_shape of a cast; and the pairs they must leave.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @collapse_of_expand_to_collapse
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x?xi64>,
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
// CHECK-NEXT: return %[[R]]
func.func @collapse_of_expand_to_collapse(%x: tensor<?x?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?xi64> {
  %0 = tensor.expand_shape %x [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %1 : tensor<?x?xi64>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_to_expand
// CHECK-SAME: (%[[X:.*]]: tensor<2048xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.expand_shape %[[X]] {{\[}}[0, 1]] output_shape [4, 512] : tensor<2048xf32> into tensor<4x512xf32>
// CHECK-NEXT: return %[[R]]
func.func @collapse_of_expand_to_expand(%x: tensor<2048xf32>) -> tensor<4x512xf32> {
  %0 = tensor.expand_shape %x [[0, 1, 2, 3]] output_shape [1, 4, 1, 512] : tensor<2048xf32> into tensor<1x4x1x512xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2], [3]] : tensor<1x4x1x512xf32> into tensor<4x512xf32>
  return %1 : tensor<4x512xf32>
}

// -----

// The new output size of a group is the product of the old ones.
// CHECK-LABEL: func.func @collapse_of_expand_dynamic_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[C4]] : index
// CHECK-NEXT: %[[R:.*]] = tensor.expand_shape %[[X]] {{\[}}[0, 1]] output_shape [%[[M]], %[[B]]] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @collapse_of_expand_dynamic_sizes(%x: tensor<?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.expand_shape %x [[0, 1, 2]] output_shape [%a, 4, %b] : tensor<?xf32> into tensor<?x4x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// A collapsed group takes part of an expanded one: the pair stays.
// CHECK-LABEL: func.func @collapse_of_expand_crossing_groups
// CHECK-NEXT: tensor.expand_shape
// CHECK-NEXT: tensor.collapse_shape
func.func @collapse_of_expand_crossing_groups(%x: tensor<6x4xf32>) -> tensor<2x12xf32> {
  %0 = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  return %1 : tensor<2x12xf32>
}

// -----

// CHECK-LABEL: func.func @expand_of_collapse_to_collapse
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4x5x6x7x8xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1, 2], [3], [4, 5], [6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<24x5x42x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @expand_of_collapse_to_collapse(%x: tensor<2x3x4x5x6x7x8xf32>) -> tensor<24x5x42x8xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3, 4, 5, 6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<40320xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2, 3]] output_shape [24, 5, 42, 8] : tensor<40320xf32> into tensor<24x5x42x8xf32>
  return %1 : tensor<24x5x42x8xf32>
}

// -----

// CHECK-LABEL: func.func @expand_of_collapse_to_expand
// CHECK-SAME: (%[[X:.*]]: tensor<24x5x42x8xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.expand_shape %[[X]] {{\[}}[0, 1, 2], [3], [4, 5], [6]] output_shape [2, 3, 4, 5, 6, 7, 8]
// CHECK-NEXT: return %[[R]]
func.func @expand_of_collapse_to_expand(%x: tensor<24x5x42x8xf32>) -> tensor<2x3x4x5x6x7x8xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<24x5x42x8xf32> into tensor<40320xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2, 3, 4, 5, 6]] output_shape [2, 3, 4, 5, 6, 7, 8] : tensor<40320xf32> into tensor<2x3x4x5x6x7x8xf32>
  return %1 : tensor<2x3x4x5x6x7x8xf32>
}

// -----

// ?x?x? into ?x? has no single grouping: the pair stays.
// CHECK-LABEL: func.func @expand_of_collapse_ambiguous
// CHECK-NEXT: tensor.collapse_shape
// CHECK-NEXT: tensor.expand_shape
func.func @expand_of_collapse_ambiguous(%x: tensor<?x?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// Through a rank-0 tensor, the unit dimensions are grouped from the left, the last group taking the rest.
// CHECK-LABEL: func.func @expand_of_collapse_rank_0
// CHECK-SAME: (%[[X:.*]]: tensor<1x1x1xf32>, %[[Y:.*]]: tensor<1x1x1x1xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1], [2, 3]] output_shape [1, 1, 1, 1]
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[Y]] {{\[}}[0], [1], [2, 3]] : tensor<1x1x1x1xf32> into tensor<1x1x1xf32>
// CHECK-NEXT: return %[[E]], %[[C]]
func.func @expand_of_collapse_rank_0(%x: tensor<1x1x1xf32>, %y: tensor<1x1x1x1xf32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>) {
  %0 = tensor.collapse_shape %x [] : tensor<1x1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1, 1, 1] : tensor<f32> into tensor<1x1x1x1xf32>
  %2 = tensor.collapse_shape %y [] : tensor<1x1x1x1xf32> into tensor<f32>
  %3 = tensor.expand_shape %2 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  return %1, %3 : tensor<1x1x1x1xf32>, tensor<1x1x1xf32>
}

// -----

// The same groups, each with one dynamic size: the sizes come back.
// CHECK-LABEL: func.func @expand_of_collapse_same_groups
// CHECK-SAME: (%[[X:.*]]: tensor<?x4x?xf32>,
// CHECK-NEXT: return %[[X]]
func.func @expand_of_collapse_same_groups(%x: tensor<?x4x?xf32>, %a: index, %b: index) -> tensor<?x4x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, 4, %b] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %1 : tensor<?x4x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast
// CHECK-SAME: (%[[T:.*]]: tensor<8x12x32xf32>, %[[U:.*]]: tensor<8x12x?xf32>)
// CHECK-NEXT: %[[C0:.*]] = tensor.collapse_shape %[[T]] {{\[}}[0, 1], [2]] : tensor<8x12x32xf32> into tensor<96x32xf32>
// CHECK-NEXT: %[[R0:.*]] = tensor.cast %[[C0]] : tensor<96x32xf32> to tensor<?x32xf32>
// CHECK-NEXT: %[[C1:.*]] = tensor.collapse_shape %[[U]] {{\[}}[0, 1], [2]] : tensor<8x12x?xf32> into tensor<96x?xf32>
// CHECK-NEXT: %[[R1:.*]] = tensor.cast %[[C1]] : tensor<96x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @collapse_of_cast(%t: tensor<8x12x32xf32>, %u: tensor<8x12x?xf32>) -> (tensor<?x32xf32>, tensor<?x?xf32>) {
  %0 = tensor.cast %t : tensor<8x12x32xf32> to tensor<?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<?x32xf32>
  %3 = tensor.cast %u : tensor<8x12x?xf32> to tensor<8x?x?xf32>
  %4 = tensor.collapse_shape %3 [[0, 1], [2]] : tensor<8x?x?xf32> into tensor<?x?xf32>
  return %2, %4 : tensor<?x32xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @memref_collapse_of_cast
// CHECK-SAME: (%[[M:.*]]: memref<?x512x1x?xf32>, %[[N:.*]]: memref<?x512x1x1xf32>)
// CHECK-NEXT: %[[R0:.*]] = memref.collapse_shape %[[M]] {{\[}}[0], [1, 2, 3]] : memref<?x512x1x?xf32> into memref<?x?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.collapse_shape %[[N]] {{\[}}[0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>
// CHECK-NEXT: %[[R1:.*]] = memref.cast %[[C]] : memref<?x512xf32> to memref<?x?xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @memref_collapse_of_cast(%m: memref<?x512x1x?xf32>, %n: memref<?x512x1x1xf32>) -> (memref<?x?xf32>, memref<?x?xf32>) {
  %0 = memref.cast %m : memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  %2 = memref.cast %n : memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %3 = memref.collapse_shape %2 [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %1, %3 : memref<?x?xf32>, memref<?x?xf32>
}

// -----

// Back to the source's rank: a cast. A dynamic stride is not the identity layout: that pair stays.
// CHECK-LABEL: func.func @memref_collapse_of_expand
// CHECK-SAME: (%[[M:.*]]: memref<?xf32, strided<[1]>, 3>,
// CHECK-NEXT: %[[R:.*]] = memref.cast %[[M]] : memref<?xf32, strided<[1]>, 3> to memref<?xf32, 3>
// CHECK-NEXT: memref.expand_shape
// CHECK-NEXT: memref.collapse_shape
// CHECK-NEXT: return %[[R]]
func.func @memref_collapse_of_expand(%m: memref<?xf32, strided<[1]>, 3>, %n: index, %s: memref<?x?xf32, strided<[?, 1]>>, %a: index, %b: index)
    -> (memref<?xf32, 3>, memref<?xf32, strided<[?]>>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %n] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<1x?xf32, 3> into memref<?xf32, 3>
  %2 = memref.expand_shape %s [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32, strided<[?, 1]>> into memref<?x4x?xf32, strided<[?, ?, 1]>>
  %3 = memref.collapse_shape %2 [[0, 1, 2]] : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
  return %1, %3 : memref<?xf32, 3>, memref<?xf32, strided<[?]>>
}

// -----

// A collapse and an expand of the same rank: the pair stays.
// CHECK-LABEL: func.func @memref_expand_of_collapse
// CHECK-NEXT: memref.collapse_shape
// CHECK-NEXT: memref.expand_shape
func.func @memref_expand_of_collapse(%m: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %1 : memref<6x2x2xf32>
}
