// ai-translate --hlo-text-to-mhlo: broadcast, reshape, slice, concatenate, pad, dynamic slices, reverse, transpose.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/shape.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>, %[[K:.*]]: tensor<i32>) -> tensor<6x4xf32>
// CHECK: %[[B:.*]] = "mhlo.broadcast_in_dim"(%[[X]]) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x6xf32>) -> tensor<2x4x6xf32>
// CHECK: %[[R:.*]] = mhlo.reshape %[[B]] : (tensor<2x4x6xf32>) -> tensor<8x6xf32>
// CHECK: %[[S:.*]] = "mhlo.slice"(%[[R]]) <{limit_indices = dense<[8, 6]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}> : (tensor<8x6xf32>) -> tensor<4x3xf32>
// CHECK: %[[C:.*]] = "mhlo.concatenate"(%[[X]], %[[S]]) <{dimension = 1 : i64}> : (tensor<4x6xf32>, tensor<4x3xf32>) -> tensor<4x9xf32>
// CHECK: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[P:.*]] = "mhlo.pad"(%[[C]], %[[Z]]) <{edge_padding_high = dense<1> : tensor<2xi64>, edge_padding_low = dense<[1, 0]> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>}> : (tensor<4x9xf32>, tensor<f32>) -> tensor<6x10xf32>
// CHECK: %[[DS:.*]] = "mhlo.dynamic_slice"(%[[P]], %[[K]], %[[K]]) <{slice_sizes = dense<[4, 6]> : tensor<2xi64>}>
// CHECK: %[[DUS:.*]] = mhlo.dynamic_update_slice %[[DS]], %[[S]], %[[K]], %[[K]] : (tensor<4x6xf32>, tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
// CHECK: %[[REV:.*]] = "mhlo.reverse"(%[[DUS]]) <{dimensions = dense<0> : tensor<1xi64>}>
// CHECK: %[[T:.*]] = "mhlo.transpose"(%[[REV]]) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<4x6xf32>) -> tensor<6x4xf32>
// CHECK: return %[[T]] : tensor<6x4xf32>
