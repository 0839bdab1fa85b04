// convert-mhlo-to-linalg keeps a dot's or convolution's precision_config on its named linalg op (a discardable
// attribute of that name, as mlir-hlo's getPrunedAttributeList did), where convert-linalg-matmul-to-gpu{tf32}
// reads it; a missing one, or one of DEFAULTs only, adds nothing (as upstream, whose linalg ops carry none).
// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @dot
// CHECK: linalg.matmul {precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]} ins(
// CHECK: linalg.matmul {precision_config = [#mhlo<precision HIGH>, #mhlo<precision DEFAULT>]} ins(
// CHECK: linalg.matmul ins(
// CHECK: linalg.matmul ins(
// CHECK: linalg.matmul ins(
func.func @dot(%a: tensor<4x3xf32>, %b: tensor<3x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) {
  %0 = "mhlo.dot"(%a, %b) {precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]} : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  %1 = "mhlo.dot"(%a, %b) {precision_config = [#mhlo<precision HIGH>, #mhlo<precision DEFAULT>]} : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  %2 = "mhlo.dot"(%a, %b) {precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]} : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  %3 = "mhlo.dot"(%a, %b) {precision_config = []} : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  %4 = "mhlo.dot"(%a, %b) : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  return %0, %1, %2, %3, %4 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @batch_dot_general
// CHECK: linalg.batch_matmul {precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]} ins(
func.func @batch_dot_general(%a: tensor<2x4x3xf32>, %b: tensor<2x3x5xf32>) -> tensor<2x4x5xf32> {
  %0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]} : (tensor<2x4x3xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @convolution
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>], strides = dense<1> : tensor<2xi64>}
func.func @convolution(%i: tensor<1x6x6x4xf32>, %f: tensor<3x3x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %0 = mhlo.convolution(%i, %f) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]} : (tensor<1x6x6x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
