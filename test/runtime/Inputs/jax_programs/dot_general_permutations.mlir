module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x5xf32>, %arg1: tensor<5x3x2xf32>, %arg2: tensor<3x3x4xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<3x3xf32>) -> (tensor<3x4x2xf32> {jax.result_info = "result[0]"}, tensor<4x5x3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<2x3x4xf32> {jax.result_info = "result[3]"}, tensor<4x5x3x4xf32> {jax.result_info = "result[4]"}, tensor<6x9xf32> {jax.result_info = "result[5]"}, tensor<3x3xf32> {jax.result_info = "result[6]"}, tensor<4x3xf32> {jax.result_info = "result[7]"}, tensor<2x2x4xf32> {jax.result_info = "result[8]"}, tensor<f32> {jax.result_info = "result[9]"}, tensor<3x3xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3x5xf32>, tensor<5x3x2xf32>) -> tensor<3x4x2xf32>
    %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3x5xf32>, tensor<3x3x4xf32>) -> tensor<4x5x3x4xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xui32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xui32>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x3xi1>) -> tensor<3x3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x4xf32>
    %7 = stablehlo.select %5, %arg2, %6 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %9 = stablehlo.slice %arg1 [0:5, 0:1, 0:2] : (tensor<5x3x2xf32>) -> tensor<5x1x2xf32>
    %10 = stablehlo.reshape %9 : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %11 = stablehlo.dot_general %10, %arg0, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<5x2xf32>, tensor<4x3x5xf32>) -> tensor<2x4x3xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x4x3xf32>) -> tensor<2x3x4xf32>
    %13 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x5xf32>, tensor<3x3x4xf32>) -> tensor<4x5x3x4xf32>
    %14 = call @kron(%arg3, %arg4) : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<6x9xf32>
    %15 = stablehlo.reverse %arg4, dims = [0] : tensor<3x3xf32>
    %16 = call @cross(%arg4, %15) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %18 = stablehlo.dot_general %arg0, %17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3x5xf32>, tensor<5xf32>) -> tensor<4x3xf32>
    %19 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<4x3x5xf32>) -> tensor<3x5x4xf32>
    %20 = stablehlo.slice %19 [0:2, 0:3, 0:4] : (tensor<3x5x4xf32>) -> tensor<2x3x4xf32>
    %21 = stablehlo.dot_general %arg3, %20, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, tensor<2x3x4xf32>) -> tensor<2x2x4xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %23 = stablehlo.reshape %arg3 : (tensor<2x3xf32>) -> tensor<6xf32>
    %24 = stablehlo.reshape %arg3 : (tensor<2x3xf32>) -> tensor<6xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
    %26 = stablehlo.dot_general %arg4, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    return %0, %1, %8, %12, %13, %14, %16, %18, %22, %25, %26 : tensor<3x4x2xf32>, tensor<4x5x3x4xf32>, tensor<3x4xf32>, tensor<2x3x4xf32>, tensor<4x5x3x4xf32>, tensor<6x9xf32>, tensor<3x3xf32>, tensor<4x3xf32>, tensor<2x2x4xf32>, tensor<f32>, tensor<3x3xf32>
  }
  func.func private @kron(%arg0: tensor<2x3xf32>, %arg1: tensor<3x3xf32>) -> tensor<6x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<3x3xf32>) -> tensor<1x3x1x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x3x1xf32>) -> tensor<2x3x3x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x3x1x3xf32>) -> tensor<2x3x3x3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x3x3x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3x3x3xf32>) -> tensor<6x9xf32>
    return %5 : tensor<6x9xf32>
  }
  func.func private @cross(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xf32>) -> tensor<3xf32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xf32>) -> tensor<3xf32>
    %4 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xf32>) -> tensor<3xf32>
    %6 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x1xf32>) -> tensor<3xf32>
    %8 = stablehlo.slice %arg1 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x1xf32>) -> tensor<3xf32>
    %10 = stablehlo.slice %arg1 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<3x1xf32>) -> tensor<3xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<3xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<3xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<3xf32>
    %15 = stablehlo.multiply %5, %7 : tensor<3xf32>
    %16 = stablehlo.multiply %1, %11 : tensor<3xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %1, %9 : tensor<3xf32>
    %19 = stablehlo.multiply %3, %7 : tensor<3xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<3xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %25 : tensor<3x3xf32>
  }
}
