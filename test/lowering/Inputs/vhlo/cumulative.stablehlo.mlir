"builtin.module"() <{sym_name = "jit_mapped"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> (tensor<3xf32>, tensor<3x4xf32>, tensor<3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<3x4xf32>):
    %16 = "stablehlo.dot_general"(%arg6, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3xf32>
    %17 = "func.call"(%arg6) <{callee = @cummax}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %18 = "func.call"(%arg6) <{callee = @cumlogsumexp}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%16, %17, %18) : (tensor<3xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x4xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.reduce_window"(%arg3, %13) <{padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %15 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    "func.return"(%14) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "cumlogsumexp", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %3 = "stablehlo.subtract"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %4 = "stablehlo.compare"(%3, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.abs"(%3) : (tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.negate"(%6) : (tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.exponential"(%7) : (tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.log_plus_one"(%8) : (tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.add"(%2, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.select"(%4, %5, %10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    "func.return"(%1) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
