module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<6x4xf32>, %arg3: tensor<6x4xf32>, %arg4: tensor<i32>) -> (tensor<6x4xf32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}, tensor<6x4xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3 = stablehlo.add %2, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.divide %cst_1, %3 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.minimum %cst_2, %4 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<6x4xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %9 = stablehlo.multiply %8, %arg2 : tensor<6x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %11 = stablehlo.multiply %10, %7 : tensor<6x4xf32>
    %12 = stablehlo.add %9, %11 : tensor<6x4xf32>
    %cst_5 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %14 = stablehlo.multiply %13, %arg3 : tensor<6x4xf32>
    %15 = stablehlo.multiply %7, %7 : tensor<6x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<6x4xf32>
    %18 = stablehlo.add %14, %17 : tensor<6x4xf32>
    %19 = stablehlo.convert %arg4 : (tensor<i32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %20 = stablehlo.power %cst_7, %19 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.subtract %cst_8, %20 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %23 = stablehlo.divide %12, %22 : tensor<6x4xf32>
    %cst_9 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %24 = stablehlo.power %cst_9, %19 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.subtract %cst_10, %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %27 = stablehlo.divide %18, %26 : tensor<6x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %29 = stablehlo.multiply %28, %23 : tensor<6x4xf32>
    %30 = stablehlo.sqrt %27 : tensor<6x4xf32>
    %cst_12 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %32 = stablehlo.add %30, %31 : tensor<6x4xf32>
    %33 = stablehlo.divide %29, %32 : tensor<6x4xf32>
    %34 = stablehlo.subtract %arg0, %33 : tensor<6x4xf32>
    return %34, %12, %18, %2 : tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<f32>
  }
}
