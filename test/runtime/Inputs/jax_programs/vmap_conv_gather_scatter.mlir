module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2x7x7xf32>, %arg1: tensor<3x4x2x3x3xf32>, %arg2: tensor<3x5xi32>, %arg3: tensor<3x10xf32>, %arg4: tensor<3x4xf32>) -> (tensor<3x4x7x7xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x10xf32> {jax.result_info = "result[2]"}, tensor<3x10xf32> {jax.result_info = "result[3]"}, tensor<3x3x5xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2, 3, 4] : (tensor<3x2x7x7xf32>) -> tensor<3x1x2x7x7xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2, 3, 4] : (tensor<3x1x2x7x7xf32>) -> tensor<1x3x2x7x7xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x3x2x7x7xf32>) -> tensor<1x6x7x7xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<3x4x2x3x3xf32>) -> tensor<12x2x3x3xf32>
    %4 = stablehlo.convolution(%2, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x7x7xf32>, tensor<12x2x3x3xf32>) -> tensor<1x12x7x7xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x12x7x7xf32>) -> tensor<1x3x4x7x7xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0, 2, 3, 4] : (tensor<1x3x4x7x7xf32>) -> tensor<3x1x4x7x7xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x1x4x7x7xf32>) -> tensor<3x4x7x7xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %9 = stablehlo.compare LT, %arg2, %8, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %11 = stablehlo.add %arg2, %10 : tensor<3x5xi32>
    %12 = stablehlo.select %9, %11, %arg2 : tensor<3x5xi1>, tensor<3x5xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %14 = "stablehlo.gather"(%arg3, %13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x10xf32>, tensor<3x5x1xi32>) -> tensor<3x5xf32>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %15 = call @remainder(%arg2, %c_1) : (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>
    %16 = stablehlo.slice %15 [0:3, 0:4] : (tensor<3x5xi32>) -> tensor<3x4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %20 = stablehlo.add %16, %19 : tensor<3x4xi32>
    %21 = stablehlo.select %18, %20, %16 : tensor<3x4xi1>, tensor<3x4xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %23 = "stablehlo.scatter"(%arg3, %22, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %39 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %39 : tensor<f32>
    }) : (tensor<3x10xf32>, tensor<3x4x1xi32>, tensor<3x4xf32>) -> tensor<3x10xf32>
    %24 = stablehlo.slice %arg2 [0:3, 0:1] : (tensor<3x5xi32>) -> tensor<3x1xi32>
    %25 = stablehlo.reshape %24 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.add %25, %28 : tensor<3xi32>
    %30 = stablehlo.select %27, %29, %25 : tensor<3xi1>, tensor<3xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_6 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_7 = stablehlo.constant dense<2147483647> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.minimum %c_6, %32 : tensor<1xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %36 = stablehlo.clamp %35, %31, %34 : tensor<3x1xi32>
    %37 = "stablehlo.scatter"(%arg3, %36, %arg4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x10xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<3x10xf32>
    %38 = call @_take(%arg3, %arg2) : (tensor<3x10xf32>, tensor<3x5xi32>) -> tensor<3x3x5xf32>
    return %7, %14, %23, %37, %38 : tensor<3x4x7x7xf32>, tensor<3x5xf32>, tensor<3x10xf32>, tensor<3x10xf32>, tensor<3x3x5xf32>
  }
  func.func private @remainder(%arg0: tensor<3x5xi32>, %arg1: tensor<i32>) -> tensor<3x5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %14 = stablehlo.add %4, %13 : tensor<3x5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x5xi1>, tensor<3x5xi32>
    return %15 : tensor<3x5xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<3x10xf32>, %arg1: tensor<3x5xi32>) -> tensor<3x3x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x10xf32>, tensor<3x5x1xi32>) -> tensor<3x3x5xf32>
    return %1 : tensor<3x3x5xf32>
  }
}
