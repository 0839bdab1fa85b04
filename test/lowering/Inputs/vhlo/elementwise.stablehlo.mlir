"builtin.module"() <{sym_name = "jit_elementwise"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<3x4xf32>, %arg7: tensor<3x4xf32>):
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.tanh"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %16 = "stablehlo.exponential"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "stablehlo.abs"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %18 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %20 = "stablehlo.log"(%19) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = "stablehlo.abs"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %22 = "stablehlo.sqrt"(%21) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %23 = "stablehlo.abs"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %24 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %25 = "stablehlo.add"(%23, %24) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %26 = "stablehlo.rsqrt"(%25) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %27 = "stablehlo.sine"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %28 = "stablehlo.cosine"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %29 = "stablehlo.tan"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %30 = "stablehlo.negate"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %31 = "stablehlo.exponential"(%30) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %32 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %33 = "stablehlo.add"(%32, %31) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %34 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %35 = "stablehlo.divide"(%34, %33) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %36 = "stablehlo.exponential_minus_one"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %37 = "stablehlo.abs"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %38 = "stablehlo.log_plus_one"(%37) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %39 = "stablehlo.cbrt"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %40 = "stablehlo.floor"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %41 = "stablehlo.ceil"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %42 = "func.call"(%arg6) <{callee = @round}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %43 = "stablehlo.sign"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %44 = "stablehlo.atan2"(%arg6, %arg7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %45 = "stablehlo.power"(%arg6, %arg7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %46 = "stablehlo.maximum"(%arg6, %arg7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %47 = "stablehlo.minimum"(%arg6, %arg7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %48 = "stablehlo.divide"(%arg6, %arg7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %49 = "stablehlo.subtract"(%arg6, %arg7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %50 = "func.call"(%arg6, %arg7) <{callee = @remainder}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %51 = "stablehlo.is_finite"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %52 = "stablehlo.round_nearest_afz"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %53 = "stablehlo.reduce_precision"(%arg6) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %54 = "stablehlo.compare"(%arg6, %arg7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %55 = "func.call"(%54, %arg6, %arg7) <{callee = @_where}> : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %56 = "stablehlo.is_finite"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %57 = "stablehlo.negate"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %58 = "stablehlo.abs"(%arg6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%15, %16, %20, %22, %26, %27, %28, %29, %35, %36, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %55, %56, %57, %58) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x4xf32>):
    %13 = "stablehlo.round_nearest_even"(%arg5) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%13) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x4xf32>, %arg4: tensor<3x4xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.remainder"(%arg3, %arg4) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %5 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %6 = "stablehlo.compare"(%2, %5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %7 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %8 = "stablehlo.compare"(%arg4, %7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %9 = "stablehlo.compare"(%6, %8) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %10 = "stablehlo.and"(%9, %4) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %11 = "stablehlo.add"(%2, %arg4) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "stablehlo.select"(%10, %11, %2) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%12) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%0) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
