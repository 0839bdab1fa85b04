module @jit_composite attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.f32_v1>) {
    %0 = "vhlo.composite_v2"(%arg0) <{composite_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"scale"> = #vhlo.float_v1<2.000000e+00 : !vhlo.f32_v1>}>, decomposition = #vhlo.string_v1<"my.scale">, name = #vhlo.string_v1<"my.scale">, version = #vhlo.integer_v1<0 : i32>}> : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @my.scale(%arg0: !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %2 = "vhlo.multiply_v1"(%arg0, %1) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
