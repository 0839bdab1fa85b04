module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x6xf32>) -> (tensor<8x6xi8> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<4x8xf32> {jax.result_info = "result[4]"}, tensor<4x6xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.abs %arg1 : tensor<8x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<8x6xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x6xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<8x6xf32>
    %6 = stablehlo.divide %arg1, %5 : tensor<8x6xf32>
    %7 = call @round(%6) : (tensor<8x6xf32>) -> tensor<8x6xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_1 = stablehlo.constant dense<127> : tensor<i32>
    %8 = call @clip(%7, %c, %c_1) : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
    %9 = stablehlo.convert %8 : (tensor<8x6xf32>) -> tensor<8x6xi8>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %10 = call @nan_to_num(%arg0, %cst_2, %cst_3, %cst_4) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<4x8xf32>
    %13 = call @round_0(%12) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %c_6 = stablehlo.constant dense<-128> : tensor<i32>
    %c_7 = stablehlo.constant dense<127> : tensor<i32>
    %14 = call @clip_1(%13, %c_6, %c_7) : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    %15 = stablehlo.convert %14 : (tensor<4x8xf32>) -> tensor<4x8xi8>
    %16 = stablehlo.dot_general %15, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xi8>, tensor<8x6xi8>) -> tensor<4x6xi32>
    %17 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %18 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %19 = stablehlo.convert %16 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %20 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %23 = stablehlo.divide %21, %22 : tensor<4x6xf32>
    %24 = stablehlo.convert %17 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %25 = stablehlo.convert %18 : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %26 = stablehlo.convert %17 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xbf16>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<4x8xbf16>
    %28 = stablehlo.multiply %26, %27 : tensor<4x8xbf16>
    %29 = stablehlo.convert %28 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %30 = stablehlo.convert %10 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %31 = stablehlo.convert %arg1 : (tensor<8x6xf32>) -> tensor<8x6xf8E4M3FN>
    %32 = stablehlo.dot_general %30, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf8E4M3FN>, tensor<8x6xf8E4M3FN>) -> tensor<4x6xf32>
    return %9, %23, %24, %25, %29, %32 : tensor<8x6xi8>, tensor<4x6xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x6xf32>
  }
  func.func private @round(%arg0: tensor<8x6xf32>) -> tensor<8x6xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8x6xf32>
    return %0 : tensor<8x6xf32>
  }
  func.func private @clip(%arg0: tensor<8x6xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x6xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x6xf32>
    return %5 : tensor<8x6xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where(%4, %5, %2) : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where(%8, %9, %6) : (tensor<4x8xi1>, tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %10 : tensor<4x8xf32>
  }
  func.func private @_where(%arg0: tensor<4x8xi1>, %arg1: tensor<f32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @round_0(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @clip_1(%arg0: tensor<4x8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x8xf32>
    return %5 : tensor<4x8xf32>
  }
}
