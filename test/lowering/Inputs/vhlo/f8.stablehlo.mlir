"builtin.module"() <{sym_name = "jit_f8"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<5xf32>) -> tensor<5xf8E4M3FN>
    %1 = "stablehlo.convert"(%0) : (tensor<5xf8E4M3FN>) -> tensor<5xf32>
    %2 = "stablehlo.convert"(%arg0) : (tensor<5xf32>) -> tensor<5xf8E5M2>
    %3 = "stablehlo.convert"(%2) : (tensor<5xf8E5M2>) -> tensor<5xf32>
    "func.return"(%1, %3) : (tensor<5xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
