module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<4x6xi32> {jax.result_info = "result[3]"}, tensor<4x6xf32> {jax.result_info = "result[4]"}, tensor<4x6xf32> {jax.result_info = "result[5]"}, tensor<4x6xui8> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.clamp %0, %arg0, %1 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.subtract %arg1, %3 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<4x6xf32>
    %7 = stablehlo.clamp %4, %arg0, %6 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %10 = stablehlo.clamp %8, %arg1, %9 : tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %12 = stablehlo.multiply %arg1, %11 : tensor<4x6xf32>
    %13 = call @round(%12) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %14 = stablehlo.convert %13 : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %17 = stablehlo.clamp %15, %14, %16 : tensor<4x6xi32>
    %18 = call @clip(%arg0, %arg2) : (tensor<4x6xf32>, tensor<6xf32>) -> tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %19 = stablehlo.reduce(%arg0 init: %cst_7) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%arg0 init: %cst_8) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %21 = call @clip_0(%arg1, %19, %20) : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %23 = stablehlo.multiply %arg1, %22 : tensor<4x6xf32>
    %24 = stablehlo.abs %23 : tensor<4x6xf32>
    %25 = stablehlo.convert %24 : (tensor<4x6xf32>) -> tensor<4x6xui8>
    %c_10 = stablehlo.constant dense<10> : tensor<ui8>
    %c_11 = stablehlo.constant dense<200> : tensor<ui8>
    %26 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui8>) -> tensor<4x6xui8>
    %27 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui8>) -> tensor<4x6xui8>
    %28 = stablehlo.clamp %26, %25, %27 : tensor<4x6xui8>
    return %2, %7, %10, %17, %18, %21, %28 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xui8>
  }
  func.func private @round(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @clip(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %2 = stablehlo.minimum %1, %arg0 : tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @clip_0(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<4x6xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
}
