"builtin.module"() <{sym_name = "jit_ints"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xui8>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<6xi32>, %arg11: tensor<6xi32>):
    %37 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %40 = "func.call"(%arg10, %arg11) <{callee = @floor_divide}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %41 = "func.call"(%arg10, %arg11) <{callee = @remainder}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %42 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %43 = "stablehlo.shift_right_arithmetic"(%arg10, %42) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %44 = "stablehlo.xor"(%arg10, %arg11) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %45 = "func.call"(%arg10, %38, %37) <{callee = @clip}> : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
    %46 = "stablehlo.convert"(%arg10) : (tensor<6xi32>) -> tensor<6xui8>
    %47 = "stablehlo.not"(%arg10) : (tensor<6xi32>) -> tensor<6xi32>
    %48 = "stablehlo.popcnt"(%arg10) : (tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%40, %41, %43, %44, %45, %46, %47, %48, %arg10) : (tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xui8>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<6xi32>, %arg9: tensor<6xi32>):
    %24 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.divide"(%arg8, %arg9) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %27 = "stablehlo.sign"(%arg8) : (tensor<6xi32>) -> tensor<6xi32>
    %28 = "stablehlo.sign"(%arg9) : (tensor<6xi32>) -> tensor<6xi32>
    %29 = "stablehlo.compare"(%27, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %30 = "stablehlo.remainder"(%arg8, %arg9) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %31 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %32 = "stablehlo.compare"(%30, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %33 = "stablehlo.and"(%29, %32) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %34 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %35 = "stablehlo.subtract"(%26, %34) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %36 = "func.call"(%33, %35, %26) <{callee = @_where}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%36) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6xi1>, %arg6: tensor<6xi32>, %arg7: tensor<6xi32>):
    %23 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%23) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xi32>, %arg4: tensor<6xi32>):
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %9 = "stablehlo.compare"(%arg4, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %11 = "func.call"(%9, %10, %arg4) <{callee = @_where}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %12 = "stablehlo.remainder"(%arg3, %11) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %13 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %14 = "stablehlo.compare"(%12, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %15 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %16 = "stablehlo.compare"(%12, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %17 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %18 = "stablehlo.compare"(%11, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %19 = "stablehlo.compare"(%16, %18) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %20 = "stablehlo.and"(%19, %14) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %21 = "stablehlo.add"(%12, %11) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %22 = "stablehlo.select"(%20, %21, %12) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%22) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%5) : (tensor<6xi32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
