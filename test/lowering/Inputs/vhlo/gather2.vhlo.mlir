module @jit_gather2 attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<5x3x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.call_v1"(%arg0, %arg1) <{callee = #vhlo.string_v1<"take_along_axis">}> : (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.f32_v1>
    %3 = "vhlo.slice_v1"(%arg1) <{limit_indices = #vhlo.tensor_v1<dense<[1, 3]> : tensor<2xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<2xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>}> : (!vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x3x!vhlo.i32_v1>
    %4 = "vhlo.reshape_v1"(%3) : (!vhlo.tensor_v1<1x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %6 = "vhlo.compare_v1"(%4, %5) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.bool_v1>
    %7 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %8 = "vhlo.add_v1"(%4, %7) : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %9 = "vhlo.select_v1"(%6, %8, %4) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %10 = "vhlo.broadcast_in_dim_v1"(%9) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x1x!vhlo.i32_v1>
    %11 = "vhlo.gather_v2"(%arg0, %10) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[5, 1]> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%2, %11) : (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @take_along_axis(%arg0: !vhlo.tensor_v1<5x3x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<true> : tensor<i1>>}> : () -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<1xi32>>}> : () -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%4) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.i32_v1>
    %6 = "vhlo.compare_v1"(%arg1, %5) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<5x3x!vhlo.i32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.bool_v1>
    %7 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.i32_v1>
    %8 = "vhlo.add_v1"(%arg1, %7) : (!vhlo.tensor_v1<5x3x!vhlo.i32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.i32_v1>
    %9 = "vhlo.select_v1"(%6, %8, %arg1) : (!vhlo.tensor_v1<5x3x!vhlo.bool_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>, !vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.i32_v1>
    %10 = "vhlo.reshape_v1"(%9) : (!vhlo.tensor_v1<5x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>
    %11 = "vhlo.broadcast_in_dim_v1"(%4) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>
    %12 = "vhlo.compare_v1"(%10, %11) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>, !vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x1x!vhlo.bool_v1>
    %13 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<2> : tensor<1xi64>>}> : (!vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x1x1x!vhlo.i32_v1>
    %14 = "vhlo.broadcast_in_dim_v1"(%13) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1, 2]> : tensor<3xi64>>}> : (!vhlo.tensor_v1<1x1x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>
    %15 = "vhlo.compare_v1"(%10, %14) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LE>}> : (!vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>, !vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x1x!vhlo.bool_v1>
    %16 = "vhlo.and_v1"(%12, %15) : (!vhlo.tensor_v1<5x3x1x!vhlo.bool_v1>, !vhlo.tensor_v1<5x3x1x!vhlo.bool_v1>) -> !vhlo.tensor_v1<5x3x1x!vhlo.bool_v1>
    %17 = "vhlo.reduce_v1"(%16, %1) <{dimensions = #vhlo.tensor_v1<dense<2> : tensor<1xi64>>}> ({
    ^bb0(%arg2: !vhlo.tensor_v1<!vhlo.bool_v1>, %arg3: !vhlo.tensor_v1<!vhlo.bool_v1>):
      %21 = "vhlo.and_v1"(%arg2, %arg3) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%21) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }) : (!vhlo.tensor_v1<5x3x1x!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.bool_v1>
    %18 = "vhlo.gather_v2"(%arg0, %10) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, index_vector_dim = #vhlo.integer_v1<2 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<2xi64>>, start_index_map = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.f32_v1>
    %19 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.f32_v1>
    %20 = "vhlo.select_v1"(%17, %18, %19) : (!vhlo.tensor_v1<5x3x!vhlo.bool_v1>, !vhlo.tensor_v1<5x3x!vhlo.f32_v1>, !vhlo.tensor_v1<5x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%20) : (!vhlo.tensor_v1<5x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
