module @jit_ints attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<6x!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.ui8_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-3> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.call_v1"(%arg0, %arg1) <{callee = #vhlo.string_v1<"floor_divide">}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %4 = "vhlo.call_v1"(%arg0, %arg1) <{callee = #vhlo.string_v1<"remainder">}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %6 = "vhlo.shift_right_arithmetic_v1"(%arg0, %5) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %7 = "vhlo.xor_v1"(%arg0, %arg1) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %8 = "vhlo.call_v1"(%arg0, %1, %0) <{callee = #vhlo.string_v1<"clip">}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %9 = "vhlo.convert_v1"(%arg0) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.ui8_v1>
    %10 = "vhlo.not_v1"(%arg0) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %11 = "vhlo.popcnt_v1"(%arg0) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    "vhlo.return_v1"(%3, %4, %6, %7, %8, %9, %10, %11, %arg0) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.ui8_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[3]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[4]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[5]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[6]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[7]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[8]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @floor_divide(%arg0: !vhlo.tensor_v1<6x!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<6x!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.divide_v1"(%arg0, %arg1) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %3 = "vhlo.sign_v1"(%arg0) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %4 = "vhlo.sign_v1"(%arg1) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %5 = "vhlo.compare_v1"(%3, %4) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %6 = "vhlo.remainder_v1"(%arg0, %arg1) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %7 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %8 = "vhlo.compare_v1"(%6, %7) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %9 = "vhlo.and_v1"(%5, %8) : (!vhlo.tensor_v1<6x!vhlo.bool_v1>, !vhlo.tensor_v1<6x!vhlo.bool_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %10 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %11 = "vhlo.subtract_v1"(%2, %10) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %12 = "vhlo.call_v1"(%9, %11, %2) <{callee = #vhlo.string_v1<"_where">}> : (!vhlo.tensor_v1<6x!vhlo.bool_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    "vhlo.return_v1"(%12) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_where(%arg0: !vhlo.tensor_v1<6x!vhlo.bool_v1>, %arg1: !vhlo.tensor_v1<6x!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<6x!vhlo.i32_v1>) {
    %0 = "vhlo.select_v1"(%arg0, %arg1, %arg2) : (!vhlo.tensor_v1<6x!vhlo.bool_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @remainder(%arg0: !vhlo.tensor_v1<6x!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<6x!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %3 = "vhlo.compare_v1"(%arg1, %2) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %4 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %5 = "vhlo.call_v1"(%3, %4, %arg1) <{callee = #vhlo.string_v1<"_where">}> : (!vhlo.tensor_v1<6x!vhlo.bool_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %6 = "vhlo.remainder_v1"(%arg0, %5) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %7 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %8 = "vhlo.compare_v1"(%6, %7) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %9 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %10 = "vhlo.compare_v1"(%6, %9) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %11 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %12 = "vhlo.compare_v1"(%5, %11) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %13 = "vhlo.compare_v1"(%10, %12) <{compare_type = #vhlo<comparison_type_v1 UNSIGNED>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<6x!vhlo.bool_v1>, !vhlo.tensor_v1<6x!vhlo.bool_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %14 = "vhlo.and_v1"(%13, %8) : (!vhlo.tensor_v1<6x!vhlo.bool_v1>, !vhlo.tensor_v1<6x!vhlo.bool_v1>) -> !vhlo.tensor_v1<6x!vhlo.bool_v1>
    %15 = "vhlo.add_v1"(%6, %5) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %16 = "vhlo.select_v1"(%14, %15, %6) : (!vhlo.tensor_v1<6x!vhlo.bool_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    "vhlo.return_v1"(%16) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @clip(%arg0: !vhlo.tensor_v1<6x!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<6x!vhlo.i32_v1>) {
    %0 = "vhlo.convert_v1"(%arg1) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %2 = "vhlo.maximum_v1"(%1, %arg0) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %3 = "vhlo.convert_v1"(%arg2) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    %5 = "vhlo.minimum_v1"(%4, %2) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>, !vhlo.tensor_v1<6x!vhlo.i32_v1>) -> !vhlo.tensor_v1<6x!vhlo.i32_v1>
    "vhlo.return_v1"(%5) : (!vhlo.tensor_v1<6x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
