module @jit_f8 attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) {
    %0 = "vhlo.convert_v1"(%arg0) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f8E4M3FN_v1>
    %1 = "vhlo.convert_v1"(%0) : (!vhlo.tensor_v1<5x!vhlo.f8E4M3FN_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %2 = "vhlo.convert_v1"(%arg0) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f8E5M2_v1>
    %3 = "vhlo.convert_v1"(%2) : (!vhlo.tensor_v1<5x!vhlo.f8E5M2_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    "vhlo.return_v1"(%1, %3) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
}
