"builtin.module"() <{sym_name = "jit_poly"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<4xf32>, tensor<?xf32>, tensor<?x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<?x4xf32>):
    %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.get_dimension_size"(%arg4) <{dimension = 0 : i64}> : (tensor<?x4xf32>) -> tensor<i32>
    %18 = "stablehlo.compare"(%17, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.custom_call"(%18, %17) <{api_version = 2 : i32, call_target_name = "shape_assertion", has_side_effect = true}> {error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details."} : (tensor<i1>, tensor<i32>) -> ()
    %19:4 = "func.call"(%17, %arg4) <{callee = @_wrapped_jax_export_main}> : (tensor<i32>, tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<4xf32>, tensor<?xf32>, tensor<?x4xf32>)
    "func.return"(%19#0, %19#1, %19#2, %19#3) : (tensor<?x4xf32>, tensor<4xf32>, tensor<?xf32>, tensor<?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "b"}, {}], function_type = (tensor<i32>, tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<4xf32>, tensor<?xf32>, tensor<?x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "_wrapped_jax_export_main", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<?x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.sine"(%arg1) : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %4 = "stablehlo.convert"(%arg0) : (tensor<i32>) -> tensor<f32>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.concatenate"(%5, %1) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7 = "stablehlo.dynamic_broadcast_in_dim"(%4, %6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %8 = "stablehlo.multiply"(%3, %7) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %9 = "stablehlo.reduce"(%arg1, %0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.convert"(%arg0) : (tensor<i32>) -> tensor<i32>
    %11 = "stablehlo.multiply"(%10, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.reshape"(%11) : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.dynamic_reshape"(%arg1, %12) : (tensor<?x4xf32>, tensor<1xi32>) -> tensor<?xf32>
    %14 = "stablehlo.concatenate"(%arg1, %arg1) <{dimension = 0 : i64}> : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    "func.return"(%8, %9, %13, %14) : (tensor<?x4xf32>, tensor<4xf32>, tensor<?xf32>, tensor<?x4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
