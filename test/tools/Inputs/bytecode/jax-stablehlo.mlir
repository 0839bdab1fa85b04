module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xi32>, %arg3: tensor<2xi32>, %arg4: tensor<1x4x4x2xf32>, %arg5: tensor<3x3x2x5xf32>) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<2x4xi1> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}, tensor<2x3xf32> {jax.result_info = "result[3]"}, tensor<1x4x4x5xf32> {jax.result_info = "result[4]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<3x2xf32> {jax.result_info = "result[6]"}, tensor<2xf32> {jax.result_info = "result[7]"}, tensor<2x4xi32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x5xf32>) -> tensor<1x4x4x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.shift_right_logical %c, %c_0 : tensor<i32>
    %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %5 = stablehlo.and %c, %c_1 : tensor<i32>
    %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.concatenate %4, %7, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %9 = stablehlo.concatenate %8, %8, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = call @_uniform(%9, %cst, %cst_2) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %12 = stablehlo.compare GT, %arg2, %11, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.compare LT, %arg3, %13, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.add %arg3, %15 : tensor<2xi32>
    %17 = stablehlo.select %14, %16, %arg3 : tensor<2xi1>, tensor<2xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %21 = stablehlo.compare LT, %arg3, %20, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %23 = stablehlo.add %arg3, %22 : tensor<2xi32>
    %24 = stablehlo.select %21, %23, %arg3 : tensor<2xi1>, tensor<2xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %27 = "stablehlo.scatter"(%arg0, %25, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %28 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
    %29 = call @fft(%28) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %30 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %31 = call @sort(%arg2) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    return %0, %12, %19, %27, %1, %29, %30, %10, %31 : tensor<2x4xf32>, tensor<2x4xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x4x4x5xf32>, tensor<2x3xcomplex<f32>>, tensor<3x2xf32>, tensor<2xf32>, tensor<2x4xi32>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %5, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
    %6 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %9 = stablehlo.shift_right_logical %output, %8 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %11 = stablehlo.or %9, %10 : tensor<2xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<2xui32>) -> tensor<2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<2xf32>
    %15 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2xf32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %19 = stablehlo.add %17, %18 : tensor<2xf32>
    %20 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<2xf32>
    return %21 : tensor<2xf32>
  }
  func.func private @fft(%arg0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    return %0 : tensor<2x3xcomplex<f32>>
  }
  func.func private @sort(%arg0: tensor<2x4xi32>) -> tensor<2x4xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<2x4xi32>) -> tensor<2x4xi32>
    return %0 : tensor<2x4xi32>
  }
}
