module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<i32>, %arg2: tensor<4x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<4x4xf32> {jax.result_info = "result[2]"}, tensor<4x4xf32> {jax.result_info = "result[3]"}, tensor<4x4xf32> {jax.result_info = "result[4][0]"}, tensor<4x4xf32> {jax.result_info = "result[4][1]"}, tensor<4x4xf32> {jax.result_info = "result[4][2]"}, tensor<4x4xf32> {jax.result_info = "result[4][3]"}, tensor<4x4xf32> {jax.result_info = "result[4][4]"}, tensor<4x4xf32> {jax.result_info = "result[4][5]"}, tensor<4x4xf32> {jax.result_info = "result[4][6]"}, tensor<4x4xf32> {jax.result_info = "result[4][7]"}, tensor<4x4xf32> {jax.result_info = "result[4][8]"}, tensor<4x4xf32> {jax.result_info = "result[4][9]"}, tensor<4x4xf32> {jax.result_info = "result[4][10]"}, tensor<4x4xf32> {jax.result_info = "result[4][11]"}, tensor<4x4xf32> {jax.result_info = "result[5][0]"}, tensor<4xi32> {jax.result_info = "result[5][1]"}, tensor<2x2xf32> {jax.result_info = "result[5][2]"}, tensor<7x5xf32> {jax.result_info = "result[5][3]"}, tensor<8x4xf32> {jax.result_info = "result[5][4]"}, tensor<4x4xf32> {jax.result_info = "result[5][5]"}, tensor<4x4xi8> {jax.result_info = "result[5][6]"}, tensor<4x4xf32> {jax.result_info = "result[5][7]"}, tensor<4x4xf32> {jax.result_info = "result[5][8]"}, tensor<4x4xi32> {jax.result_info = "result[5][9]"}, tensor<i32> {jax.result_info = "result[5][10]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_12 = %arg0) : tensor<i32>, tensor<4x4xf32>
    cond {
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %44 = stablehlo.compare LT, %iterArg, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %44 : tensor<i1>
    } do {
      %44 = func.call @closed_call(%iterArg_12) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %45 = stablehlo.add %iterArg, %c_13 : tensor<i32>
      stablehlo.return %45, %44 : tensor<i32>, tensor<4x4xf32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare GT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %45 = stablehlo.subtract %arg0, %44 : tensor<4x4xf32>
      stablehlo.return %45 : tensor<4x4xf32>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %45 = stablehlo.add %arg0, %44 : tensor<4x4xf32>
      stablehlo.return %45 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%arg0, %4) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %44 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.pad %arg0, %cst_2, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = "stablehlo.select_and_scatter"(%7, %6, %cst_3) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %44 = stablehlo.compare GE, %arg3, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %44 : tensor<i1>
    }, {
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %44 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.slice %8 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %10 = stablehlo.cbrt %arg0 : tensor<4x4xf32>
    %11 = stablehlo.cosine %arg0 : tensor<4x4xf32>
    %12 = stablehlo.exponential %arg0 : tensor<4x4xf32>
    %13 = stablehlo.exponential_minus_one %arg0 : tensor<4x4xf32>
    %14 = stablehlo.log %arg0 : tensor<4x4xf32>
    %15 = stablehlo.log_plus_one %arg0 : tensor<4x4xf32>
    %16 = stablehlo.negate %arg0 : tensor<4x4xf32>
    %17 = stablehlo.exponential %16 : tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %19 = stablehlo.add %18, %17 : tensor<4x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %21 = stablehlo.divide %20, %19 : tensor<4x4xf32>
    %22 = stablehlo.rsqrt %arg0 : tensor<4x4xf32>
    %23 = stablehlo.sine %arg0 : tensor<4x4xf32>
    %24 = stablehlo.sqrt %arg0 : tensor<4x4xf32>
    %25 = stablehlo.tan %arg0 : tensor<4x4xf32>
    %26 = stablehlo.tanh %arg0 : tensor<4x4xf32>
    %27 = call @cumsum(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %28 = call @argmax(%arg0) : (tensor<4x4xf32>) -> tensor<4xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %30 = stablehlo.add %arg1, %c_7 : tensor<i32>
    %31 = stablehlo.select %29, %30, %arg1 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.dynamic_slice %arg0, %31, %c_8, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = call @_pad(%arg0, %c_9) : (tensor<4x4xf32>, tensor<i32>) -> tensor<7x5xf32>
    %34 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %37 = stablehlo.clamp %35, %arg0, %36 : tensor<4x4xf32>
    %38 = call @round(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %39 = stablehlo.convert %38 : (tensor<4x4xf32>) -> tensor<4x4xi8>
    %40 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4x4xf32>
    %41 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %42 = stablehlo.bitcast_convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xi32>
    %43 = stablehlo.popcnt %arg1 : tensor<i32>
    return %0#1, %3, %5, %9, %10, %11, %12, %13, %14, %15, %21, %22, %23, %24, %25, %26, %27, %28, %32, %33, %34, %37, %39, %40, %41, %42, %43 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<2x2xf32>, tensor<7x5xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xi8>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>, tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
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
  func.func private @argmax(%arg0: tensor<4x4xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x4xf32>, tensor<4x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @_pad(%arg0: tensor<4x4xf32>, %arg1: tensor<i32>) -> tensor<7x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<7x5xf32>
    return %1 : tensor<7x5xf32>
  }
  func.func private @round(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
