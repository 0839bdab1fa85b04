module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xi64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1]"}, tensor<6xi64> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6xf64> {jax.result_info = "result[4]"}, tensor<6xf64> {jax.result_info = "result[5]"}, tensor<6xf64> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.maximum %cst_0, %0 : tensor<f64>
    %2 = stablehlo.is_finite %1 : (tensor<f64>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.select %2, %1, %cst_1 : tensor<i1>, tensor<f64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf64>) -> tensor<6xf64>
    %6 = stablehlo.subtract %arg0, %5 : tensor<6xf64>
    %7 = stablehlo.exponential %6 : tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64>
    %9 = stablehlo.abs %8 : tensor<f64>
    %10 = stablehlo.log %9 : tensor<f64>
    %11 = stablehlo.add %10, %3 : tensor<f64>
    %12 = chlo.erf %arg0 : tensor<6xf64> -> tensor<6xf64>
    %c = stablehlo.constant dense<1000000007> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %14 = stablehlo.multiply %arg1, %13 : tensor<6xi64>
    %15 = call @cumsum(%14) : (tensor<6xi64>) -> tensor<6xi64>
    %16 = stablehlo.exponential %arg0 : tensor<6xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %18 = stablehlo.subtract %16, %17 : tensor<6xf64>
    %19 = stablehlo.abs %arg0 : tensor<6xf64>
    %20 = stablehlo.log_plus_one %19 : tensor<6xf64>
    %21 = stablehlo.convert %arg1 : (tensor<6xi64>) -> tensor<6xf64>
    %cst_4 = stablehlo.constant dense<7.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %23 = stablehlo.divide %21, %22 : tensor<6xf64>
    %24 = stablehlo.reverse %arg0, dims = [0] : tensor<6xf64>
    %25 = stablehlo.atan2 %arg0, %24 : tensor<6xf64>
    return %11, %12, %15, %18, %20, %23, %25 : tensor<f64>, tensor<6xf64>, tensor<6xi64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>
  }
  func.func private @cumsum(%arg0: tensor<6xi64>) -> tensor<6xi64> {
    %0 = call @cumsum_0(%arg0) : (tensor<6xi64>) -> tensor<6xi64>
    return %0 : tensor<6xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<6xi64>) -> tensor<6xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    return %1 : tensor<6xi64>
  }
}
