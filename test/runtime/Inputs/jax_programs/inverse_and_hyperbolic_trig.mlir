module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<32xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<32xf32> {jax.result_info = "result[1]"}, tensor<32xf32> {jax.result_info = "result[2]"}, tensor<32xf32> {jax.result_info = "result[3]"}, tensor<4x8xf32> {jax.result_info = "result[4]"}, tensor<4x8xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}, tensor<32xf32> {jax.result_info = "result[7]"}, tensor<4x8xf32> {jax.result_info = "result[8]"}, tensor<32xf32> {jax.result_info = "result[9]"}, tensor<4x8xf32> {jax.result_info = "result[10]"}, tensor<4x8xf32> {jax.result_info = "result[11]"}, tensor<4x8xf32> {jax.result_info = "result[12]"}, tensor<32xf32> {jax.result_info = "result[13]"}, tensor<4x8xf32> {jax.result_info = "result[14]"}, tensor<32xf32> {jax.result_info = "result[15]"}) {
    %cst = stablehlo.constant dense<-9.990000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %0 = call @clip(%arg1, %cst, %cst_0) : (tensor<32xf32>, tensor<f32>, tensor<f32>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<1.57079637> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.add %3, %2 : tensor<32xf32>
    %5 = stablehlo.tan %arg0 : tensor<4x8xf32>
    %6 = stablehlo.tan %4 : tensor<32xf32>
    %7 = chlo.asin %0 : tensor<32xf32> -> tensor<32xf32>
    %8 = chlo.acos %0 : tensor<32xf32> -> tensor<32xf32>
    %9 = chlo.atan %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %10 = chlo.sinh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %11 = chlo.cosh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %12 = stablehlo.abs %arg1 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.add %15, %14 : tensor<32xf32>
    %17 = call @arccosh(%16) : (tensor<32xf32>) -> tensor<32xf32>
    %18 = chlo.asinh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %19 = chlo.atanh %0 : tensor<32xf32> -> tensor<32xf32>
    %20 = chlo.asin %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %21 = chlo.acos %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %22 = stablehlo.sine %arg0 : tensor<4x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.multiply %arg1, %23 : tensor<32xf32>
    %25 = stablehlo.cosine %24 : tensor<32xf32>
    %26 = stablehlo.tanh %arg0 : tensor<4x8xf32>
    %cst_6 = stablehlo.constant dense<1.800000e+02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %28 = stablehlo.multiply %arg1, %27 : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<0.0174532924> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<32xf32>
    return %5, %6, %7, %8, %9, %10, %11, %17, %18, %19, %20, %21, %22, %25, %26, %30 : tensor<4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32xf32>
  }
  func.func private @clip(%arg0: tensor<32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<32xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<32xf32>
    return %5 : tensor<32xf32>
  }
  func.func private @arccosh(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = chlo.acosh %arg0 : tensor<32xf32> -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
}
