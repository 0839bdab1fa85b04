"builtin.module"() <{sym_name = "jit_gather2"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x3xf32>, tensor<5x3xi32>) -> (tensor<5x3xf32>, tensor<5x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<5x3xf32>, %arg5: tensor<5x3xi32>):
    %22 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "func.call"(%arg4, %arg5) <{callee = @take_along_axis}> : (tensor<5x3xf32>, tensor<5x3xi32>) -> tensor<5x3xf32>
    %25 = "stablehlo.slice"(%arg5) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xi32>) -> tensor<1x3xi32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x3xi32>) -> tensor<3xi32>
    %27 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %28 = "stablehlo.compare"(%26, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %29 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %30 = "stablehlo.add"(%26, %29) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %31 = "stablehlo.select"(%28, %30, %26) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %33 = "stablehlo.gather"(%arg4, %32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 5, 1>}> : (tensor<5x3xf32>, tensor<3x1xi32>) -> tensor<5x3xf32>
    "func.return"(%24, %33) : (tensor<5x3xf32>, tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x3xf32>, tensor<5x3xi32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x3xf32>, %arg1: tensor<5x3xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %2 = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %6 = "stablehlo.compare"(%arg1, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %7 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3xi32>
    %8 = "stablehlo.add"(%arg1, %7) : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %9 = "stablehlo.select"(%6, %8, %arg1) : (tensor<5x3xi1>, tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %10 = "stablehlo.reshape"(%9) : (tensor<5x3xi32>) -> tensor<5x3x1xi32>
    %11 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x3x1xi32>
    %12 = "stablehlo.compare"(%10, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x3x1xi32>, tensor<5x3x1xi32>) -> tensor<5x3x1xi1>
    %13 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<5x3x1xi32>
    %15 = "stablehlo.compare"(%10, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5x3x1xi32>, tensor<5x3x1xi32>) -> tensor<5x3x1xi1>
    %16 = "stablehlo.and"(%12, %15) : (tensor<5x3x1xi1>, tensor<5x3x1xi1>) -> tensor<5x3x1xi1>
    %17 = "stablehlo.reduce"(%16, %1) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %21 = "stablehlo.and"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }) : (tensor<5x3x1xi1>, tensor<i1>) -> tensor<5x3xi1>
    %18 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<5x3xf32>, tensor<5x3x1xi32>) -> tensor<5x3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %20 = "stablehlo.select"(%17, %18, %19) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%20) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
