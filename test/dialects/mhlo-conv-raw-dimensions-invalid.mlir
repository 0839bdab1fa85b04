// mlir-hlo's `raw` form of convolution dimension numbers: fields in any order, missing ones 0 or [],
// a trailing comma; printed back in the compact form. Layouts the compact form cannot hold are
// reported by the convolution's verifier, in upstream's words.
// RUN: ai-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @raw
// CHECK: dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]
func.func @raw(%arg0: tensor<100x26x26x32xf32>, %arg1: tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32> {
  %result = "mhlo.convolution"(%arg0, %arg1) {
    batch_group_count = 1 : i64,
    dimension_numbers = #mhlo.conv<raw
      output_spatial_dimensions = [1, 2],
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 3,
      kernel_output_feature_dimension = 2,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_feature_dimension = 3,
    >,
    feature_group_count = 1 : i64,
    padding = dense<2> : tensor<2x2xi64>
  } : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32>
  func.return %result : tensor<100x28x28x1xf32>
}

// -----

func.func @missing_fields_are_zero(%arg0: tensor<2x4x5x2xf32>, %arg1: tensor<2x2x1x6xf32>) -> tensor<2x3x4x6xf32> {
  // expected-error@+1 {{expects input dimension-numbers to be unique, got {0, 0}.}}
  %1 = "mhlo.convolution"(%arg0, %arg1) {
    batch_group_count = 1 : i64,
    dimension_numbers = #mhlo.conv<raw
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      output_batch_dimension = 0,
      output_feature_dimension = 3,
    >,
    feature_group_count = 2 : i64} : (tensor<2x4x5x2xf32>, tensor<2x2x1x6xf32>) -> tensor<2x3x4x6xf32>
  func.return %1 : tensor<2x3x4x6xf32>
}

// -----

func.func @unknown_field(%arg0: tensor<2x4x5x2xf32>, %arg1: tensor<2x2x1x6xf32>) -> tensor<2x3x4x6xf32> {
  %1 = "mhlo.convolution"(%arg0, %arg1) {
    batch_group_count = 1 : i64,
    // expected-error@+1 {{unexpected key: input_dimension}}
    dimension_numbers = #mhlo.conv<raw input_dimension = 2>,
    feature_group_count = 1 : i64} : (tensor<2x4x5x2xf32>, tensor<2x2x1x6xf32>) -> tensor<2x3x4x6xf32>
  func.return %1 : tensor<2x3x4x6xf32>
}

// -----

// Numbers the compact form cannot list (out of range, or a layout of 2^32 positions: printing it never
// finished) print back in the `raw` form.
// CHECK-LABEL: module attributes {mhlo.conv = #mhlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 4294967296, output_spatial_dimensions = [2, 1]>}
module attributes {mhlo.conv = #mhlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_feature_dimension = 4294967296,
      output_spatial_dimensions = [2, 1]>} {}

// -----

// A layout that gives a position twice (output_feature_dimension missing: 0, as the batch's) prints in the
// raw form, which reads back; the compact form printed `->[f, 1, 0]`, which did not ('Expected dimensions b
// not specified'). The convolution's verifier refuses it on an op (@missing_fields_are_zero).
// CHECK-LABEL: module attributes {mhlo.conv = #mhlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = [2, 1]>}
module attributes {mhlo.conv = #mhlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_spatial_dimensions = [2, 1]>} {}
