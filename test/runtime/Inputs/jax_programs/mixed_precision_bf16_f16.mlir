module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xbf16>, %arg1: tensor<16x8xbf16>, %arg2: tensor<4x16xf16>, %arg3: tensor<16xf16>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x16xf16> {jax.result_info = "result[2]"}, tensor<4x16xf16> {jax.result_info = "result[3]"}, tensor<4x16xbf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x8xbf16>) -> tensor<4x8xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x8xbf16>) -> tensor<4x8xbf16>
    %2 = call @relu(%1) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
    %3 = stablehlo.convert %2 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %4 = stablehlo.convert %arg2 : (tensor<4x16xf16>) -> tensor<4x16xf32>
    %5 = chlo.square %4 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x1xf32>
    %10 = stablehlo.sqrt %9 : tensor<4x1xf32>
    %11 = stablehlo.convert %10 : (tensor<4x1xf32>) -> tensor<4x1xf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x1xf16>) -> tensor<4x16xf16>
    %13 = stablehlo.divide %arg2, %12 : tensor<4x16xf16>
    %14 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf16>) -> tensor<1x16xf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x16xf16>) -> tensor<4x16xf16>
    %16 = stablehlo.multiply %13, %15 : tensor<4x16xf16>
    %17 = stablehlo.tanh %arg2 : tensor<4x16xf16>
    %18 = stablehlo.convert %arg0 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %24 = stablehlo.subtract %18, %23 : tensor<4x16xf32>
    %25 = stablehlo.exponential %24 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %29 = stablehlo.divide %25, %28 : tensor<4x16xf32>
    %30 = stablehlo.convert %29 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    return %0, %3, %16, %17, %30 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x16xf16>, tensor<4x16xf16>, tensor<4x16xbf16>
  }
  func.func private @relu(%arg0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8xbf16>
    return %1 : tensor<4x8xbf16>
  }
}
