"builtin.module"() <{sym_name = "jit_bf16"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<bf16>, tensor<3x4xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %3 = "stablehlo.multiply"(%2, %2) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %4 = "stablehlo.convert"(%3) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %5 = "stablehlo.convert"(%2) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %6 = "stablehlo.reduce"(%5, %1) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.convert"(%6) : (tensor<f32>) -> tensor<bf16>
    %8 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %9 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3x4xf16>
    %10 = "stablehlo.add"(%8, %9) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    "func.return"(%4, %7, %10) : (tensor<3x4xf32>, tensor<bf16>, tensor<3x4xf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
