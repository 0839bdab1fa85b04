// Upstream's linalg.fill canonicalizations with tensor ops (transforms/canonicalize_linalg.py):
// FoldFillWithTensorReshape, FoldFillWithPad and FoldInsertPadIntoFill, and a pad they must keep.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' --mlir-print-local-scope | FileCheck %s

// A reshape of a fill fills the reshaped init.
// CHECK-LABEL: func.func @fill_reshapes
// CHECK-SAME: (%[[V:.*]]: f32)
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3]] : tensor<1x2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[C]] : tensor<6x4xf32>) -> tensor<6x4xf32>
// CHECK: %[[X:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [2, 3, 4]
// CHECK-NEXT: %[[G:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[X]] : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %[[F]], %[[G]]
func.func @fill_reshapes(%v: f32) -> (tensor<6x4xf32>, tensor<2x3x4xf32>) {
  %e = tensor.empty() : tensor<1x2x3x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %c = tensor.collapse_shape %f [[0, 1, 2], [3]] : tensor<1x2x3x4xf32> into tensor<6x4xf32>
  %e2 = tensor.empty() : tensor<6x4xf32>
  %f2 = linalg.fill ins(%v : f32) outs(%e2 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %x = tensor.expand_shape %f2 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %c, %x : tensor<6x4xf32>, tensor<2x3x4xf32>
}

// -----

// A pad of a fill with the fill's value is a fill of the padded size (sizes by affine.apply where dynamic);
// with another value it stays.
// CHECK-LABEL: func.func @fill_pads
// CHECK-SAME: (%[[V:.*]]: f32, %[[W:.*]]: f32, %[[T:.*]]: tensor<3x?xf32>, %[[L:.*]]: index)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<7x9xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<7x9xf32>) -> tensor<7x9xf32>
// CHECK-NEXT: %[[S0:.*]] = affine.apply affine_map<()[s0] -> (s0 + 4)>()[%[[L]]]
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<3x?xf32>
// CHECK-NEXT: %[[S1:.*]] = affine.apply affine_map<()[s0, s1] -> (s0 + s1 + 1)>()[%[[D]], %[[L]]]
// CHECK-NEXT: %[[E2:.*]] = tensor.empty(%[[S0]], %[[S1]]) : tensor<?x?xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E2]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad
// CHECK: tensor.yield %[[W]] : f32
// CHECK: return %[[F]], %[[G]], %[[P]]
func.func @fill_pads(%v: f32, %w: f32, %t: tensor<3x?xf32>, %l: index) -> (tensor<7x9xf32>, tensor<?x?xf32>, tensor<7x9xf32>) {
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %0 = tensor.pad %f low[1, 2] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x5xf32> to tensor<7x9xf32>
  %g = linalg.fill ins(%v : f32) outs(%t : tensor<3x?xf32>) -> tensor<3x?xf32>
  %1 = tensor.pad %g low[%l, 1] high[1, %l] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x?xf32> to tensor<?x?xf32>
  %2 = tensor.pad %f low[1, 2] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<4x5xf32> to tensor<7x9xf32>
  return %0, %1, %2 : tensor<7x9xf32>, tensor<?x?xf32>, tensor<7x9xf32>
}

// -----

// An insert of a pad into a fill with the pad's value (past an insert elsewhere) inserts the pad's source.
// CHECK-LABEL: func.func @insert_pad_into_fill
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[A:.*]]: tensor<4x6xf32>, %[[V:.*]]: f32)
// CHECK-NOT: tensor.pad
// CHECK: %[[I0:.*]] = tensor.insert_slice %[[A]] into %{{.*}}[0, 0] [4, 6] [1, 1]
// CHECK-NEXT: %[[I1:.*]] = tensor.insert_slice %[[X]] into %[[I0]][5, 10] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %[[I1]]
func.func @insert_pad_into_fill(%x: tensor<3x4xf32>, %a: tensor<4x6xf32>, %v: f32) -> tensor<8x16xf32> {
  %p = tensor.pad %x low[1, 2] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<4x6xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %0 = tensor.insert_slice %a into %f[0, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<8x16xf32>
  %1 = tensor.insert_slice %p into %0[4, 8] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
