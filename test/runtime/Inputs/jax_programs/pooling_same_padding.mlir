module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x7x3xf32>, %arg1: tensor<2x9x3xi32>) -> (tensor<2x4x4x3xf32> {jax.result_info = "result[0]"}, tensor<2x4x4x3xf32> {jax.result_info = "result[1]"}, tensor<2x4x4x3xf32> {jax.result_info = "result[2]"}, tensor<2x5x3xi32> {jax.result_info = "result[3]"}, tensor<2x3x3xi32> {jax.result_info = "result[4]"}, tensor<2x3xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<2x7x7x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %2 = call @nan_to_num(%arg0, %cst_0, %cst_1) : (tensor<2x7x7x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x7x7x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.reduce_window"(%2, %3) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<2x7x7x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x7x7x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.reduce_window"(%5, %6) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<2x7x7x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.reduce_window"(%arg1, %8) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %16 = stablehlo.maximum %arg2, %arg3 : tensor<i32>
      stablehlo.return %16 : tensor<i32>
    }) : (tensor<2x9x3xi32>, tensor<i32>) -> tensor<2x5x3xi32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<i32>
    %11 = "stablehlo.reduce_window"(%arg1, %10) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [1, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 4, 3>, window_strides = array<i64: 1, 3, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %16 = stablehlo.minimum %arg2, %arg3 : tensor<i32>
      stablehlo.return %16 : tensor<i32>
    }) : (tensor<2x9x3xi32>, tensor<i32>) -> tensor<2x3x3xi32>
    %cst_6 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %13 = stablehlo.divide %4, %12 : tensor<2x4x4x3xf32>
    %14 = stablehlo.divide %4, %7 : tensor<2x4x4x3xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%arg0 init: %cst_7) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x7x7x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    return %1, %13, %14, %9, %11, %15 : tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>, tensor<2x5x3xi32>, tensor<2x3x3xi32>, tensor<2x3xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<2x7x7x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x7x7x3xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x7x7x3xf32>, tensor<2x7x7x3xf32>) -> tensor<2x7x7x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<2x7x7x3xi1>, tensor<f32>, tensor<2x7x7x3xf32>) -> tensor<2x7x7x3xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x7x7x3xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<2x7x7x3xf32>, tensor<2x7x7x3xf32>) -> tensor<2x7x7x3xi1>
    %4 = stablehlo.convert %arg2 : tensor<f32>
    %5 = call @_where(%3, %4, %1) : (tensor<2x7x7x3xi1>, tensor<f32>, tensor<2x7x7x3xf32>) -> tensor<2x7x7x3xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x7x7x3xf32>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<2x7x7x3xf32>, tensor<2x7x7x3xf32>) -> tensor<2x7x7x3xi1>
    %8 = stablehlo.convert %arg1 : tensor<f32>
    %9 = call @_where(%7, %8, %5) : (tensor<2x7x7x3xi1>, tensor<f32>, tensor<2x7x7x3xf32>) -> tensor<2x7x7x3xf32>
    return %9 : tensor<2x7x7x3xf32>
  }
  func.func private @_where(%arg0: tensor<2x7x7x3xi1>, %arg1: tensor<f32>, %arg2: tensor<2x7x7x3xf32>) -> tensor<2x7x7x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x7x7x3xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<2x7x7x3xi1>, tensor<2x7x7x3xf32>
    return %1 : tensor<2x7x7x3xf32>
  }
}
