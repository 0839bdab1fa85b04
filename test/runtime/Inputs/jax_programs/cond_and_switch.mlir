module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %5 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %7 = stablehlo.subtract %5, %6 : tensor<4x4xf32>
      stablehlo.return %7 : tensor<4x4xf32>
    }, {
      %5 = stablehlo.sine %arg0 : tensor<4x4xf32>
      %6 = stablehlo.dot_general %5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %6 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %c, %arg1, %c_0 : tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %6 = stablehlo.multiply %arg0, %5 : tensor<4x4xf32>
      stablehlo.return %6 : tensor<4x4xf32>
    }, {
      %5 = stablehlo.exponential %arg0 : tensor<4x4xf32>
      stablehlo.return %5 : tensor<4x4xf32>
    }, {
      %5 = func.call @cumsum(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %5 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    return %2, %4 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}
