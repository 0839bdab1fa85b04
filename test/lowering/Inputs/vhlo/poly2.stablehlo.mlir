"builtin.module"() <{sym_name = "jit_poly2"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<?x?xf32>, tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x?xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<?x?xf32>, %arg5: tensor<?x3xf32>):
    %11 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.get_dimension_size"(%arg4) <{dimension = 0 : i64}> : (tensor<?x?xf32>) -> tensor<i32>
    %13 = "stablehlo.get_dimension_size"(%arg4) <{dimension = 1 : i64}> : (tensor<?x?xf32>) -> tensor<i32>
    %14 = "stablehlo.get_dimension_size"(%arg5) <{dimension = 0 : i64}> : (tensor<?x3xf32>) -> tensor<i32>
    %15 = "stablehlo.compare"(%12, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.custom_call"(%15, %12) <{api_version = 2 : i32, call_target_name = "shape_assertion", has_side_effect = true}> {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, k),args[1].shape = (k, 3). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details."} : (tensor<i1>, tensor<i32>) -> ()
    %16 = "stablehlo.compare"(%13, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.custom_call"(%16, %12, %13) <{api_version = 2 : i32, call_target_name = "shape_assertion", has_side_effect = true}> {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'k'. Using the following polymorphic shapes specifications: args[0].shape = (b, k),args[1].shape = (k, 3). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), 'k' = {1} from specification 'k' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details."} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %17 = "stablehlo.compare"(%14, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.custom_call"(%17, %14, %13, %12) <{api_version = 2 : i32, call_target_name = "shape_assertion", has_side_effect = true}> {error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[0] (= {0}) and the specification 'k' (= {1}). Using the following polymorphic shapes specifications: args[0].shape = (b, k),args[1].shape = (k, 3). Obtained dimension variables: 'b' = {2} from specification 'b' for dimension args[0].shape[0] (= {2}), 'k' = {1} from specification 'k' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details."} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> ()
    %18:2 = "func.call"(%12, %13, %arg4, %arg5) <{callee = @_wrapped_jax_export_main}> : (tensor<i32>, tensor<i32>, tensor<?x?xf32>, tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x?xf32>)
    "func.return"(%18#0, %18#1) : (tensor<?x3xf32>, tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "b"}, {jax.global_constant = "k"}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<?x?xf32>, tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x?xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "_wrapped_jax_export_main", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<?x?xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.concatenate"(%4, %0) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6 = "stablehlo.dynamic_gather"(%arg2, %3, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true}> : (tensor<?x?xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x1xf32>
    %7 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %8 = "stablehlo.reshape"(%arg1) : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.concatenate"(%7, %8) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %10 = "stablehlo.dynamic_broadcast_in_dim"(%6, %9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    "func.return"(%2, %10) : (tensor<?x3xf32>, tensor<?x?xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
