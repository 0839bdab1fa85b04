// RUN: ai-opt %s --vhlo-to-version=target=current -split-input-file | FileCheck %s --check-prefix=CURRENT
// RUN: ai-opt %s --vhlo-to-version=target=1.0.0 -split-input-file | FileCheck %s --check-prefix=OLD
// RUN: ai-opt %s --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo -split-input-file | FileCheck %s --check-prefix=STABLEHLO

// Ops of StableHLO 1.0.0 upgraded to 1.17.0 (their new attributes at the defaults) and back; the upgraded module
// legalizes to StableHLO as an artifact of 1.17.0 would.

// CURRENT-LABEL: vhlo.func_v1 @main
// CURRENT:         "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
// CURRENT:         "vhlo.dot_general_v2"(%arg1, %arg1) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>
// CURRENT:         "vhlo.all_reduce_v2"
// CURRENT:         "vhlo.send_v2"(%arg0, %arg2) <{channel_id = #vhlo.integer_v1<5 : i64>, channel_type = #vhlo.integer_v1<2 : i64>, is_host_transfer = #vhlo.bool_v1<true>, source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}>
// OLD-LABEL: vhlo.func_v1 @main
// OLD:         "vhlo.tanh_v1"(%arg0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
// OLD:         "vhlo.dot_general_v1"(%arg1, %arg1) <{lhs_batching_dimensions
// OLD:         "vhlo.all_reduce_v1"
// OLD:         "vhlo.send_v1"
// STABLEHLO-LABEL: func.func @main
// STABLEHLO:         stablehlo.tanh %arg0 : tensor<4xf32>
// STABLEHLO:         stablehlo.dot_general %arg1, %arg1, contracting_dims = [1] x [0]
// STABLEHLO:         "stablehlo.all_reduce"(%arg0)
// STABLEHLO:         "stablehlo.send"(%arg0, %arg2) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}>
vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, %arg2: !vhlo.token_v1) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
  %0 = "vhlo.tanh_v1"(%arg0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
  %1 = "vhlo.dot_general_v1"(%arg1, %arg1) <{lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
  %2 = "vhlo.all_reduce_v1"(%arg0) <{channel_id = #vhlo.integer_v1<0 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, use_global_device_ids = #vhlo.bool_v1<false>}> ({
  ^bb0(%arg3: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.f32_v1>):
    %4 = "vhlo.add_v1"(%arg3, %arg4) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%4) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  }) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
  %3 = "vhlo.send_v1"(%arg0, %arg2) <{channel_id = #vhlo.integer_v1<5 : i64>, channel_type = #vhlo.integer_v1<2 : i64>, is_host_transfer = #vhlo.bool_v1<true>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.token_v1
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
