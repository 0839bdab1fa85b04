module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>) -> (tensor<2x6x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x6x16xf32>) -> tensor<2x6x4x4xf32>
    %2 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x6x16xf32>) -> tensor<2x6x4x4xf32>
    %4 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x6x16xf32>) -> tensor<2x6x4x4xf32>
    %6 = stablehlo.dot_general %1, %3, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x6x4x4xf32>, tensor<2x6x4x4xf32>) -> tensor<2x4x6x6xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x6x6xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x4x6x6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2x4x6xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<2x4x6x6xf32>
    %15 = stablehlo.exponential %14 : tensor<2x4x6x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %19 = stablehlo.divide %15, %18 : tensor<2x4x6x6xf32>
    %20 = stablehlo.dot_general %5, %19, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x6x4x4xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x4x6xf32>
    %21 = stablehlo.transpose %20, dims = [0, 3, 1, 2] : (tensor<2x4x4x6xf32>) -> tensor<2x6x4x4xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x6x4x4xf32>) -> tensor<2x6x16xf32>
    %23 = stablehlo.dot_general %22, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    return %23 : tensor<2x6x16xf32>
  }
}
