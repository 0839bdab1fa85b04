module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x9x9x3xf32>, %arg1: tensor<2x10x10x3xf32>, %arg2: tensor<2x9x8xi32>) -> (tensor<2x5x5x3xf32> {jax.result_info = "result[0]"}, tensor<2x4x4x3xf32> {jax.result_info = "result[1]"}, tensor<2x8x8x3xf32> {jax.result_info = "result[2]"}, tensor<2x5x4xi32> {jax.result_info = "result[3]"}, tensor<2x16x7xi32> {jax.result_info = "result[4]"}, tensor<2x4x4x3xf32> {jax.result_info = "result[5]"}, tensor<2x4x4x3xi32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 2], [2, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<2x9x9x3xf32>, tensor<f32>) -> tensor<2x5x5x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%arg1, %2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 2], [1, 2], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 4, 4, 1>, window_strides = array<i64: 1, 3, 3, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<2x10x10x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x4x4x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.reduce_window"(%arg1, %6) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 2, 2, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<2x10x10x3xf32>, tensor<f32>) -> tensor<2x8x8x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = "stablehlo.reduce_window"(%arg2, %c) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 3, 2>, window_strides = array<i64: 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %17 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %17 : tensor<i32>
    }) : (tensor<2x9x8xi32>, tensor<i32>) -> tensor<2x5x4xi32>
    %c_3 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.reduce_window"(%arg2, %9) <{base_dilations = array<i64: 1, 2, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %17 = stablehlo.maximum %arg3, %arg4 : tensor<i32>
      stablehlo.return %17 : tensor<i32>
    }) : (tensor<2x9x8xi32>, tensor<i32>) -> tensor<2x16x7xi32>
    %11 = stablehlo.iota dim = 1 : tensor<2x10x10x3xi32>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x10x10x3xi32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x10x10x3xi32>
    %14 = stablehlo.iota dim = 2 : tensor<2x10x10x3xi32>
    %15 = stablehlo.add %13, %14 : tensor<2x10x10x3xi32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_6 = stablehlo.constant dense<2147483647> : tensor<i32>
    %16:2 = "stablehlo.reduce_window"(%arg1, %15, %cst_5, %c_6) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<i32>):
      %17 = stablehlo.compare GT, %arg5, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = stablehlo.compare EQ, %arg5, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = stablehlo.compare LT, %arg6, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<i1>
      %21 = stablehlo.compare NE, %18, %20, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %22 = stablehlo.convert %21 : tensor<i1>
      %23 = stablehlo.and %22, %19 : tensor<i1>
      %c_8 = stablehlo.constant dense<false> : tensor<i1>
      %24 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<i1>
      %25 = stablehlo.compare NE, %17, %24, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %26 = stablehlo.convert %25 : tensor<i1>
      %27 = stablehlo.or %26, %23 : tensor<i1>
      %28 = stablehlo.select %27, %arg5, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.select %27, %arg6, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %28, %29 : tensor<f32>, tensor<i32>
    }) : (tensor<2x10x10x3xf32>, tensor<2x10x10x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x4x4x3xf32>, tensor<2x4x4x3xi32>)
    return %1, %5, %7, %8, %10, %16#0, %16#1 : tensor<2x5x5x3xf32>, tensor<2x4x4x3xf32>, tensor<2x8x8x3xf32>, tensor<2x5x4xi32>, tensor<2x16x7xi32>, tensor<2x4x4x3xf32>, tensor<2x4x4x3xi32>
  }
}
