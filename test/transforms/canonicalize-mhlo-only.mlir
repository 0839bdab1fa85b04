// Canonicalization patterns of mhlo-only ops, and of custom calls, which the interpreter does not run
// (canonicalize-hlo.mlir runs its cases in both dialects, and test_fold_hlo runs them).
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// A bitcast to the operand's type is the operand unless its layouts differ.
// CHECK-LABEL: func.func @bitcast_same_type
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>)
// CHECK-NEXT: %[[B:.*]] = mhlo.bitcast %[[X]] {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[0, 1]> : tensor<2xindex>}
// CHECK-NEXT: return %[[X]], %[[B]]
func.func @bitcast_same_type(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = "mhlo.bitcast"(%x) {source_layout = dense<[1, 0]> : tensor<2xindex>, result_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = "mhlo.bitcast"(%x) {source_layout = dense<[0, 1]> : tensor<2xindex>, result_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// An unused custom_call goes only when it says it has no side effect (an absent has_side_effect promises nothing).
// CHECK-LABEL: func.func @custom_call_effects
// CHECK-NOT: @stated_pure
// CHECK: mhlo.custom_call @unstated
// CHECK-NEXT: return
func.func @custom_call_effects(%x: tensor<4xf32>) {
  %0 = mhlo.custom_call @stated_pure(%x) {has_side_effect = false} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = mhlo.custom_call @unstated(%x) : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}
