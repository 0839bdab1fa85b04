// mhlo's convolution canonicalizations (transforms/canonicalize_hlo_convolution.py): a convolution of rank-2
// operands without groups is a dot_general; a dynamic_conv of constant padding is a convolution.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @convolution_is_dot_general
// CHECK-SAME: (%[[X:.*]]: tensor<5x6xf32>, %[[K:.*]]: tensor<?x6xf32>)
// CHECK-NEXT: %[[DOT:.*]] = "mhlo.dot_general"(%[[X]], %[[K]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision HIGH>, #mhlo<precision DEFAULT>]}> : (tensor<5x6xf32>, tensor<?x6xf32>) -> tensor<5x?xf32>
// CHECK-NEXT: return %[[DOT]]
func.func @convolution_is_dot_general(%x: tensor<5x6xf32>, %k: tensor<?x6xf32>) -> tensor<5x?xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, f]x[o, i]->[b, f], window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = [], reverse = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#mhlo<precision HIGH>, #mhlo<precision DEFAULT>]} : (tensor<5x6xf32>, tensor<?x6xf32>) -> tensor<5x?xf32>
  func.return %0 : tensor<5x?xf32>
}

// -----

// An [f, b] output swaps the operands (and their contracting dimensions) instead of transposing.
// CHECK-LABEL: func.func @convolution_is_dot_general_swapped
// CHECK-SAME: (%[[X:.*]]: tensor<7x3xf32>, %[[K:.*]]: tensor<3x5xf32>)
// CHECK-NEXT: %[[DOT:.*]] = "mhlo.dot_general"(%[[K]], %[[X]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>}> : (tensor<3x5xf32>, tensor<7x3xf32>) -> tensor<5x7xf32>
// CHECK-NEXT: return %[[DOT]]
func.func @convolution_is_dot_general_swapped(%x: tensor<7x3xf32>, %k: tensor<3x5xf32>) -> tensor<5x7xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, f]x[i, o]->[f, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<7x3xf32>, tensor<3x5xf32>) -> tensor<5x7xf32>
  func.return %0 : tensor<5x7xf32>
}

// -----

// Grouped convolutions, convolutions with spatial dimensions and stablehlo's convolutions stay.
// CHECK-LABEL: func.func @not_dots
// CHECK-NOT: dot_general
// CHECK: mhlo.convolution
// CHECK: mhlo.convolution
// CHECK: stablehlo.convolution
func.func @not_dots(%x: tensor<5x4xf32>, %k: tensor<2x6xf32>, %y: tensor<1x4x3xf32>, %w: tensor<2x3x3xf32>, %s: tensor<5x6xf32>, %t: tensor<7x6xf32>) -> (tensor<5x6xf32>, tensor<1x3x3xf32>, tensor<5x7xf32>) {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, f]x[i, o]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<5x4xf32>, tensor<2x6xf32>) -> tensor<5x6xf32>
  %1 = mhlo.convolution(%y, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x3xf32>, tensor<2x3x3xf32>) -> tensor<1x3x3xf32>
  %2 = stablehlo.convolution(%s, %t) dim_numbers = [b, f]x[o, i]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<5x6xf32>, tensor<7x6xf32>) -> tensor<5x7xf32>
  func.return %0, %1, %2 : tensor<5x6xf32>, tensor<1x3x3xf32>, tensor<5x7xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_conv_constant_padding
// CHECK-NOT: dynamic_conv
// CHECK: %[[CONV:.*]] = mhlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}2, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
// CHECK-NEXT: return %[[CONV]]
func.func @dynamic_conv_constant_padding(%x: tensor<1x8x8x2xf32>, %k: tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32> {
  %pad = arith.constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi64>
  %0 = "mhlo.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = dense<1> : tensor<2xi64>, rhs_dilation = dense<1> : tensor<2xi64>, window_strides = dense<1> : tensor<2xi64>}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x8x8x4xf32>
  func.return %0 : tensor<1x8x8x4xf32>
}

// -----

// A padding only known at run time keeps the dynamic_conv.
// CHECK-LABEL: func.func @dynamic_conv_runtime_padding
// CHECK: mhlo.dynamic_conv
func.func @dynamic_conv_runtime_padding(%x: tensor<1x8x8x2xf32>, %k: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x4xf32> {
  %0 = "mhlo.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  func.return %0 : tensor<1x?x?x4xf32>
}
