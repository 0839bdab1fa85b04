// A select by a negated predicate is a select by the predicate with swapped branches (mlir-hlo's
// FusePredNegIntoSelect), for mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @select_by_not
// CHECK-SAME: (%[[P:.*]]: tensor<4xi1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R0:.*]] = mhlo.select %[[P]], %[[B]], %[[A]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.select %[[P]], %[[B]], %[[A]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @select_by_not(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "mhlo.not"(%p) : (tensor<4xi1>) -> tensor<4xi1>
  %1 = "mhlo.select"(%0, %a, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.not %p : tensor<4xi1>
  %3 = stablehlo.select %2, %a, %b : tensor<4xi1>, tensor<4xf32>
  func.return %1, %3 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Through a broadcast_in_dim of the negation: the predicate is broadcast alike.
// CHECK-LABEL: func.func @select_by_broadcast_not
// CHECK-SAME: (%[[P:.*]]: tensor<1xi1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[BP:.*]] = "mhlo.broadcast_in_dim"(%[[P]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<1xi1>) -> tensor<4xi1>
// CHECK-NEXT: %[[R:.*]] = mhlo.select %[[BP]], %[[B]], %[[A]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @select_by_broadcast_not(%p: tensor<1xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.not"(%p) : (tensor<1xi1>) -> tensor<1xi1>
  %1 = "mhlo.broadcast_in_dim"(%0) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<1xi1>) -> tensor<4xi1>
  %2 = "mhlo.select"(%1, %a, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %2 : tensor<4xf32>
}

// -----

// A select by another predicate stays.
// CHECK-LABEL: func.func @select_by_compare
// CHECK-NEXT: stablehlo.compare
// CHECK-NEXT: stablehlo.select
func.func @select_by_compare(%x: tensor<4xf32>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.compare LT, %x, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.select %0, %a, %b : tensor<4xi1>, tensor<4xf32>
  func.return %1 : tensor<4xf32>
}
