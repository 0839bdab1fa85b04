module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf32>, %arg1: tensor<6xf32>, %arg2: tensor<5x3xf32>) -> (tensor<6x5x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xf32>, tensor<5x3xf32>) -> tensor<6x3xf32>
    %1 = stablehlo.tanh %0 : tensor<6x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<6x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xf32>) -> tensor<6x3xf32>
    %11 = stablehlo.multiply %10, %3 : tensor<6x3xf32>
    %12 = stablehlo.multiply %11, %1 : tensor<6x3xf32>
    %13 = stablehlo.add %11, %12 : tensor<6x3xf32>
    %14 = stablehlo.dot_general %13, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<6x3xf32>, tensor<6x5xf32>) -> tensor<6x3x5xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<6x3x5xf32>) -> tensor<6x5x3xf32>
    return %15 : tensor<6x5x3xf32>
  }
}
