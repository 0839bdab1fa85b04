// A real_dynamic_slice of unit strides whose limits are its starts plus a constant is a dynamic_slice of that
// size (mlir-hlo's RealDSliceToDSlice), for mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @real_dynamic_slice_to_dynamic_slice
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[S:.*]]: tensor<2xi32>)
// CHECK-NEXT: %[[S0:.*]] = "mhlo.slice"(%[[S]]) <{limit_indices = dense<1> : tensor<1xi64>, start_indices = dense<0> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<2xi32>) -> tensor<1xi32>
// CHECK-NEXT: %[[I0:.*]] = mhlo.reshape %[[S0]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %[[S1:.*]] = "mhlo.slice"(%[[S]]) <{limit_indices = dense<2> : tensor<1xi64>, start_indices = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<2xi32>) -> tensor<1xi32>
// CHECK-NEXT: %[[I1:.*]] = mhlo.reshape %[[S1]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %[[R:.*]] = "mhlo.dynamic_slice"(%[[X]], %[[I0]], %[[I1]]) <{slice_sizes = dense<[1, 4]> : tensor<2xi64>}> : (tensor<?x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @real_dynamic_slice_to_dynamic_slice(%x: tensor<?x4xf32>, %s: tensor<2xi32>) -> tensor<1x4xf32> {
  %c = mhlo.constant dense<[1, 4]> : tensor<2xi32>
  %l = mhlo.add %c, %s : tensor<2xi32>
  %one = mhlo.constant dense<1> : tensor<2xi32>
  %0 = mhlo.real_dynamic_slice %x, %s, %l, %one : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x4xf32>
  func.return %0 : tensor<1x4xf32>
}

// -----

// Strides other than 1, or limits that are not the starts plus a constant: it stays.
// CHECK-LABEL: func.func @real_dynamic_slice_stays
// CHECK: stablehlo.real_dynamic_slice
// CHECK: stablehlo.real_dynamic_slice
// CHECK-NOT: stablehlo.dynamic_slice
func.func @real_dynamic_slice_stays(%x: tensor<?xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>) -> (tensor<2xf32>, tensor<?xf32>) {
  %c = stablehlo.constant dense<4> : tensor<1xi64>
  %two = stablehlo.constant dense<2> : tensor<1xi64>
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %a = stablehlo.add %s, %c : tensor<1xi64>
  %0 = stablehlo.real_dynamic_slice %x, %s, %a, %two : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf32>
  %1 = stablehlo.real_dynamic_slice %x, %s, %l, %one : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0, %1 : tensor<2xf32>, tensor<?xf32>
}
