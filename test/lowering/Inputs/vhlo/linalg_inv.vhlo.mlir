module @jit_linalg_inv attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.transpose_v1"(%arg0) <{permutation = #vhlo.tensor_v1<dense<[1, 0]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %3 = "vhlo.dot_general_v2"(%arg0, %2) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %4 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %5 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %6 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %7 = "vhlo.add_v1"(%4, %6) : (!vhlo.tensor_v1<4x4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %8 = "vhlo.compare_v1"(%7, %5) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<4x4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.bool_v1>
    %9 = "vhlo.convert_v1"(%8) : (!vhlo.tensor_v1<4x4x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %10 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %11 = "vhlo.multiply_v1"(%10, %9) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %12 = "vhlo.add_v1"(%3, %11) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %13 = "vhlo.call_v1"(%12) <{callee = #vhlo.string_v1<"cholesky">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %14 = "vhlo.call_v1"(%12) <{callee = #vhlo.string_v1<"inv">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %15 = "vhlo.call_v1"(%12) <{callee = #vhlo.string_v1<"det">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %16 = "vhlo.slice_v1"(%arg0) <{limit_indices = #vhlo.tensor_v1<dense<[4, 1]> : tensor<2xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<2xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.f32_v1>
    %17 = "vhlo.reshape_v1"(%16) : (!vhlo.tensor_v1<4x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %18 = "vhlo.call_v1"(%12, %17) <{callee = #vhlo.string_v1<"solve_1">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    "vhlo.return_v1"(%13, %14, %15, %18) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[3]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @cholesky(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %4 = "vhlo.transpose_v1"(%arg0) <{permutation = #vhlo.tensor_v1<dense<[1, 0]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %5 = "vhlo.add_v1"(%arg0, %4) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %6 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %7 = "vhlo.divide_v1"(%5, %6) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %8:2 = "vhlo.custom_call_v1"(%7) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_spotrf_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [0], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<> : tensor<0xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"uplo"> = #vhlo.integer_v1<76 : ui8>}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>)
    %9 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %10 = "vhlo.compare_v1"(%8#1, %9) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %11 = "vhlo.broadcast_in_dim_v1"(%10) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<1x1x!vhlo.bool_v1>
    %12 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %13 = "vhlo.broadcast_in_dim_v1"(%11) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<1x1x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.bool_v1>
    %14 = "vhlo.select_v1"(%13, %8#0, %12) : (!vhlo.tensor_v1<4x4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %15 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %16 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %17 = "vhlo.add_v1"(%15, %16) : (!vhlo.tensor_v1<4x4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %18 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %19 = "vhlo.compare_v1"(%17, %18) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<4x4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.bool_v1>
    %20 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %21 = "vhlo.select_v1"(%19, %14, %20) : (!vhlo.tensor_v1<4x4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    "vhlo.return_v1"(%21) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @inv(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %2 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %3 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %4 = "vhlo.add_v1"(%1, %3) : (!vhlo.tensor_v1<4x4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.i32_v1>
    %5 = "vhlo.compare_v1"(%4, %2) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<4x4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.bool_v1>
    %6 = "vhlo.convert_v1"(%5) : (!vhlo.tensor_v1<4x4x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %7 = "vhlo.call_v1"(%arg0, %6) <{callee = #vhlo.string_v1<"solve">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    "vhlo.return_v1"(%7) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @solve(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4:3 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_sgetrf_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [0], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<0> : tensor<1xindex>>, #vhlo.tensor_v1<dense<> : tensor<0xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>)
    %5 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %6 = "vhlo.subtract_v1"(%4#1, %5) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %7 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %8 = "vhlo.compare_v1"(%4#2, %7) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %9 = "vhlo.broadcast_in_dim_v1"(%8) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<1x1x!vhlo.bool_v1>
    %10 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %11 = "vhlo.broadcast_in_dim_v1"(%9) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<1x1x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.bool_v1>
    %12 = "vhlo.select_v1"(%11, %4#0, %10) : (!vhlo.tensor_v1<4x4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %13 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %14:4 = "vhlo.while_v1"(%6, %2, %2, %13) ({
    ^bb0(%arg2: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<4x!vhlo.i32_v1>):
      %18 = "vhlo.compare_v1"(%arg3, %0) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%18) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }, {
    ^bb0(%arg2: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<4x!vhlo.i32_v1>):
      %18:2 = "vhlo.call_v1"(%arg2, %arg4, %arg5) <{callee = #vhlo.string_v1<"closed_call">}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>)
      %19 = "vhlo.add_v1"(%arg3, %3) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%arg2, %19, %18#0, %18#1) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>)
    %15 = "vhlo.transpose_v1"(%arg1) <{permutation = #vhlo.tensor_v1<dense<[1, 0]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %16 = "vhlo.call_v1"(%12, %14#3, %15) <{callee = #vhlo.string_v1<"_lu_solve">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %17 = "vhlo.transpose_v1"(%16) <{permutation = #vhlo.tensor_v1<dense<[1, 0]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    "vhlo.return_v1"(%17) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @closed_call(%arg0: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.add_v1"(%arg1, %2) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %5 = "vhlo.convert_v1"(%arg1) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %6 = "vhlo.add_v1"(%5, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %7 = "vhlo.select_v1"(%4, %6, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %8 = "vhlo.dynamic_slice_v1"(%arg0, %7) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %9 = "vhlo.reshape_v1"(%8) : (!vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %10 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %11 = "vhlo.convert_v1"(%arg1) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %12 = "vhlo.add_v1"(%11, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %13 = "vhlo.select_v1"(%10, %12, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %14 = "vhlo.dynamic_slice_v1"(%arg2, %13) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %15 = "vhlo.reshape_v1"(%14) : (!vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %16 = "vhlo.compare_v1"(%9, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %17 = "vhlo.add_v1"(%9, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %18 = "vhlo.select_v1"(%16, %17, %9) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %19 = "vhlo.dynamic_slice_v1"(%arg2, %18) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %20 = "vhlo.reshape_v1"(%19) : (!vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %21 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %22 = "vhlo.add_v1"(%arg1, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %23 = "vhlo.select_v1"(%21, %22, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %24 = "vhlo.convert_v1"(%23) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %25 = "vhlo.broadcast_in_dim_v1"(%24) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %26 = "vhlo.scatter_v2"(%arg2, %25, %20) <{index_vector_dim = #vhlo.integer_v1<0 : i64>, indices_are_sorted = #vhlo.bool_v1<true>, input_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, inserted_window_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_dims_to_operand_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, unique_indices = #vhlo.bool_v1<true>, update_window_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> ({
    ^bb0(%arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>):
      "vhlo.return_v1"(%arg4) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<1x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %27 = "vhlo.compare_v1"(%9, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %28 = "vhlo.add_v1"(%9, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %29 = "vhlo.select_v1"(%27, %28, %9) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %30 = "vhlo.broadcast_in_dim_v1"(%29) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %31 = "vhlo.scatter_v2"(%26, %30, %15) <{index_vector_dim = #vhlo.integer_v1<0 : i64>, indices_are_sorted = #vhlo.bool_v1<true>, input_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, inserted_window_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_dims_to_operand_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, unique_indices = #vhlo.bool_v1<true>, update_window_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> ({
    ^bb0(%arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>):
      "vhlo.return_v1"(%arg4) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<1x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    "vhlo.return_v1"(%3, %31) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_lu_solve(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.broadcast_in_dim_v1"(%arg2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x1x!vhlo.f32_v1>
    %3 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %4 = "vhlo.compare_v1"(%arg1, %3) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %6 = "vhlo.add_v1"(%arg1, %5) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %7 = "vhlo.select_v1"(%4, %6, %arg1) : (!vhlo.tensor_v1<4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %8 = "vhlo.broadcast_in_dim_v1"(%7) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.i32_v1>
    %9 = "vhlo.gather_v2"(%2, %8) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<[0, 2]> : tensor<2xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[4, 1, 1]> : tensor<3xi64>>, start_index_map = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<4x4x1x!vhlo.f32_v1>, !vhlo.tensor_v1<4x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x4x1x!vhlo.f32_v1>
    %10 = "vhlo.transpose_v1"(%9) <{permutation = #vhlo.tensor_v1<dense<[1, 2, 0]> : tensor<3xi64>>}> : (!vhlo.tensor_v1<4x4x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x1x4x!vhlo.f32_v1>
    %11 = "vhlo.reshape_v1"(%10) : (!vhlo.tensor_v1<4x1x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %12 = "vhlo.custom_call_v1"(%arg0, %11) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_strsm_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 1, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"diag"> = #vhlo.integer_v1<85 : ui8>, #vhlo.string_v1<"side"> = #vhlo.integer_v1<76 : ui8>, #vhlo.string_v1<"trans_x"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"uplo"> = #vhlo.integer_v1<76 : ui8>}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %13 = "vhlo.reshape_v1"(%12) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x1x4x!vhlo.f32_v1>
    %14 = "vhlo.reshape_v1"(%13) : (!vhlo.tensor_v1<4x1x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %15 = "vhlo.custom_call_v1"(%arg0, %14) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_strsm_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 1, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"diag"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"side"> = #vhlo.integer_v1<76 : ui8>, #vhlo.string_v1<"trans_x"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"uplo"> = #vhlo.integer_v1<85 : ui8>}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %16 = "vhlo.reshape_v1"(%15) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x1x4x!vhlo.f32_v1>
    %17 = "vhlo.transpose_v1"(%16) <{permutation = #vhlo.tensor_v1<dense<[2, 0, 1]> : tensor<3xi64>>}> : (!vhlo.tensor_v1<4x1x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x1x!vhlo.f32_v1>
    %18 = "vhlo.reshape_v1"(%17) : (!vhlo.tensor_v1<4x4x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    "vhlo.return_v1"(%18) : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @det(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
    %0:2 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"slogdet">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>)
    %1 = "vhlo.exponential_v2"(%0#1) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.multiply_v1"(%0#0, %1) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @slogdet(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0xFF800000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-2> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<false> : tensor<i1>>}> : () -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %5 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %6 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %7 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %8 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %9 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %10:3 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_sgetrf_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [0], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<0> : tensor<1xindex>>, #vhlo.tensor_v1<dense<> : tensor<0xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>)
    %11 = "vhlo.broadcast_in_dim_v1"(%9) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %12 = "vhlo.subtract_v1"(%10#1, %11) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %13 = "vhlo.broadcast_in_dim_v1"(%8) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %14 = "vhlo.compare_v1"(%10#2, %13) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %15 = "vhlo.broadcast_in_dim_v1"(%14) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<1x1x!vhlo.bool_v1>
    %16 = "vhlo.broadcast_in_dim_v1"(%7) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %17 = "vhlo.broadcast_in_dim_v1"(%15) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<1x1x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.bool_v1>
    %18 = "vhlo.select_v1"(%17, %10#0, %16) : (!vhlo.tensor_v1<4x4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %19 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %20:4 = "vhlo.while_v1"(%12, %8, %8, %19) ({
    ^bb0(%arg1: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<4x!vhlo.i32_v1>):
      %42 = "vhlo.compare_v1"(%arg2, %6) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%42) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }, {
    ^bb0(%arg1: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<4x!vhlo.i32_v1>):
      %42:2 = "vhlo.call_v1"(%arg1, %arg3, %arg4) <{callee = #vhlo.string_v1<"closed_call">}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>)
      %43 = "vhlo.add_v1"(%arg2, %9) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%arg1, %43, %42#0, %42#1) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>)
    %21 = "vhlo.call_v1"(%18) <{callee = #vhlo.string_v1<"diagonal">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %22 = "vhlo.broadcast_in_dim_v1"(%5) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %23 = "vhlo.compare_v1"(%21, %22) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %24 = "vhlo.reduce_v1"(%23, %4) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.bool_v1>, %arg2: !vhlo.tensor_v1<!vhlo.bool_v1>):
      %42 = "vhlo.or_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%42) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %25 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %26 = "vhlo.compare_v1"(%12, %25) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %27 = "vhlo.call_v1"(%26) <{callee = #vhlo.string_v1<"count_nonzero">}> : (!vhlo.tensor_v1<4x!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %28 = "vhlo.broadcast_in_dim_v1"(%5) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %29 = "vhlo.compare_v1"(%21, %28) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %30 = "vhlo.call_v1"(%29) <{callee = #vhlo.string_v1<"count_nonzero">}> : (!vhlo.tensor_v1<4x!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %31 = "vhlo.add_v1"(%27, %30) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %32 = "vhlo.call_v1"(%31, %3) <{callee = #vhlo.string_v1<"remainder">}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %33 = "vhlo.multiply_v1"(%2, %32) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %34 = "vhlo.add_v1"(%33, %9) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %35 = "vhlo.convert_v1"(%34) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %36 = "vhlo.multiply_v1"(%1, %35) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %37 = "vhlo.call_v1"(%24, %5, %36) <{callee = #vhlo.string_v1<"_where_0">}> : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %38 = "vhlo.abs_v1"(%21) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %39 = "vhlo.log_v2"(%38) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %40 = "vhlo.reduce_v1"(%39, %5) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %42 = "vhlo.add_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%42) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %41 = "vhlo.call_v1"(%24, %0, %40) <{callee = #vhlo.string_v1<"_where_0">}> : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%37, %41) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @diagonal(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.case_v1"(%1) ({
      "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
    }, {
      "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4 = "vhlo.case_v1"(%3) ({
      %5 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %6 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %7 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %8 = "vhlo.compare_v1"(%5, %7) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
      %9 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %10 = "vhlo.add_v1"(%5, %9) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %11 = "vhlo.select_v1"(%8, %10, %5) : (!vhlo.tensor_v1<4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %12 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %13 = "vhlo.compare_v1"(%6, %12) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
      %14 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %15 = "vhlo.add_v1"(%6, %14) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %16 = "vhlo.select_v1"(%13, %15, %6) : (!vhlo.tensor_v1<4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
      %17 = "vhlo.broadcast_in_dim_v1"(%11) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.i32_v1>
      %18 = "vhlo.broadcast_in_dim_v1"(%16) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.i32_v1>
      %19 = "vhlo.concatenate_v1"(%17, %18) <{dimension = #vhlo.integer_v1<1 : i64>}> : (!vhlo.tensor_v1<4x1x!vhlo.i32_v1>, !vhlo.tensor_v1<4x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x2x!vhlo.i32_v1>
      %20 = "vhlo.gather_v2"(%arg0, %19) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x2x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
      "vhlo.return_v1"(%20) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    "vhlo.return_v1"(%4) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @count_nonzero(%arg0: !vhlo.tensor_v1<4x!vhlo.bool_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<false> : tensor<i1>>}> : () -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %2 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %3 = "vhlo.compare_v1"(%arg0, %2) <{compare_type = #vhlo<comparison_type_v1 UNSIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %4 = "vhlo.convert_v1"(%3) : (!vhlo.tensor_v1<4x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %5 = "vhlo.reduce_v1"(%4, %0) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.i32_v1>):
      %6 = "vhlo.add_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%6) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    "vhlo.return_v1"(%5) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @remainder(%arg0: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.convert_v1"(%arg1) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.compare_v1"(%2, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %4 = "vhlo.call_v1"(%3, %0, %2) <{callee = #vhlo.string_v1<"_where">}> : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %5 = "vhlo.remainder_v1"(%arg0, %4) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %6 = "vhlo.compare_v1"(%5, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %7 = "vhlo.compare_v1"(%5, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %8 = "vhlo.compare_v1"(%4, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %9 = "vhlo.compare_v1"(%7, %8) <{compare_type = #vhlo<comparison_type_v1 UNSIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %10 = "vhlo.and_v1"(%9, %6) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %11 = "vhlo.add_v1"(%5, %4) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %12 = "vhlo.select_v1"(%10, %11, %5) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    "vhlo.return_v1"(%12) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_where(%arg0: !vhlo.tensor_v1<!vhlo.bool_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.select_v1"(%arg0, %arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_where_0(%arg0: !vhlo.tensor_v1<!vhlo.bool_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
    %0 = "vhlo.select_v1"(%arg0, %arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @solve_1(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4:3 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_sgetrf_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [0], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<0> : tensor<1xindex>>, #vhlo.tensor_v1<dense<> : tensor<0xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>)
    %5 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %6 = "vhlo.subtract_v1"(%4#1, %5) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %7 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %8 = "vhlo.compare_v1"(%4#2, %7) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %9 = "vhlo.broadcast_in_dim_v1"(%8) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<1x1x!vhlo.bool_v1>
    %10 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %11 = "vhlo.broadcast_in_dim_v1"(%9) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<1x1x!vhlo.bool_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.bool_v1>
    %12 = "vhlo.select_v1"(%11, %4#0, %10) : (!vhlo.tensor_v1<4x4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x4x!vhlo.f32_v1>
    %13 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %14:4 = "vhlo.while_v1"(%6, %2, %2, %13) ({
    ^bb0(%arg2: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<4x!vhlo.i32_v1>):
      %16 = "vhlo.compare_v1"(%arg3, %0) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%16) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }, {
    ^bb0(%arg2: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<4x!vhlo.i32_v1>):
      %16:2 = "vhlo.call_v1"(%arg2, %arg4, %arg5) <{callee = #vhlo.string_v1<"closed_call">}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>)
      %17 = "vhlo.add_v1"(%arg3, %3) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%arg2, %17, %16#0, %16#1) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>)
    %15 = "vhlo.call_v1"(%12, %14#3, %arg1) <{callee = #vhlo.string_v1<"_lu_solve_2">}> : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    "vhlo.return_v1"(%15) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_lu_solve_2(%arg0: !vhlo.tensor_v1<4x4x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<4x!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.broadcast_in_dim_v1"(%arg2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.f32_v1>
    %3 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %4 = "vhlo.compare_v1"(%arg1, %3) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %6 = "vhlo.add_v1"(%arg1, %5) : (!vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %7 = "vhlo.select_v1"(%4, %6, %arg1) : (!vhlo.tensor_v1<4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>, !vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x!vhlo.i32_v1>
    %8 = "vhlo.broadcast_in_dim_v1"(%7) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.i32_v1>
    %9 = "vhlo.gather_v2"(%2, %8) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<4x1x!vhlo.f32_v1>, !vhlo.tensor_v1<4x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.f32_v1>
    %10 = "vhlo.custom_call_v1"(%arg0, %9) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_strsm_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 1, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"diag"> = #vhlo.integer_v1<85 : ui8>, #vhlo.string_v1<"side"> = #vhlo.integer_v1<76 : ui8>, #vhlo.string_v1<"trans_x"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"uplo"> = #vhlo.integer_v1<76 : ui8>}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.f32_v1>
    %11 = "vhlo.custom_call_v1"(%arg0, %10) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_strsm_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 1, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"diag"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"side"> = #vhlo.integer_v1<76 : ui8>, #vhlo.string_v1<"trans_x"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"uplo"> = #vhlo.integer_v1<85 : ui8>}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (!vhlo.tensor_v1<4x4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x1x!vhlo.f32_v1>
    %12 = "vhlo.reshape_v1"(%11) : (!vhlo.tensor_v1<4x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    "vhlo.return_v1"(%12) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
