module @jit_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<1024x1024xf32>
    %4 = stablehlo.exponential %3 : tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x1024xf32>
    %8 = stablehlo.divide %4, %7 : tensor<1024x1024xf32>
    return %8 : tensor<1024x1024xf32>
  }
}
