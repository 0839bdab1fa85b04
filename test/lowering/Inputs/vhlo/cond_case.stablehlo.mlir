"builtin.module"() <{sym_name = "jit_conds"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.compare"(%arg4, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = "stablehlo.convert"(%8) : (tensor<i1>) -> tensor<i32>
    %10 = "stablehlo.case"(%9) ({
      %19 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %20 = "stablehlo.subtract"(%arg3, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%20) : (tensor<4xf32>) -> ()
    }, {
      %17 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %18 = "stablehlo.multiply"(%arg3, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%18) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %11 = "func.call"(%arg4, %7, %4) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.clamp"(%7, %11, %4) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.case"(%12) ({
      %16 = "stablehlo.sine"(%arg3) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%16) : (tensor<4xf32>) -> ()
    }, {
      %15 = "stablehlo.cosine"(%arg3) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%15) : (tensor<4xf32>) -> ()
    }, {
      %14 = "stablehlo.tanh"(%arg3) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%14) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%10, %13) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.maximum"(%0, %arg0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.minimum"(%2, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%3) : (tensor<i32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
