module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x5x6xf32>, %arg2: tensor<4xf32>, %arg3: tensor<6xf32>, %arg4: tensor<5x5xf32>) -> (tensor<3x4x6xf32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<3x5xf32> {jax.result_info = "result[4]"}, tensor<5x5xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x5xf32>, tensor<3x5x6xf32>) -> tensor<3x4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.dot_general %arg1, %1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5x6xf32>, tensor<3x5xf32>) -> tensor<3x6xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
    %4 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<6xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.iota dim = 0 : tensor<5x5xui32>
    %6 = stablehlo.iota dim = 1 : tensor<5x5xui32>
    %7 = stablehlo.compare EQ, %5, %6, UNSIGNED : (tensor<5x5xui32>, tensor<5x5xui32>) -> tensor<5x5xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.select %7, %arg4, %8 : tensor<5x5xi1>, tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4x5xf32>, tensor<4xf32>) -> tensor<3x5xf32>
    %12 = stablehlo.dot_general %arg4, %arg4, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %13 = stablehlo.dot_general %12, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    return %0, %3, %4, %10, %11, %13 : tensor<3x4x6xf32>, tensor<6x3xf32>, tensor<4x6xf32>, tensor<f32>, tensor<3x5xf32>, tensor<5x5xf32>
  }
}
