// ai-translate --hlo-text-to-mhlo: dot with batch dims, convolution (window, dim_labels), reduce, reduce-window.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/linalg.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[L:.*]]: tensor<2x3x4xf32>, %[[R:.*]]: tensor<2x4x5xf32>, %[[IMG:.*]]: tensor<1x6x6x2xf32>, %[[KER:.*]]: tensor<3x3x2x4xf32>)
// CHECK: %[[DOT:.*]] = "mhlo.dot_general"(%[[L]], %[[R]]) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK: %[[CONV:.*]] = mhlo.convolution(%[[IMG]], %[[KER]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]]}
// CHECK-SAME: -> tensor<1x3x3x4xf32>
// CHECK: %[[ZERO:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[RED:.*]] = mhlo.reduce(%[[DOT]] init: %[[ZERO]]) applies mhlo.add across dimensions = [1, 2] : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK: %[[NINF:.*]] = mhlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[POOL:.*]] = "mhlo.reduce_window"(%[[IMG]], %[[NINF]]) <{window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>}> ({
// CHECK-NEXT: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK-NEXT: %[[M:.*]] = mhlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[M]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<1x6x6x2xf32>, tensor<f32>) -> tensor<1x3x3x2xf32>
// CHECK: return %[[DOT]], %[[CONV]], %[[RED]], %[[POOL]]
