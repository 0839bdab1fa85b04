module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"qr">}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %1 = "vhlo.abs_v1"(%0) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%1) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @qr(%arg0: !vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2:2 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_sgeqrf_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [0], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<0> : tensor<1xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>)
    %3 = "vhlo.slice_v1"(%2#0) <{limit_indices = #vhlo.tensor_v1<dense<3> : tensor<2xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<2xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %4 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
    %6 = "vhlo.add_v1"(%4, %5) : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
    %7 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
    %8 = "vhlo.compare_v1"(%6, %7) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.bool_v1>
    %9 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %10 = "vhlo.select_v1"(%8, %9, %3) : (!vhlo.tensor_v1<3x3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%10) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
