module @jit_bf16 attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.bf16_v1>, !vhlo.tensor_v1<3x4x!vhlo.f16_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f16>>}> : () -> !vhlo.tensor_v1<!vhlo.f16_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.convert_v1"(%arg0) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.bf16_v1>
    %3 = "vhlo.multiply_v1"(%2, %2) : (!vhlo.tensor_v1<3x4x!vhlo.bf16_v1>, !vhlo.tensor_v1<3x4x!vhlo.bf16_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.bf16_v1>
    %4 = "vhlo.convert_v1"(%3) : (!vhlo.tensor_v1<3x4x!vhlo.bf16_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f32_v1>
    %5 = "vhlo.convert_v1"(%2) : (!vhlo.tensor_v1<3x4x!vhlo.bf16_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f32_v1>
    %6 = "vhlo.reduce_v1"(%5, %1) <{dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %11 = "vhlo.add_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%11) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %7 = "vhlo.convert_v1"(%6) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bf16_v1>
    %8 = "vhlo.convert_v1"(%arg0) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f16_v1>
    %9 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f16_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f16_v1>
    %10 = "vhlo.add_v1"(%8, %9) : (!vhlo.tensor_v1<3x4x!vhlo.f16_v1>, !vhlo.tensor_v1<3x4x!vhlo.f16_v1>) -> !vhlo.tensor_v1<3x4x!vhlo.f16_v1>
    "vhlo.return_v1"(%4, %7, %10) : (!vhlo.tensor_v1<3x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.bf16_v1>, !vhlo.tensor_v1<3x4x!vhlo.f16_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
}
