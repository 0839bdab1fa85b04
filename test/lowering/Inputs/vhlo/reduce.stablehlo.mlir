"builtin.module"() <{sym_name = "jit_reduce"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x5xf32>) -> (tensor<5xf32>, tensor<6xi32>, tensor<i1>, tensor<f32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<6x5xf32>):
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %36 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.reduce"(%arg14, %37) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %47 = "stablehlo.maximum"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %39 = "func.call"(%arg14) <{callee = @argmin}> : (tensor<6x5xf32>) -> tensor<6xi32>
    %40 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %41 = "stablehlo.compare"(%arg14, %40) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %42 = "stablehlo.reduce"(%41, %35) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %46 = "stablehlo.or"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%46) : (tensor<i1>) -> ()
    }) : (tensor<6x5xi1>, tensor<i1>) -> tensor<i1>
    %43 = "func.call"(%arg14, %34) <{callee = @_var}> : (tensor<6x5xf32>, tensor<i32>) -> tensor<f32>
    %44 = "stablehlo.reduce"(%arg14, %33) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %45 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%45) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%38, %39, %42, %43, %44) : (tensor<5xf32>, tensor<6xi32>, tensor<i1>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x5xf32>) -> tensor<6xi32>, sym_name = "argmin", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<6x5xf32>):
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x5xi32>
    %23:2 = "stablehlo.reduce"(%arg9, %22, %21, %20) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<i32>, %arg12: tensor<f32>, %arg13: tensor<i32>):
      %24 = "stablehlo.compare"(%arg10, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.or"(%24, %25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %27 = "stablehlo.compare"(%arg10, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = "stablehlo.compare"(%arg11, %arg13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %29 = "stablehlo.and"(%27, %28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %30 = "stablehlo.or"(%26, %29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %31 = "stablehlo.select"(%26, %arg10, %arg12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.select"(%30, %arg11, %arg13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%31, %32) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<6x5xf32>, tensor<6x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
    "func.return"(%23#1) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x5xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6x5xf32>, %arg4: tensor<i32>):
    %2 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%arg3, %4) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %19 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %7 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %8 = "stablehlo.divide"(%6, %7) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x5xf32>
    %10 = "stablehlo.subtract"(%arg3, %9) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %11 = "stablehlo.multiply"(%10, %10) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %12 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<f32>
    %13 = "stablehlo.subtract"(%3, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.reduce"(%11, %4) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %18 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.divide"(%14, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.compare"(%13, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %17 = "func.call"(%16, %15, %2) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%17) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.select"(%arg0, %arg1, %0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1) : (tensor<f32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
