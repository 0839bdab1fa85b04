module {
  vhlo.func_v1 @f(%arg0: !vhlo.tensor_v1<?x4x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [8, ?]>>, %arg1: !vhlo.token_v1, %arg2: !vhlo.tensor_v1<4x!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 1.500000e+00:3, -128:127, 1>>, %arg3: !vhlo.tensor_v1<2x!vhlo.complex_v1<!vhlo.f32_v1>>, %arg4: !vhlo.tensor_v1<2x!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [1.000000e+00, 2.000000e+00], [1, 0], -127:127, 1>>, %arg5: !vhlo.tensor_v1<4x!vhlo.f8E4M3FN_v1>, %arg6: !vhlo.tensor_v1<4x!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 5.000000e-01:0, 0:255, 0>>, %arg7: !vhlo.tensor_v1<1x!vhlo.i64_v1>, %arg8: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, %arg9: !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> (!vhlo.tuple_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1>, !vhlo.tensor_v1<4x!vhlo.f8E4M3FN_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.tuple_v1"(%0, %arg1) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.tuple_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1>
    %2 = "vhlo.custom_call_v1"(%0) <{api_version = #vhlo<api_version_v1 API_VERSION_TYPED_FFI>, backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"x"> = #vhlo.integer_v1<1 : i32>}>, call_target_name = #vhlo.string_v1<"foo">, called_computations = #vhlo.array_v1<[#vhlo.string_v1<"f">]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %3 = "vhlo.all_reduce_v2"(%0) <{channel_id = #vhlo.integer_v1<1 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, use_global_device_ids = #vhlo.bool_v1<true>}> ({
    ^bb0(%arg10: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg11: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %24 = "vhlo.add_v1"(%arg10, %arg11) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%24) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %4 = "vhlo.dot_general_v2"(%arg5, %arg5) <{accumulation_type = #vhlo.type_v1<!vhlo.f32_v1>, allow_imprecise_accumulation = #vhlo.bool_v1<false>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.integer_v1<1 : i64>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.tf31_v1>, num_primitive_operations = #vhlo.integer_v1<1 : i64>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.integer_v1<1 : i64>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.tf31_v1>}> : (!vhlo.tensor_v1<4x!vhlo.f8E4M3FN_v1>, !vhlo.tensor_v1<4x!vhlo.f8E4M3FN_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %5 = "vhlo.cosine_v2"(%0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %6 = "vhlo.all_gather_v2"(%arg9) <{all_gather_dim = #vhlo.integer_v1<0 : i64>, channel_id = #vhlo.integer_v1<0 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>, use_global_device_ids = #vhlo.bool_v1<false>}> : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<6x!vhlo.f32_v1>
    %7 = "vhlo.collective_permute_v1"(%0) <{channel_id = #vhlo.integer_v1<2 : i64>, source_target_pairs = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %8 = "vhlo.compare_v1"(%0, %0) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %9 = "vhlo.if_v1"(%8) ({
      "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }, {
      "vhlo.return_v1"(%5) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %10 = "vhlo.rng_v1"(%0, %0, %arg7) <{rng_distribution = #vhlo<rng_distribution_v1 NORMAL>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<1x!vhlo.i64_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %11 = "vhlo.triangular_solve_v1"(%arg8, %arg8) <{left_side = #vhlo.bool_v1<true>, lower = #vhlo.bool_v1<true>, transpose_a = #vhlo<transpose_v1 NO_TRANSPOSE>, unit_diagonal = #vhlo.bool_v1<false>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %12 = "vhlo.cholesky_v1"(%arg8) <{lower = #vhlo.bool_v1<true>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %13 = "vhlo.create_token_v1"() : () -> !vhlo.token_v1
    %14 = "vhlo.after_all_v1"(%13, %arg1) : (!vhlo.token_v1, !vhlo.token_v1) -> !vhlo.token_v1
    %15 = "vhlo.outfeed_v1"(%0, %14) <{outfeed_config = #vhlo.string_v1<"">}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.token_v1
    %16:2 = "vhlo.recv_v2"(%14) <{channel_id = #vhlo.integer_v1<5 : i64>, channel_type = #vhlo.integer_v1<3 : i64>, is_host_transfer = #vhlo.bool_v1<true>, source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.token_v1) -> (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1)
    %17 = "vhlo.get_tuple_element_v1"(%1) <{index = #vhlo.integer_v1<0 : i32>}> : (!vhlo.tuple_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %18 = "vhlo.uniform_dequantize_v1"(%arg2) : (!vhlo.tensor_v1<4x!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 1.500000e+00:3, -128:127, 1>>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %19 = "vhlo.real_v1"(%arg3) : (!vhlo.tensor_v1<2x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<2x!vhlo.f32_v1>
    %20 = "vhlo.batch_norm_inference_v1"(%arg8, %arg9, %arg9, %arg9, %arg9) <{epsilon = #vhlo.float_v1<1.000000e-03 : !vhlo.f32_v1>, feature_index = #vhlo.integer_v1<1 : i64>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %21 = "vhlo.partition_id_v1"() : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %22 = "vhlo.replica_id_v1"() : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %23 = "vhlo.reduce_precision_v1"(%0) <{exponent_bits = #vhlo.integer_v1<5 : i32>, mantissa_bits = #vhlo.integer_v1<10 : i32>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%1, %arg5) : (!vhlo.tuple_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1>, !vhlo.tensor_v1<4x!vhlo.f8E4M3FN_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
}
