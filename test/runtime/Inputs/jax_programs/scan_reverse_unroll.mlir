module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0][0]"}, tensor<7xf32> {jax.result_info = "result[0][1]"}, tensor<7x2x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:2, 0:3] : (tensor<7x2x3xf32>) -> tensor<1x2x3xf32>
    %1 = stablehlo.slice %arg0 [1:7, 0:2, 0:3] : (tensor<7x2x3xf32>) -> tensor<6x2x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<6x2x3xf32>) -> tensor<3x2x2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = stablehlo.while(%iterArg = %2, %iterArg_0 = %c, %iterArg_1 = %arg1, %iterArg_2 = %3) : tensor<3x2x2x3xf32>, tensor<i32>, tensor<2x3xf32>, tensor<3x2xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.subtract %c_3, %iterArg_0 : tensor<i32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.subtract %12, %c_4 : tensor<i32>
      %14 = func.call @dynamic_index_in_dim(%iterArg, %13) : (tensor<3x2x2x3xf32>, tensor<i32>) -> tensor<2x2x3xf32>
      %15 = stablehlo.slice %14 [1:2, 0:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %16 = stablehlo.reshape %15 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %17:2 = func.call @closed_call(%iterArg_1, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
      %18 = stablehlo.slice %14 [0:1, 0:2, 0:3] : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %19 = stablehlo.reshape %18 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %20:2 = func.call @closed_call(%17#0, %19) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
      %21 = stablehlo.broadcast_in_dim %20#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %22 = stablehlo.broadcast_in_dim %17#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %23 = stablehlo.concatenate %21, %22, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %24 = func.call @dynamic_update_index_in_dim(%iterArg_2, %23, %13) : (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_0, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %25, %20#0, %24 : tensor<3x2x2x3xf32>, tensor<i32>, tensor<2x3xf32>, tensor<3x2xf32>
    }
    %5 = stablehlo.reshape %4#3 : (tensor<3x2xf32>) -> tensor<6xf32>
    %6 = stablehlo.slice %0 [0:1, 0:2, 0:3] : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %8:2 = call @closed_call(%4#2, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
    %9 = stablehlo.broadcast_in_dim %8#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.concatenate %9, %5, dim = 0 : (tensor<1xf32>, tensor<6xf32>) -> tensor<7xf32>
    %11 = call @cumsum(%arg0) : (tensor<7x2x3xf32>) -> tensor<7x2x3xf32>
    return %8#0, %10, %11 : tensor<2x3xf32>, tensor<7xf32>, tensor<7x2x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x2x2x3xf32>, %arg1: tensor<i32>) -> tensor<2x2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 2, 3] : (tensor<3x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2x3xf32>) -> tensor<2x2x3xf32>
    return %1 : tensor<2x2x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<2x3xf32>
    %2 = stablehlo.cosine %arg1 : tensor<2x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    return %3, %4 : tensor<2x3xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<3x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
  func.func private @cumsum(%arg0: tensor<7x2x3xf32>) -> tensor<7x2x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 6], [0, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 7, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<7x2x3xf32>, tensor<f32>) -> tensor<7x2x3xf32>
    return %1 : tensor<7x2x3xf32>
  }
}
