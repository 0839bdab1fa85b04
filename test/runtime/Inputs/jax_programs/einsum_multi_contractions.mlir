module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<2x3x6x5xf32>, %arg2: tensor<2x3x6x7xf32>, %arg3: tensor<4x3x5xf32>, %arg4: tensor<3x5x6xf32>, %arg5: tensor<2x2x3x4xf32>, %arg6: tensor<4x6x2xf32>, %arg7: tensor<3x2x5xf32>) -> (tensor<2x3x4x7xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<5x5xf32> {jax.result_info = "result[2]"}, tensor<2x2x3x3xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}, tensor<2x4x3x5xf32> {jax.result_info = "result[5]"}, tensor<5xf32> {jax.result_info = "result[6]"}, tensor<5xf32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x3x6x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x6x4xf32>
    %1 = stablehlo.dot_general %0, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x3x6x4xf32>, tensor<2x3x6x7xf32>) -> tensor<2x3x4x7xf32>
    %2 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x5xf32>, tensor<3x5x6xf32>) -> tensor<4x6xf32>
    %3 = stablehlo.dot_general %arg3, %arg3, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x5xf32>, tensor<4x3x5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.transpose %arg5, dims = [0, 1, 3, 2] : (tensor<2x2x3x4xf32>) -> tensor<2x2x4x3xf32>
    %5 = stablehlo.dot_general %arg5, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3x4xf32>, tensor<2x2x4x3xf32>) -> tensor<2x2x3x3xf32>
    %6 = stablehlo.slice %arg3 [0:1, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    %8 = stablehlo.slice %arg3 [1:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    %10 = stablehlo.dot_general %7, %9, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3xf32>
    %11 = stablehlo.transpose %arg0, dims = [0, 2, 1, 3] : (tensor<2x3x4x5xf32>) -> tensor<2x4x3x5xf32>
    %12 = stablehlo.dot_general %arg4, %arg3, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<3x5x6xf32>, tensor<4x3x5xf32>) -> tensor<3x6x4xf32>
    %13 = stablehlo.dot_general %12, %arg6, contracting_dims = [2, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x6x4xf32>, tensor<4x6x2xf32>) -> tensor<3x2xf32>
    %14 = stablehlo.dot_general %arg7, %13, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x5xf32>, tensor<3x2xf32>) -> tensor<5xf32>
    %15 = stablehlo.slice %arg3 [0:3, 0:3, 0:1] : (tensor<4x3x5xf32>) -> tensor<3x3x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x3x1xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.slice %arg3 [0:1, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xui32>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xui32>
    %21 = stablehlo.compare EQ, %19, %20, UNSIGNED : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %23 = stablehlo.select %21, %16, %22 : tensor<3x3xi1>, tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.dot_general %24, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3x5xf32>) -> tensor<5xf32>
    return %1, %2, %3, %5, %10, %11, %14, %25 : tensor<2x3x4x7xf32>, tensor<4x6xf32>, tensor<5x5xf32>, tensor<2x2x3x3xf32>, tensor<3xf32>, tensor<2x4x3x5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}
