module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x8x16xf32>, %arg3: tensor<4x16x8xf32>) -> (tensor<6x8xf32> {jax.result_info = "result[0]"}, tensor<6x2xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<8x4xf32>) -> tensor<6x4xf32>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<6x4xf32> -> (tensor<6x2xf32>, tensor<6x2xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%values init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x2xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %6 = stablehlo.subtract %values, %5 : tensor<6x2xf32>
    %7 = stablehlo.exponential %6 : tensor<6x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x2xf32>, tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %11 = stablehlo.divide %7, %10 : tensor<6x2xf32>
    %12 = call @_one_hot(%indices) : (tensor<6x2xi32>) -> tensor<6x2x4xf32>
    %13 = stablehlo.dot_general %11, %12, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x2xf32>, tensor<6x2x4xf32>) -> tensor<6x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x2x4xf32>, tensor<f32>) -> tensor<6x4xf32>
    %15 = stablehlo.dot_general %arg0, %14, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<6x4xf32>) -> tensor<6x8x4xf32>
    %16 = stablehlo.transpose %15, dims = [2, 0, 1] : (tensor<6x8x4xf32>) -> tensor<4x6x8xf32>
    %17 = stablehlo.dot_general %16, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x8xf32>, tensor<4x8x16xf32>) -> tensor<4x6x16xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<4x6x16xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<4x6x16xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6x16xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<4x6x16xf32>
    %22 = stablehlo.add %17, %21 : tensor<4x6x16xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6x16xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<4x6x16xf32>
    %25 = stablehlo.tanh %24 : tensor<4x6x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6x16xf32>
    %27 = stablehlo.add %26, %25 : tensor<4x6x16xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6x16xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4x6x16xf32>
    %30 = stablehlo.multiply %17, %29 : tensor<4x6x16xf32>
    %31 = stablehlo.dot_general %30, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x16xf32>, tensor<4x16x8xf32>) -> tensor<4x6x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%12 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<6x2x4xf32>, tensor<f32>) -> tensor<6x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_9 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.divide %33, %34 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%0 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<6xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %41 = stablehlo.subtract %0, %40 : tensor<6x4xf32>
    %42 = stablehlo.exponential %41 : tensor<6x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %46 = stablehlo.divide %42, %45 : tensor<6x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_14 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.divide %47, %48 : tensor<4xf32>
    %50 = stablehlo.multiply %35, %49 : tensor<4xf32>
    %51 = stablehlo.dot_general %13, %31, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x6x8xf32>) -> tensor<6x8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%50 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %53 = stablehlo.multiply %cst_16, %52 : tensor<f32>
    return %51, %indices, %53 : tensor<6x8xf32>, tensor<6x2xi32>, tensor<f32>
  }
  func.func private @_one_hot(%arg0: tensor<6x2xi32>) -> tensor<6x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<6x2x1xi32>) -> tensor<6x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<6x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6x2x4xi32>, tensor<6x2x4xi32>) -> tensor<6x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<6x2x4xi1>) -> tensor<6x2x4xf32>
    return %5 : tensor<6x2x4xf32>
  }
}
