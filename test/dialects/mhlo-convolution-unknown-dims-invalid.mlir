// mhlo's convolutions may have dimensions that are neither batch, feature nor spatial (`?`): mhlo checks no
// rank against the spatial dimensions' count and keeps them in the result shape; stablehlo's cannot express
// them, so hlo-legalize-to-stablehlo fails on them as upstream does.
// RUN: ai-opt %s --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --hlo-legalize-to-stablehlo -o /dev/null

// CHECK-LABEL: func.func @conv_unknown_dimension
// CHECK: mhlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, ?, f]x[0, 1, ?, i, o]->[?, b, 0, 1, f]
func.func @conv_unknown_dimension(%x: tensor<1x8x8x32x207xf32>, %k: tensor<3x3x32x207x16xf32>) -> tensor<32x1x8x8x16xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.convolution' that was explicitly marked illegal}}
  %0 = "mhlo.convolution"(%x, %k) {batch_group_count = 1 : i64,
    dimension_numbers = #mhlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 4,
      input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 3, kernel_output_feature_dimension = 4,
      kernel_spatial_dimensions = [0, 1], output_batch_dimension = 1, output_feature_dimension = 4,
      output_spatial_dimensions = [2, 3]>,
    feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>} :
    (tensor<1x8x8x32x207xf32>, tensor<3x3x32x207x16xf32>) -> tensor<32x1x8x8x16xf32>
  func.return %0 : tensor<32x1x8x8x16xf32>
}

// -----

// mhlo's dynamic_conv has no padding-shape check (mlir-hlo canonicalizes a flat padding of constant pairs);
// stablehlo's has.
// CHECK-LABEL: func.func @dynamic_conv_flat_padding
// CHECK: "mhlo.dynamic_conv"
func.func @dynamic_conv_flat_padding(%x: tensor<1x8x8x2xf32>, %k: tensor<3x3x2x4xf32>, %pad: tensor<4xi64>) -> tensor<1x?x?x4xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_conv' op expects padding to be of shape [2, 2], but got [4]}}
  %0 = "mhlo.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<4xi64>) -> tensor<1x?x?x4xf32>
  func.return %0 : tensor<1x?x?x4xf32>
}
