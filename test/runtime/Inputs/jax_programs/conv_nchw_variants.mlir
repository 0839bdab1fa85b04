module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x8x8xf32>, %arg1: tensor<4x3x3x3xf32>) -> (tensor<2x4x4x3xf32> {jax.result_info = "result[0]"}, tensor<2x4x13x8xf32> {jax.result_info = "result[1]"}, tensor<2x3x8x8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x4x3xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:2, 0:8, 0:8] : (tensor<2x3x8x8xf32>) -> tensor<2x2x8x8xf32>
    %2 = stablehlo.slice %arg1 [0:4, 0:2, 0:3, 0:3] : (tensor<4x3x3x3xf32>) -> tensor<4x2x3x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<2x4x13x8xf32>
    %4 = stablehlo.slice %arg1 [0:3, 0:1, 0:3, 0:3] : (tensor<4x3x3x3xf32>) -> tensor<3x1x3x3xf32>
    %5 = stablehlo.convolution(%arg0, %4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8x8xf32>, tensor<3x1x3x3xf32>) -> tensor<2x3x8x8xf32>
    return %0, %3, %5 : tensor<2x4x4x3xf32>, tensor<2x4x13x8xf32>, tensor<2x3x8x8xf32>
  }
}
