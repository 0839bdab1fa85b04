module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1][0]"}, tensor<5xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = call @clip(%4, %cst_1, %cst_2) : (tensor<5xf32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.sine %arg0 : tensor<5xf32>
    %7 = stablehlo.cosine %arg0 : tensor<5xf32>
    %8 = stablehlo.multiply %arg1, %7 : tensor<5xf32>
    return %5, %6, %8 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
  func.func private @clip(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<5xf32>
    return %5 : tensor<5xf32>
  }
}
