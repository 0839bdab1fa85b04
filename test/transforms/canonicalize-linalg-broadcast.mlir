// Upstream's SwapTransposeWithBroadcast (transforms/canonicalize_linalg.py): a transpose of a broadcast
// broadcasts the transposed input.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @transpose_of_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>, %[[I1:.*]]: tensor<2x3x4xf32>, %[[I2:.*]]: tensor<4x3x2xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x2xf32>
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<2x4xf32>) outs(%[[E]] : tensor<4x2xf32>) permutation = [1, 0]
// CHECK-NEXT: %[[B:.*]] = linalg.broadcast ins(%[[T]] : tensor<4x2xf32>) outs(%[[I2]] : tensor<4x3x2xf32>) dimensions = [1]
// CHECK-NEXT: return %[[B]]
func.func @transpose_of_broadcast(%x: tensor<2x4xf32>, %i1: tensor<2x3x4xf32>, %i2: tensor<4x3x2xf32>) -> tensor<4x3x2xf32> {
  %b = linalg.broadcast ins(%x : tensor<2x4xf32>) outs(%i1 : tensor<2x3x4xf32>) dimensions = [1]
  %t = linalg.transpose ins(%b : tensor<2x3x4xf32>) outs(%i2 : tensor<4x3x2xf32>) permutation = [2, 1, 0]
  return %t : tensor<4x3x2xf32>
}

// -----

// The broadcast has another use: the pair stays.
// CHECK-LABEL: func.func @transpose_of_shared_broadcast
// CHECK-NEXT: linalg.broadcast
// CHECK-NEXT: linalg.transpose
func.func @transpose_of_shared_broadcast(%x: tensor<2x4xf32>, %i1: tensor<2x3x4xf32>, %i2: tensor<4x3x2xf32>) -> (tensor<4x3x2xf32>, tensor<2x3x4xf32>) {
  %b = linalg.broadcast ins(%x : tensor<2x4xf32>) outs(%i1 : tensor<2x3x4xf32>) dimensions = [1]
  %t = linalg.transpose ins(%b : tensor<2x3x4xf32>) outs(%i2 : tensor<4x3x2xf32>) permutation = [2, 1, 0]
  return %t, %b : tensor<4x3x2xf32>, tensor<2x3x4xf32>
}
