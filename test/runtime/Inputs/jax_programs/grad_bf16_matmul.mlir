module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xbf16>, %arg1: tensor<8x6xbf16>, %arg2: tensor<4x6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8x6xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xbf16>, tensor<8x6xbf16>) -> tensor<4x6xbf16>
    %1 = call @relu(%0) : (tensor<4x6xbf16>) -> tensor<4x6xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<4x6xbf16>, tensor<4x6xbf16>) -> tensor<4x6xi1>
    %4 = stablehlo.convert %1 : (tensor<4x6xbf16>) -> tensor<4x6xf32>
    %5 = stablehlo.subtract %4, %arg2 : tensor<4x6xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<4x6xf32>
    %14 = stablehlo.convert %13 : (tensor<4x6xf32>) -> tensor<4x6xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %16 = stablehlo.select %3, %14, %15 : tensor<4x6xi1>, tensor<4x6xbf16>
    %17 = stablehlo.dot_general %16, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xbf16>, tensor<4x8xbf16>) -> tensor<6x8xbf16>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<6x8xbf16>) -> tensor<8x6xbf16>
    return %10, %18 : tensor<f32>, tensor<8x6xbf16>
  }
  func.func private @relu(%arg0: tensor<4x6xbf16>) -> tensor<4x6xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xbf16>
    return %1 : tensor<4x6xbf16>
  }
}
