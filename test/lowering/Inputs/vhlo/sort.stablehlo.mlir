"builtin.module"() <{sym_name = "jit_sorting"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> (tensor<5x7xf32>, tensor<5x7xi32>, tensor<5x3xf32>, tensor<5x3xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2][0]"}, {jax.result_info = "result[2][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<5x7xf32>):
    %30 = "func.call"(%arg13) <{callee = @sort}> : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %31 = "func.call"(%arg13) <{callee = @argsort}> : (tensor<5x7xf32>) -> tensor<5x7xi32>
    %32:2 = "stablehlo.composite"(%arg13) <{composite_attributes = {k = 3 : i64}, decomposition = @chlo.top_k.impl, name = "chlo.top_k", version = 1 : i32}> : (tensor<5x7xf32>) -> (tensor<5x3xf32>, tensor<5x3xi32>)
    "func.return"(%30, %31, %32#0, %32#1) : (tensor<5x7xf32>, tensor<5x7xi32>, tensor<5x3xf32>, tensor<5x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x7xf32>) -> (tensor<5x3xf32>, tensor<5x3xi32>), sym_name = "chlo.top_k.impl", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5x7xf32>):
    %25 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x7xi32>
    %26:2 = "stablehlo.sort"(%arg8, %25) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<i32>, %arg12: tensor<i32>):
      %29 = "stablehlo.compare"(%arg9, %arg10) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%29) : (tensor<i1>) -> ()
    }) : (tensor<5x7xf32>, tensor<5x7xi32>) -> (tensor<5x7xf32>, tensor<5x7xi32>)
    %27 = "stablehlo.slice"(%26#0) <{limit_indices = array<i64: 5, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xf32>) -> tensor<5x3xf32>
    %28 = "stablehlo.slice"(%26#1) <{limit_indices = array<i64: 5, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xi32>) -> tensor<5x3xi32>
    "func.return"(%27, %28) : (tensor<5x3xf32>, tensor<5x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5x7xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.sort"(%arg5) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %16 = "stablehlo.compare"(%arg6, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "stablehlo.select"(%16, %14, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = "stablehlo.select"(%18, %13, %17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = "stablehlo.compare"(%arg7, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = "stablehlo.select"(%20, %14, %arg7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %22 = "stablehlo.compare"(%arg7, %arg7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.select"(%22, %13, %21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %24 = "stablehlo.compare"(%19, %23) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%24) : (tensor<i1>) -> ()
    }) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%15) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<5x7xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x7xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x7xi32>
    %3:2 = "stablehlo.sort"(%arg0, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.select"(%4, %1, %arg1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.select"(%6, %0, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.compare"(%arg2, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.select"(%8, %1, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.select"(%10, %0, %9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.compare"(%7, %11) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%12) : (tensor<i1>) -> ()
    }) : (tensor<5x7xf32>, tensor<5x7xi32>) -> (tensor<5x7xf32>, tensor<5x7xi32>)
    "func.return"(%3#1) : (tensor<5x7xi32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
