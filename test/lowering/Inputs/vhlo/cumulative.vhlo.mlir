module @jit_mapped attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<3x4x!vhlo.f32_v1>) {
    %0 = "vhlo.dot_general_v2"(%arg0, %arg0) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %1 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"cummax">}> : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f32_v1>
    %2 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"cumlogsumexp">}> : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f32_v1>
    "vhlo.return_v1"(%0, %1, %2) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @cummax(%arg0: !vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0xFF800000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.reduce_window_v1"(%arg0, %1) <{base_dilations = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, padding = #vhlo.tensor_v1<dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>>, window_dilations = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, window_dimensions = #vhlo.tensor_v1<dense<[3, 1]> : tensor<2xi64>>, window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %3 = "vhlo.maximum_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%3) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f32_v1>
    "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @cumlogsumexp(%arg0: !vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0xFF800000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.reduce_window_v1"(%arg0, %0) <{base_dilations = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, padding = #vhlo.tensor_v1<dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>>, window_dilations = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, window_dimensions = #vhlo.tensor_v1<dense<[3, 1]> : tensor<2xi64>>, window_strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %2 = "vhlo.maximum_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %3 = "vhlo.subtract_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %4 = "vhlo.compare_v1"(%3, %3) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %5 = "vhlo.add_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %6 = "vhlo.abs_v1"(%3) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %7 = "vhlo.negate_v1"(%6) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %8 = "vhlo.exponential_v2"(%7) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %9 = "vhlo.log_plus_one_v2"(%8) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %10 = "vhlo.add_v1"(%2, %9) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %11 = "vhlo.select_v1"(%4, %5, %10) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%11) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f32_v1>
    "vhlo.return_v1"(%1) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
}
