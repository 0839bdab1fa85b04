// A batched scatter whose one window per batch covers that batch of the operand, at start 0, is its update
// when the body returns the update (transforms/canonicalize_hlo.py, ScatterFullOverwrite).
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @batched_full_overwrite
// CHECK-SAME: (%[[BASE:.*]]: tensor<3x2x4xf32>, %[[UPDATE:.*]]: tensor<3x2x4xf32>)
// CHECK-NEXT: return %[[UPDATE]]
func.func @batched_full_overwrite(%base: tensor<3x2x4xf32>, %update: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %index = mhlo.constant dense<0> : tensor<3x1xi32>
  %0 = "mhlo.scatter"(%base, %index, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    mhlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>} : (tensor<3x2x4xf32>, tensor<3x1xi32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  func.return %0 : tensor<3x2x4xf32>
}

// -----

// The update's batch dimensions pair with the operand's in swapped order (indices dimension 0 is operand
// batching dimension 1): update[i, j] lands on operand[j, i], a transpose, so the scatter stays.
// CHECK-LABEL: func.func @batches_swapped
// CHECK: mhlo.scatter
func.func @batches_swapped(%base: tensor<3x3x4xf32>, %update: tensor<3x3x4xf32>) -> tensor<3x3x4xf32> {
  %index = mhlo.constant dense<0> : tensor<3x3x1xi32>
  %0 = "mhlo.scatter"(%base, %index, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    mhlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [1, 0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>} : (tensor<3x3x4xf32>, tensor<3x3x1xi32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
  func.return %0 : tensor<3x3x4xf32>
}

// -----

// A start other than 0 keeps the scatter.
// CHECK-LABEL: func.func @batched_offset
// CHECK: mhlo.scatter
func.func @batched_offset(%base: tensor<3x2x4xf32>, %update: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %index = mhlo.constant dense<[[0], [1], [0]]> : tensor<3x1xi32>
  %0 = "mhlo.scatter"(%base, %index, %update) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    mhlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>} : (tensor<3x2x4xf32>, tensor<3x1xi32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  func.return %0 : tensor<3x2x4xf32>
}
