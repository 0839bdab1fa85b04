module @jit_reduce_window attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<2x3x3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0xFF800000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.reduce_window_v1"(%arg0, %1) <{base_dilations = #vhlo.tensor_v1<dense<1> : tensor<4xi64>>, padding = #vhlo.tensor_v1<dense<[[0, 0], [0, 0], [0, 1], [0, 0]]> : tensor<4x2xi64>>, window_dilations = #vhlo.tensor_v1<dense<1> : tensor<4xi64>>, window_dimensions = #vhlo.tensor_v1<dense<[1, 2, 2, 1]> : tensor<4xi64>>, window_strides = #vhlo.tensor_v1<dense<[1, 2, 2, 1]> : tensor<4xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %4 = "vhlo.maximum_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%4) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x3x3x3x!vhlo.f32_v1>
    %3 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"cumsum">}> : (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%2, %3) : (!vhlo.tensor_v1<2x3x3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @cumsum(%arg0: !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) {
    %0 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"cumsum_0">}> : (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @cumsum_0(%arg0: !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.reduce_window_v1"(%arg0, %1) <{base_dilations = #vhlo.tensor_v1<dense<1> : tensor<4xi64>>, padding = #vhlo.tensor_v1<dense<[[0, 0], [5, 0], [0, 0], [0, 0]]> : tensor<4x2xi64>>, window_dilations = #vhlo.tensor_v1<dense<1> : tensor<4xi64>>, window_dimensions = #vhlo.tensor_v1<dense<[1, 6, 1, 1]> : tensor<4xi64>>, window_strides = #vhlo.tensor_v1<dense<1> : tensor<4xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %3 = "vhlo.add_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%3) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<2x6x5x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
}
