module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x7x6xf32>, %arg1: tensor<3x3x1x6xf32>, %arg2: tensor<3x3x3x6xf32>, %arg3: tensor<2x11x4xf32>, %arg4: tensor<3x4x5xf32>) -> (tensor<2x7x7x6xf32> {jax.result_info = "result[0]"}, tensor<3x3x1x6xf32> {jax.result_info = "result[1]"}, tensor<3x3x3x6xf32> {jax.result_info = "result[2]"}, tensor<2x11x4xf32> {jax.result_info = "result[3]"}, tensor<3x4x5xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x6xf32>, tensor<3x3x1x6xf32>) -> tensor<2x4x4x6xf32>
    %1 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x6xf32>, tensor<3x3x3x6xf32>) -> tensor<2x3x5x6xf32>
    %2 = stablehlo.convolution(%arg3, %arg4) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x11x4xf32>, tensor<3x4x5xf32>) -> tensor<2x11x5xf32>
    %3 = stablehlo.cosine %0 : tensor<2x4x4x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x5x6xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<2x3x5x6xf32>
    %6 = stablehlo.tanh %2 : tensor<2x11x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x11x5xf32>
    %8 = stablehlo.subtract %7, %6 : tensor<2x11x5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x11x5xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<2x11x5xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<2x11x5xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x11x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3x5x6xf32>
    %14 = stablehlo.multiply %13, %5 : tensor<2x3x5x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %16 = stablehlo.multiply %15, %3 : tensor<2x4x4x6xf32>
    %17 = stablehlo.convolution(%arg3, %12) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [2], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x11x4xf32>, tensor<2x11x5xf32>) -> tensor<3x4x5xf32>
    %18 = stablehlo.reverse %arg4, dims = [0] : tensor<3x4x5xf32>
    %19 = stablehlo.convolution(%12, %18) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x11x5xf32>, tensor<3x4x5xf32>) -> tensor<2x11x4xf32>
    %20 = stablehlo.convolution(%arg0, %14) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [2, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x6xf32>, tensor<2x3x5x6xf32>) -> tensor<3x3x3x6xf32>
    %21 = stablehlo.reshape %arg2 : (tensor<3x3x3x6xf32>) -> tensor<3x3x3x2x3xf32>
    %22 = stablehlo.transpose %21, dims = [0, 1, 3, 2, 4] : (tensor<3x3x3x2x3xf32>) -> tensor<3x3x2x3x3xf32>
    %23 = stablehlo.reshape %22 : (tensor<3x3x2x3x3xf32>) -> tensor<3x3x6x3xf32>
    %24 = stablehlo.reverse %23, dims = [0, 1] : tensor<3x3x6x3xf32>
    %25 = stablehlo.convolution(%14, %24) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[4, 4], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x5x6xf32>, tensor<3x3x6x3xf32>) -> tensor<2x7x7x6xf32>
    %26 = stablehlo.convolution(%arg0, %16) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 6 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x6xf32>, tensor<2x4x4x6xf32>) -> tensor<3x3x1x6xf32>
    %27 = stablehlo.reshape %arg1 : (tensor<3x3x1x6xf32>) -> tensor<3x3x1x6x1xf32>
    %28 = stablehlo.transpose %27, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x6x1xf32>) -> tensor<3x3x6x1x1xf32>
    %29 = stablehlo.reshape %28 : (tensor<3x3x6x1x1xf32>) -> tensor<3x3x6x1xf32>
    %30 = stablehlo.reverse %29, dims = [0, 1] : tensor<3x3x6x1xf32>
    %31 = stablehlo.convolution(%16, %30) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x6xf32>, tensor<3x3x6x1xf32>) -> tensor<2x7x7x6xf32>
    %32 = stablehlo.add %25, %31 : tensor<2x7x7x6xf32>
    return %32, %26, %20, %19, %17 : tensor<2x7x7x6xf32>, tensor<3x3x1x6xf32>, tensor<3x3x3x6xf32>, tensor<2x11x4xf32>, tensor<3x4x5xf32>
  }
}
