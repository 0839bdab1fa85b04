module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6x3xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x3xf32> {jax.result_info = "result[2]"}, tensor<4x3xf32> {jax.result_info = "result[3]"}, tensor<4x6xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.sine %arg0 : tensor<4x6xf32>
    %2:2 = stablehlo.optimization_barrier %0, %1 : tensor<4x3xf32>, tensor<4x6xf32>
    %3 = stablehlo.composite "my.scaled_tanh" %2#0 {decomposition = @my.scaled_tanh} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.composite "my.softmax" %2#0 {decomposition = @my.softmax} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %5 = call @"<lambda>"(%2#1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    return %2#0, %2#1, %3, %4, %5 : tensor<4x3xf32>, tensor<4x6xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x6xf32>
  }
  func.func private @my.scaled_tanh(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4x3xf32>
    return %2 : tensor<4x3xf32>
  }
  func.func private @my.softmax(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x3xf32>
    %6 = stablehlo.exponential %5 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %10 = stablehlo.divide %6, %9 : tensor<4x3xf32>
    return %10 : tensor<4x3xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
}
