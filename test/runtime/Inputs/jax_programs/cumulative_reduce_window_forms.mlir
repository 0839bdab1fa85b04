module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x10xf32>, %arg1: tensor<3x10xi32>, %arg2: tensor<2x6xi8>, %arg3: tensor<2x5x4xf32>) -> (tensor<3x10xf32> {jax.result_info = "result[0]"}, tensor<3x10xi32> {jax.result_info = "result[1]"}, tensor<3x10xf32> {jax.result_info = "result[2]"}, tensor<3x10xf32> {jax.result_info = "result[3]"}, tensor<2x5x4xf32> {jax.result_info = "result[4]"}, tensor<2x5x4xf32> {jax.result_info = "result[5]"}, tensor<2x5x4xf32> {jax.result_info = "result[6]"}, tensor<3x10xi32> {jax.result_info = "result[7]"}, tensor<2x6xi8> {jax.result_info = "result[8]"}, tensor<3x10xi32> {jax.result_info = "result[9]"}, tensor<2x6xi8> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [9, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %18 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<3x10xf32>, tensor<f32>) -> tensor<3x10xf32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg1, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [9, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %18 = stablehlo.maximum %arg4, %arg5 : tensor<i32>
      stablehlo.return %18 : tensor<i32>
    }) : (tensor<3x10xi32>, tensor<i32>) -> tensor<3x10xi32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.reduce_window"(%arg0, %3) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 9]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %18 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<3x10xf32>, tensor<f32>) -> tensor<3x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%arg0, %5) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %18 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<3x10xf32>, tensor<f32>) -> tensor<3x10xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %8 = stablehlo.divide %6, %7 : tensor<3x10xf32>
    %9 = call @cumsum(%arg3) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %10 = call @cumprod(%arg3) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %11 = call @cumsum_2(%arg3) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %12 = call @cummax(%arg1) : (tensor<3x10xi32>) -> tensor<3x10xi32>
    %13 = call @cumsum_3(%arg2) : (tensor<2x6xi8>) -> tensor<2x6xi8>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x10xi32>
    %15 = stablehlo.compare GT, %arg1, %14, SIGNED : (tensor<3x10xi32>, tensor<3x10xi32>) -> tensor<3x10xi1>
    %16 = call @cumsum_5(%15) : (tensor<3x10xi1>) -> tensor<3x10xi32>
    %17 = call @cumprod_7(%arg2) : (tensor<2x6xi8>) -> tensor<2x6xi8>
    return %1, %2, %4, %8, %9, %10, %11, %12, %13, %16, %17 : tensor<3x10xf32>, tensor<3x10xi32>, tensor<3x10xf32>, tensor<3x10xf32>, tensor<2x5x4xf32>, tensor<2x5x4xf32>, tensor<2x5x4xf32>, tensor<3x10xi32>, tensor<2x6xi8>, tensor<3x10xi32>, tensor<2x6xi8>
  }
  func.func private @cumsum(%arg0: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    return %0 : tensor<2x5x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [4, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 5, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5x4xf32>
    return %1 : tensor<2x5x4xf32>
  }
  func.func private @cumprod(%arg0: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
    %0 = call @cumprod_1(%arg0) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    return %0 : tensor<2x5x4xf32>
  }
  func.func private @cumprod_1(%arg0: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [4, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 5, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5x4xf32>
    return %0 : tensor<2x5x4xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<2x5x4xf32>) -> tensor<2x5x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 3]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5x4xf32>
    return %1 : tensor<2x5x4xf32>
  }
  func.func private @cummax(%arg0: tensor<3x10xi32>) -> tensor<3x10xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 9]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x10xi32>, tensor<i32>) -> tensor<3x10xi32>
    return %1 : tensor<3x10xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<2x6xi8>) -> tensor<2x6xi8> {
    %0 = call @cumsum_4(%arg0) : (tensor<2x6xi8>) -> tensor<2x6xi8>
    return %0 : tensor<2x6xi8>
  }
  func.func private @cumsum_4(%arg0: tensor<2x6xi8>) -> tensor<2x6xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<2x6xi8>, tensor<i8>) -> tensor<2x6xi8>
    return %1 : tensor<2x6xi8>
  }
  func.func private @cumsum_5(%arg0: tensor<3x10xi1>) -> tensor<3x10xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<3x10xi1>) -> tensor<3x10xi32>
    %1 = call @cumsum_6(%0) : (tensor<3x10xi32>) -> tensor<3x10xi32>
    return %1 : tensor<3x10xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<3x10xi32>) -> tensor<3x10xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [9, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x10xi32>, tensor<i32>) -> tensor<3x10xi32>
    return %1 : tensor<3x10xi32>
  }
  func.func private @cumprod_7(%arg0: tensor<2x6xi8>) -> tensor<2x6xi8> {
    %c = stablehlo.constant dense<1> : tensor<i8>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<i8>
      stablehlo.return %1 : tensor<i8>
    }) : (tensor<2x6xi8>, tensor<i8>) -> tensor<2x6xi8>
    return %0 : tensor<2x6xi8>
  }
}
