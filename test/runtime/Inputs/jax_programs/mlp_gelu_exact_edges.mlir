module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<16x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x16xf32> {jax.result_info = "result[1]"}, tensor<4x16xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x16xf32>
    %2 = stablehlo.negate %arg0 : tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x16xf32>
    %5 = chlo.erfc %4 : tensor<4x16xf32> -> tensor<4x16xf32>
    %6 = stablehlo.multiply %1, %5 : tensor<4x16xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %8 = call @relu(%arg0) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %9 = call @silu(%arg0) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    return %7, %8, %9 : tensor<4x8xf32>, tensor<4x16xf32>, tensor<4x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
  func.func private @silu(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x16xf32>
    %1 = stablehlo.exponential %0 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x16xf32>
    return %6 : tensor<4x16xf32>
  }
}
