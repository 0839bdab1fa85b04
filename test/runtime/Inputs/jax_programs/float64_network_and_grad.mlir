module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf64>, %arg1: tensor<5x4xf64>, %arg2: tensor<4xf64>, %arg3: tensor<6xi64>) -> (tensor<f64> {jax.result_info = "result[0][0]"}, tensor<5x4xf64> {jax.result_info = "result[0][1][0]"}, tensor<4xf64> {jax.result_info = "result[0][1][1]"}, tensor<6x5xf64> {jax.result_info = "result[1]"}, tensor<6x5xf64> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6x5xf64> {jax.result_info = "result[4]"}, tensor<6x5xf64> {jax.result_info = "result[5]"}, tensor<f64> {jax.result_info = "result[6]"}, tensor<6x5xf32> {jax.result_info = "result[7]"}, tensor<5xf64> {jax.result_info = "result[8]"}, tensor<6x5xf64> {jax.result_info = "result[9]"}, tensor<6x5xf64> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<-1.000000e+03> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+03> : tensor<f64>
    %0 = call @nan_to_num(%arg0, %cst, %cst_0) : (tensor<6x5xf64>, tensor<f64>, tensor<f64>) -> tensor<6x5xf64>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xf64>, tensor<5x4xf64>) -> tensor<6x4xf64>
    %2 = stablehlo.tanh %1 : tensor<6x4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6x4xf64>
    %4 = stablehlo.subtract %3, %2 : tensor<6x4xf64>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<6x4xf64>
    %7 = stablehlo.add %2, %6 : tensor<6x4xf64>
    %8 = call @_one_hot(%arg3) : (tensor<6xi64>) -> tensor<6x4xf64>
    %9:3 = call @log_softmax(%7) : (tensor<6x4xf64>) -> (tensor<6x4xf64>, tensor<6x4xf64>, tensor<6x1xf64>)
    %10 = stablehlo.multiply %8, %9#0 : tensor<6x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<6.000000e+00> : tensor<f64>
    %13 = stablehlo.divide %12, %cst_4 : tensor<f64>
    %14 = stablehlo.negate %13 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.negate %cst_5 : tensor<f64>
    %cst_6 = stablehlo.constant dense<6.000000e+00> : tensor<f64>
    %16 = stablehlo.divide %15, %cst_6 : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<6xf64>) -> tensor<6x4xf64>
    %19 = stablehlo.multiply %8, %18 : tensor<6x4xf64>
    %20 = call @log_softmax_0(%9#1, %9#2, %19) : (tensor<6x4xf64>, tensor<6x1xf64>, tensor<6x4xf64>) -> tensor<6x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.reduce(%20 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf64>, tensor<f64>) -> tensor<4xf64>
    %22 = stablehlo.reshape %21 : (tensor<4xf64>) -> tensor<1x4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf64>, tensor<f64>) -> tensor<4xf64>
    %24 = stablehlo.multiply %20, %4 : tensor<6x4xf64>
    %25 = stablehlo.multiply %24, %2 : tensor<6x4xf64>
    %26 = stablehlo.add %24, %25 : tensor<6x4xf64>
    %27 = stablehlo.dot_general %26, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf64>, tensor<6x5xf64>) -> tensor<4x5xf64>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<4x5xf64>) -> tensor<5x4xf64>
    %29 = call @cumsum(%0) : (tensor<6x5xf64>) -> tensor<6x5xf64>
    %30 = call @sort(%arg0) : (tensor<6x5xf64>) -> tensor<6x5xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %31 = call @_var(%0, %c) : (tensor<6x5xf64>, tensor<i64>) -> tensor<6xf64>
    %32 = stablehlo.exponential %arg0 : tensor<6x5xf64>
    %33 = stablehlo.abs %arg0 : tensor<6x5xf64>
    %34 = stablehlo.log %33 : tensor<6x5xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+308> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %36 = stablehlo.slice %0 [0:1, 0:2] : (tensor<6x5xf64>) -> tensor<1x2xf64>
    %37 = stablehlo.reshape %36 : (tensor<1x2xf64>) -> tensor<2xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %39 = stablehlo.multiply %37, %38 : tensor<2xf64>
    %40 = stablehlo.convert %35 : tensor<2xf64>
    %41 = stablehlo.add %40, %39 : tensor<2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.convert %arg0 : (tensor<6x5xf64>) -> tensor<6x5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %44 = stablehlo.divide %cst_12, %cst_13 : tensor<f64>
    %45 = stablehlo.slice %0 [0:1, 0:5] : (tensor<6x5xf64>) -> tensor<1x5xf64>
    %46 = stablehlo.reshape %45 : (tensor<1x5xf64>) -> tensor<5xf64>
    %47 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %48 = stablehlo.add %47, %46 : tensor<5xf64>
    %49 = stablehlo.abs %0 : tensor<6x5xf64>
    %cst_14 = stablehlo.constant dense<3.700000e-01> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<6x5xf64>
    %51 = stablehlo.power %49, %50 : tensor<6x5xf64>
    %cst_15 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<6x5xf64>
    %53 = chlo.next_after %arg0, %52 : tensor<6x5xf64>, tensor<6x5xf64> -> tensor<6x5xf64>
    return %14, %28, %23, %29, %30, %31, %32, %34, %42, %43, %48, %51, %53 : tensor<f64>, tensor<5x4xf64>, tensor<4xf64>, tensor<6x5xf64>, tensor<6x5xf64>, tensor<6xf64>, tensor<6x5xf64>, tensor<6x5xf64>, tensor<f64>, tensor<6x5xf32>, tensor<5xf64>, tensor<6x5xf64>, tensor<6x5xf64>
  }
  func.func private @nan_to_num(%arg0: tensor<6x5xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<6x5xf64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf64>, tensor<6x5xf64>) -> tensor<6x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6x5xi1>, tensor<f64>, tensor<6x5xf64>) -> tensor<6x5xf64>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6x5xf64>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<6x5xf64>, tensor<6x5xf64>) -> tensor<6x5xi1>
    %4 = stablehlo.convert %arg2 : tensor<f64>
    %5 = call @_where(%3, %4, %1) : (tensor<6x5xi1>, tensor<f64>, tensor<6x5xf64>) -> tensor<6x5xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6x5xf64>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<6x5xf64>, tensor<6x5xf64>) -> tensor<6x5xi1>
    %8 = stablehlo.convert %arg1 : tensor<f64>
    %9 = call @_where(%7, %8, %5) : (tensor<6x5xi1>, tensor<f64>, tensor<6x5xf64>) -> tensor<6x5xf64>
    return %9 : tensor<6x5xf64>
  }
  func.func private @_where(%arg0: tensor<6x5xi1>, %arg1: tensor<f64>, %arg2: tensor<6x5xf64>) -> tensor<6x5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6x5xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6x5xi1>, tensor<6x5xf64>
    return %1 : tensor<6x5xf64>
  }
  func.func private @_one_hot(%arg0: tensor<6xi64>) -> tensor<6x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<6xi64>) -> tensor<6x1xi64>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi64>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<6x1xi64>) -> tensor<6x4xi64>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi64>) -> tensor<6x4xi64>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6x4xi64>, tensor<6x4xi64>) -> tensor<6x4xi1>
    %5 = stablehlo.convert %4 : (tensor<6x4xi1>) -> tensor<6x4xf64>
    return %5 : tensor<6x4xf64>
  }
  func.func private @log_softmax(%arg0: tensor<6x4xf64>) -> (tensor<6x4xf64>, tensor<6x4xf64>, tensor<6x1xf64>) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x4xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.maximum %1, %0 : tensor<6xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xf64>) -> tensor<6x1xf64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf64>) -> tensor<6x4xf64>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x4xf64>
    %6 = stablehlo.exponential %5 : tensor<6x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf64>, tensor<f64>) -> tensor<6xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<6xf64>) -> tensor<6x1xf64>
    %9 = stablehlo.log %8 : tensor<6x1xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<6x1xf64>) -> tensor<6x4xf64>
    %11 = stablehlo.subtract %5, %10 : tensor<6x4xf64>
    return %11, %6, %8 : tensor<6x4xf64>, tensor<6x4xf64>, tensor<6x1xf64>
  }
  func.func private @log_softmax_0(%arg0: tensor<6x4xf64>, %arg1: tensor<6x1xf64>, %arg2: tensor<6x4xf64>) -> tensor<6x4xf64> {
    %0 = stablehlo.negate %arg2 : tensor<6x4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf64>, tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.reshape %1 : (tensor<6xf64>) -> tensor<6x1xf64>
    %3 = stablehlo.divide %2, %arg1 : tensor<6x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf64>, tensor<f64>) -> tensor<6xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xf64>) -> tensor<6x4xf64>
    %6 = stablehlo.multiply %5, %arg0 : tensor<6x4xf64>
    %7 = stablehlo.add %arg2, %6 : tensor<6x4xf64>
    return %7 : tensor<6x4xf64>
  }
  func.func private @cumsum(%arg0: tensor<6x5xf64>) -> tensor<6x5xf64> {
    %0 = call @cumsum_1(%arg0) : (tensor<6x5xf64>) -> tensor<6x5xf64>
    return %0 : tensor<6x5xf64>
  }
  func.func private @cumsum_1(%arg0: tensor<6x5xf64>) -> tensor<6x5xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[5, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 6, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<6x5xf64>, tensor<f64>) -> tensor<6x5xf64>
    return %1 : tensor<6x5xf64>
  }
  func.func private @sort(%arg0: tensor<6x5xf64>) -> tensor<6x5xf64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f64>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f64>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f64>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<6x5xf64>) -> tensor<6x5xf64>
    return %0 : tensor<6x5xf64>
  }
  func.func private @_var(%arg0: tensor<6x5xf64>, %arg1: tensor<i64>) -> tensor<6xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf64>, tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xf64>) -> tensor<6x1xf64>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6x1xf64>
    %3 = stablehlo.divide %1, %2 : tensor<6x1xf64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf64>) -> tensor<6x5xf64>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x5xf64>
    %6 = chlo.square %5 : tensor<6x5xf64> -> tensor<6x5xf64>
    %7 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<5.000000e+00> : tensor<f64>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf64>, tensor<f64>) -> tensor<6xf64>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %11 = stablehlo.divide %9, %10 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %13 = call @_where_2(%12, %11, %cst_4) : (tensor<i1>, tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    return %13 : tensor<6xf64>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<6xf64>, %arg2: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<6xf64>
    return %2 : tensor<6xf64>
  }
}
