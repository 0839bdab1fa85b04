// RUN: ai-opt %s --stablehlo-legalize-to-vhlo -split-input-file | FileCheck %s
// RUN: ai-opt %s --stablehlo-legalize-to-vhlo --vhlo-legalize-to-stablehlo -split-input-file | FileCheck %s --check-prefix=BACK
// RUN: ai-opt %s --stablehlo-legalize-to-vhlo --emit-bytecode | ai-opt --vhlo-legalize-to-stablehlo | FileCheck %s --check-prefix=BACK

// StableHLO to VHLO as jaxlib 1.17.0's serialize_portable_artifact writes it: the defaults written out.

// CHECK-LABEL: vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>)
// CHECK:         %[[T:.*]] = "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
// CHECK:         "vhlo.compare_v1"(%[[T]], %arg0) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 LT>}>
// CHECK:         "vhlo.sort_v1"(%arg0) <{dimension = #vhlo.integer_v1<0 : i64>, is_stable = #vhlo.bool_v1<false>}>
// CHECK:         "vhlo.return_v1"(%{{.*}}) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
// CHECK:       } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
// BACK-LABEL: func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32>
// BACK:         stablehlo.compare LT, %{{.*}}, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// BACK:         "stablehlo.sort"(%arg0) <{dimension = 0 : i64}>
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<4xf32>
  %1 = stablehlo.compare LT, %0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %3 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// CHECK-LABEL: vhlo.func_v1 @conv
// CHECK:         "vhlo.convolution_v1"(%arg0, %arg1) <{batch_group_count = #vhlo.integer_v1<1 : i64>, feature_group_count = #vhlo.integer_v1<1 : i64>, input_batch_dimension = #vhlo.integer_v1<0 : i64>, input_feature_dimension = #vhlo.integer_v1<3 : i64>, input_spatial_dimensions = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>, kernel_input_feature_dimension = #vhlo.integer_v1<2 : i64>, kernel_output_feature_dimension = #vhlo.integer_v1<3 : i64>, kernel_spatial_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, lhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, output_batch_dimension = #vhlo.integer_v1<0 : i64>, output_feature_dimension = #vhlo.integer_v1<3 : i64>, output_spatial_dimensions = #vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>, padding = #vhlo.tensor_v1<dense<0> : tensor<2x2xi64>>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_dilation = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, window_reversal = #vhlo.tensor_v1<dense<false> : tensor<2xi1>>, window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}>
// BACK-LABEL: func.func @conv
// BACK:         stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
func.func @conv(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<3x3x2x5xf32>) -> tensor<1x2x2x5xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x5xf32>) -> tensor<1x2x2x5xf32>
  return %0 : tensor<1x2x2x5xf32>
}
