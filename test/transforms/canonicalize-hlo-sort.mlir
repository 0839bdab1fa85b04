// Canonicalizations of sort (mlir-hlo's SortDropEmptyUseArgs, SortOpInferDefaultDimension), for mhlo and
// stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// An operand whose result and comparator arguments are unused is dropped.
// CHECK-LABEL: func.func @sort_drop_unused
// CHECK-SAME: (%[[K:.*]]: tensor<3xi32>, %[[V:.*]]: tensor<3xf32>)
// CHECK-NEXT: %[[R:.*]] = "mhlo.sort"(%[[K]]) <{dimension = 0 : i64, is_stable = false}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>):
// CHECK-NEXT:   %[[LT:.*]] = mhlo.compare GT, %[[A]], %[[B]] : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:   mhlo.return %[[LT]] : tensor<i1>
// CHECK-NEXT: }) : (tensor<3xi32>) -> tensor<3xi32>
// CHECK-NEXT: return %[[R]]
func.func @sort_drop_unused(%k: tensor<3xi32>, %v: tensor<3xf32>) -> tensor<3xi32> {
  %0:2 = "mhlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %1 = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction GT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "mhlo.return"(%1) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = false} : (tensor<3xi32>, tensor<3xf32>) -> (tensor<3xi32>, tensor<3xf32>)
  func.return %0#0 : tensor<3xi32>
}

// -----

// An operand the comparator reads stays, though its result is unused.
// CHECK-LABEL: func.func @sort_keep_compared
// CHECK-NEXT: %{{.*}}:2 = "stablehlo.sort"(%{{.*}}, %{{.*}})
func.func @sort_keep_compared(%k: tensor<3xi32>, %v: tensor<3xf32>) -> tensor<3xi32> {
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %1 = stablehlo.compare LT, %c, %d : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xi32>, tensor<3xf32>) -> (tensor<3xi32>, tensor<3xf32>)
  func.return %0#0 : tensor<3xi32>
}

// -----

// A negative dimension is counted from the front.
// CHECK-LABEL: func.func @sort_negative_dimension
// CHECK-NEXT: "mhlo.sort"(%{{.*}}) <{dimension = 1 : i64, is_stable = false}>
func.func @sort_negative_dimension(%x: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = "mhlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction GT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "mhlo.return"(%1) : (tensor<i1>) -> ()
  }) {dimension = -1 : i64, is_stable = false} : (tensor<3x5xi32>) -> tensor<3x5xi32>
  func.return %0 : tensor<3x5xi32>
}
