module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<6xf32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4][0]"}, tensor<6xf32> {jax.result_info = "result[4][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %arg0, %iterArg_4 = %c, %iterArg_5 = %cst) : tensor<f32>, tensor<16xf32>, tensor<i32>, tensor<f32>
    cond {
      %c_6 = stablehlo.constant dense<16> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %5 = stablehlo.multiply %iterArg, %cst_7 : tensor<f32>
      %6 = stablehlo.convert %iterArg_5 : tensor<f32>
      %7 = stablehlo.compare LE, %6, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_8 = stablehlo.constant dense<false> : tensor<i1>
      %8 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<i1>
      %9 = stablehlo.compare NE, %4, %8, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = stablehlo.convert %9 : tensor<i1>
      %11 = stablehlo.and %10, %7 : tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<16> : tensor<i32>
      %7 = stablehlo.add %6, %c_8 : tensor<i32>
      %8 = stablehlo.select %5, %7, %iterArg_4 : tensor<i1>, tensor<i32>
      %9 = stablehlo.dynamic_slice %iterArg_3, %8, sizes = [1] : (tensor<16xf32>, tensor<i32>) -> tensor<1xf32>
      %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
      %11 = stablehlo.convert %iterArg_5 : tensor<f32>
      %12 = stablehlo.add %11, %10 : tensor<f32>
      stablehlo.return %iterArg, %iterArg_3, %4, %12 : tensor<f32>, tensor<16xf32>, tensor<i32>, tensor<f32>
    }
    %1 = call @cumsum(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<16> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %1, %iterArg_3 = %arg1, %iterArg_4 = %c_0, %iterArg_5 = %c_1) : tensor<16xf32>, tensor<f32>, tensor<i32>, tensor<i32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_4, %iterArg_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.add %iterArg_4, %iterArg_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %5 = func.call @floor_divide(%4, %c_6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.compare LT, %5, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.convert %5 : tensor<i32>
      %c_8 = stablehlo.constant dense<16> : tensor<i32>
      %8 = stablehlo.add %7, %c_8 : tensor<i32>
      %9 = stablehlo.select %6, %8, %5 : tensor<i1>, tensor<i32>
      %10 = stablehlo.dynamic_slice %iterArg, %9, sizes = [1] : (tensor<16xf32>, tensor<i32>) -> tensor<1xf32>
      %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
      %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %12 = stablehlo.multiply %iterArg_3, %cst_9 : tensor<f32>
      %13 = stablehlo.compare LT, %11, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %5, %c_10 : tensor<i32>
      %15 = func.call @_where(%13, %14, %iterArg_4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %16 = func.call @_where(%13, %iterArg_5, %5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %15, %16 : tensor<16xf32>, tensor<f32>, tensor<i32>, tensor<i32>
    }
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %arg2) : tensor<i32>, tensor<6xf32>
    cond {
      %c_4 = stablehlo.constant dense<100> : tensor<i32>
      %4 = stablehlo.compare GT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %6 = stablehlo.multiply %iterArg_3, %5 : tensor<6xf32>
      stablehlo.return %4, %6 : tensor<i32>, tensor<6xf32>
    }
    return %0#2, %0#3, %2#2, %2#3, %3#0, %3#1 : tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<6xf32>
  }
  func.func private @cumsum(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[15, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 16>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @floor_divide(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<i32>
    %1 = stablehlo.sign %arg0 : tensor<i32>
    %2 = stablehlo.sign %arg1 : tensor<i32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare NE, %4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<i1>
    %7 = stablehlo.compare NE, %3, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.convert %7 : tensor<i1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<i1>
    %10 = stablehlo.compare NE, %5, %9, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %11 = stablehlo.convert %10 : tensor<i1>
    %12 = stablehlo.and %8, %11 : tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.subtract %0, %c_2 : tensor<i32>
    %14 = call @_where(%12, %13, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %14 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
