module @jit_sorting attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>, !vhlo.tensor_v1<5x7x!vhlo.i32_v1>, !vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) {
    %0 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"sort">}> : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x7x!vhlo.f32_v1>
    %1 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"argsort">}> : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x7x!vhlo.i32_v1>
    %2:2 = "vhlo.composite_v2"(%arg0) <{composite_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"k"> = #vhlo.integer_v1<3 : i64>}>, decomposition = #vhlo.string_v1<"chlo.top_k.impl">, name = #vhlo.string_v1<"chlo.top_k">, version = #vhlo.integer_v1<1 : i32>}> : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>)
    "vhlo.return_v1"(%0, %1, %2#0, %2#1) : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>, !vhlo.tensor_v1<5x7x!vhlo.i32_v1>, !vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2][0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2][1]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @chlo.top_k.impl(%arg0: !vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) {
    %0 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<5x7x!vhlo.i32_v1>
    %1:2 = "vhlo.sort_v1"(%arg0, %0) <{dimension = #vhlo.integer_v1<1 : i64>, is_stable = #vhlo.bool_v1<true>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>):
      %4 = "vhlo.compare_v1"(%arg1, %arg2) <{compare_type = #vhlo<comparison_type_v1 TOTALORDER>, comparison_direction = #vhlo<comparison_direction_v1 GT>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%4) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }) : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>, !vhlo.tensor_v1<5x7x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>, !vhlo.tensor_v1<5x7x!vhlo.i32_v1>)
    %2 = "vhlo.slice_v1"(%1#0) <{limit_indices = #vhlo.tensor_v1<dense<[5, 3]> : tensor<2xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<2xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.f32_v1>
    %3 = "vhlo.slice_v1"(%1#1) <{limit_indices = #vhlo.tensor_v1<dense<[5, 3]> : tensor<2xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<2xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> : (!vhlo.tensor_v1<5x7x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.i32_v1>
    "vhlo.return_v1"(%2, %3) : (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @sort(%arg0: !vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.sort_v1"(%arg0) <{dimension = #vhlo.integer_v1<1 : i64>, is_stable = #vhlo.bool_v1<true>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %3 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %4 = "vhlo.select_v1"(%3, %1, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %5 = "vhlo.compare_v1"(%arg1, %arg1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %6 = "vhlo.select_v1"(%5, %0, %4) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %7 = "vhlo.compare_v1"(%arg2, %1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %8 = "vhlo.select_v1"(%7, %1, %arg2) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %9 = "vhlo.compare_v1"(%arg2, %arg2) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %10 = "vhlo.select_v1"(%9, %0, %8) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %11 = "vhlo.compare_v1"(%6, %10) <{compare_type = #vhlo<comparison_type_v1 TOTALORDER>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%11) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }) : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x7x!vhlo.f32_v1>
    "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @argsort(%arg0: !vhlo.tensor_v1<5x7x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x7x!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<5x7x!vhlo.i32_v1>
    %3:2 = "vhlo.sort_v1"(%arg0, %2) <{dimension = #vhlo.integer_v1<0 : i64>, is_stable = #vhlo.bool_v1<true>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>):
      %4 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %5 = "vhlo.select_v1"(%4, %1, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %6 = "vhlo.compare_v1"(%arg1, %arg1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %7 = "vhlo.select_v1"(%6, %0, %5) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %8 = "vhlo.compare_v1"(%arg2, %1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %9 = "vhlo.select_v1"(%8, %1, %arg2) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %10 = "vhlo.compare_v1"(%arg2, %arg2) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      %11 = "vhlo.select_v1"(%10, %0, %9) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %12 = "vhlo.compare_v1"(%7, %11) <{compare_type = #vhlo<comparison_type_v1 TOTALORDER>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%12) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }) : (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>, !vhlo.tensor_v1<5x7x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<5x7x!vhlo.f32_v1>, !vhlo.tensor_v1<5x7x!vhlo.i32_v1>)
    "vhlo.return_v1"(%3#1) : (!vhlo.tensor_v1<5x7x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
