"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32, #stablehlo.bounds<8, ?>>, !stablehlo.token, tensor<4x!quant.uniform<i8:f32, 1.500000e+00:3>>, tensor<2xcomplex<f32>>, tensor<2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e+00:1,2.000000e+00}>>, tensor<4xf8E4M3FN>, tensor<4x!quant.uniform<u8:f32, 5.000000e-01>>, tensor<1xi64>, tensor<3x3xf32>, tensor<3xf32>) -> (tuple<tensor<f32>, !stablehlo.token>, tensor<4xf8E4M3FN>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %arg1: !stablehlo.token, %arg2: tensor<4x!quant.uniform<i8:f32, 1.500000e+00:3>>, %arg3: tensor<2xcomplex<f32>>, %arg4: tensor<2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e+00:1,2.000000e+00}>>, %arg5: tensor<4xf8E4M3FN>, %arg6: tensor<4x!quant.uniform<u8:f32, 5.000000e-01>>, %arg7: tensor<1xi64>, %arg8: tensor<3x3xf32>, %arg9: tensor<3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.tuple"(%0, %arg1) : (tensor<f32>, !stablehlo.token) -> tuple<tensor<f32>, !stablehlo.token>
    %2 = "stablehlo.custom_call"(%0) <{api_version = 4 : i32, backend_config = {x = 1 : i32}, call_target_name = "foo", called_computations = [@f], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]}> : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %24 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.dot_general"(%arg5, %arg5) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<f32>
    %5 = "stablehlo.cosine"(%0) : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.all_gather"(%arg9) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<3xf32>) -> tensor<6xf32>
    %7 = "stablehlo.collective_permute"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.compare"(%0, %0) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = "stablehlo.if"(%8) ({
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
    }, {
      "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) : (tensor<i1>) -> tensor<f32>
    %10 = "stablehlo.rng"(%0, %0, %arg7) <{rng_distribution = #stablehlo<rng_distribution NORMAL>}> : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
    %11 = "stablehlo.triangular_solve"(%arg8, %arg8) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %12 = "stablehlo.cholesky"(%arg8) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "stablehlo.create_token"() : () -> !stablehlo.token
    %14 = "stablehlo.after_all"(%13, %arg1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %15 = "stablehlo.outfeed"(%0, %14) <{outfeed_config = ""}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    %16:2 = "stablehlo.recv"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
    %17 = "stablehlo.get_tuple_element"(%1) <{index = 0 : i32}> : (tuple<tensor<f32>, !stablehlo.token>) -> tensor<f32>
    %18 = "stablehlo.uniform_dequantize"(%arg2) : (tensor<4x!quant.uniform<i8:f32, 1.500000e+00:3>>) -> tensor<4xf32>
    %19 = "stablehlo.real"(%arg3) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %20 = "stablehlo.batch_norm_inference"(%arg8, %arg9, %arg9, %arg9, %arg9) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %21 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %22 = "stablehlo.replica_id"() : () -> tensor<ui32>
    %23 = "stablehlo.reduce_precision"(%0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<f32>) -> tensor<f32>
    "func.return"(%1, %arg5) : (tuple<tensor<f32>, !stablehlo.token>, tensor<4xf8E4M3FN>) -> ()
  }) : () -> ()
}) : () -> ()
