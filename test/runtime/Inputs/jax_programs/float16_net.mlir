module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf16>, %arg1: tensor<2x4x5x5xf16>, %arg2: tensor<3x4x3x3xf16>) -> (tensor<4x4xf16> {jax.result_info = "result[0]"}, tensor<4x4xf16> {jax.result_info = "result[1]"}, tensor<2x3xf16> {jax.result_info = "result[2]"}, tensor<2x5x5xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x5x5xf16>, tensor<3x4x3x3xf16>) -> tensor<2x3x5x5xf16>
    %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf16>) -> tensor<4x4xf16>
    %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf16>, tensor<4x4xf16>) -> tensor<4x4xf16>
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %3 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf16>, tensor<f16>) -> tensor<4xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<4xf16>
    %5 = stablehlo.maximum %4, %3 : tensor<4xf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf16>) -> tensor<4x1xf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x1xf16>) -> tensor<4x4xf16>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4x4xf16>
    %9 = stablehlo.exponential %8 : tensor<4x4xf16>
    %10 = stablehlo.convert %9 : (tensor<4x4xf16>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %13 = stablehlo.convert %12 : (tensor<4x1xf32>) -> tensor<4x1xf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<4x1xf16>) -> tensor<4x4xf16>
    %15 = stablehlo.divide %9, %14 : tensor<4x4xf16>
    %cst_2 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %16 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.maximum across dimensions = [2, 3] : (tensor<2x3x5x5xf16>, tensor<f16>) -> tensor<2x3xf16>
    %17 = stablehlo.convert %0 : (tensor<2x3x5x5xf16>) -> tensor<2x3x5x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x3x5x5xf32>, tensor<f32>) -> tensor<2x5x5xf32>
    return %2, %15, %16, %18 : tensor<4x4xf16>, tensor<4x4xf16>, tensor<2x3xf16>, tensor<2x5x5xf32>
  }
}
