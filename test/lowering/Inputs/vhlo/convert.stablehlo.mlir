"builtin.module"() <{sym_name = "jit_convert"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> (tensor<5xi32>, tensor<5xf16>, tensor<5xui32>, tensor<5xi1>, tensor<5xi32>, tensor<5x4xui8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.convert"(%arg0) : (tensor<5xf32>) -> tensor<5xi32>
    %2 = "stablehlo.convert"(%arg0) : (tensor<5xf32>) -> tensor<5xf16>
    %3 = "stablehlo.convert"(%arg0) : (tensor<5xf32>) -> tensor<5xui32>
    %4 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %5 = "stablehlo.compare"(%arg0, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<5xi1>) -> tensor<5xi1>
    %7 = "stablehlo.bitcast_convert"(%arg0) : (tensor<5xf32>) -> tensor<5xi32>
    %8 = "stablehlo.bitcast_convert"(%arg0) : (tensor<5xf32>) -> tensor<5x4xui8>
    "func.return"(%1, %2, %3, %6, %7, %8) : (tensor<5xi32>, tensor<5xf16>, tensor<5xui32>, tensor<5xi1>, tensor<5xi32>, tensor<5x4xui8>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
