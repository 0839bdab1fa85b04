module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui64>, %arg1: tensor<8xui64>, %arg2: tensor<8xf64>) -> (tensor<8xui64> {jax.result_info = "result[0]"}, tensor<8xui64> {jax.result_info = "result[1]"}, tensor<8xui64> {jax.result_info = "result[2]"}, tensor<8xui64> {jax.result_info = "result[3]"}, tensor<8xui64> {jax.result_info = "result[4]"}, tensor<8xi1> {jax.result_info = "result[5]"}, tensor<8xui64> {jax.result_info = "result[6]"}, tensor<8xf64> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}, tensor<8xi64> {jax.result_info = "result[9]"}, tensor<8xui32> {jax.result_info = "result[10]"}, tensor<8xui64> {jax.result_info = "result[11]"}, tensor<8xi64> {jax.result_info = "result[12]"}, tensor<8xui64> {jax.result_info = "result[13]"}, tensor<8xi64> {jax.result_info = "result[14]"}, tensor<i64> {jax.result_info = "result[15]"}, tensor<ui64> {jax.result_info = "result[16]"}, tensor<8xui64> {jax.result_info = "result[17]"}, tensor<ui64> {jax.result_info = "result[18]"}, tensor<8xui64> {jax.result_info = "result[19]"}, tensor<8xui64> {jax.result_info = "result[20]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<8xui64>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<8xui64>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<8xui64>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<8xui64>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<8xui64>
    %5 = stablehlo.compare GT, %arg0, %arg1, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %6 = stablehlo.maximum %arg0, %arg1 : tensor<8xui64>
    %7 = stablehlo.convert %arg0 : (tensor<8xui64>) -> tensor<8xf64>
    %8 = stablehlo.convert %arg0 : (tensor<8xui64>) -> tensor<8xf32>
    %9 = stablehlo.convert %arg0 : (tensor<8xui64>) -> tensor<8xi64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %11 = stablehlo.shift_right_logical %arg0, %10 : tensor<8xui64>
    %12 = stablehlo.convert %11 : (tensor<8xui64>) -> tensor<8xui32>
    %13 = stablehlo.convert %arg2 : (tensor<8xf64>) -> tensor<8xui64>
    %14 = stablehlo.convert %arg2 : (tensor<8xf64>) -> tensor<8xi64>
    %15 = call @sort(%arg0) : (tensor<8xui64>) -> tensor<8xui64>
    %16 = call @argsort(%arg0) : (tensor<8xui64>) -> tensor<8xi64>
    %17 = call @argmax(%arg0) : (tensor<8xui64>) -> tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<ui64>
    %18 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.maximum across dimensions = [0] : (tensor<8xui64>, tensor<ui64>) -> tensor<ui64>
    %19 = call @cumsum(%arg0) : (tensor<8xui64>) -> tensor<8xui64>
    %c_1 = stablehlo.constant dense<0> : tensor<ui64>
    %20 = stablehlo.reduce(%arg1 init: %c_1) applies stablehlo.add across dimensions = [0] : (tensor<8xui64>, tensor<ui64>) -> tensor<ui64>
    %21 = stablehlo.popcnt %arg0 : tensor<8xui64>
    %22 = stablehlo.count_leading_zeros %arg0 : tensor<8xui64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22 : tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xi1>, tensor<8xui64>, tensor<8xf64>, tensor<8xf32>, tensor<8xi64>, tensor<8xui32>, tensor<8xui64>, tensor<8xi64>, tensor<8xui64>, tensor<8xi64>, tensor<i64>, tensor<ui64>, tensor<8xui64>, tensor<ui64>, tensor<8xui64>, tensor<8xui64>
  }
  func.func private @sort(%arg0: tensor<8xui64>) -> tensor<8xui64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xui64>) -> tensor<8xui64>
    return %0 : tensor<8xui64>
  }
  func.func private @argsort(%arg0: tensor<8xui64>) -> tensor<8xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<8xui64>, tensor<8xi64>) -> (tensor<8xui64>, tensor<8xi64>)
    return %1#1 : tensor<8xi64>
  }
  func.func private @argmax(%arg0: tensor<8xui64>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi64>
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<8xui64>, tensor<8xi64>, tensor<ui64>, tensor<i64>) -> (tensor<ui64>, tensor<i64>)
     reducer(%arg1: tensor<ui64>, %arg3: tensor<ui64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui64>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum(%arg0: tensor<8xui64>) -> tensor<8xui64> {
    %0 = call @cumsum_0(%arg0) : (tensor<8xui64>) -> tensor<8xui64>
    return %0 : tensor<8xui64>
  }
  func.func private @cumsum_0(%arg0: tensor<8xui64>) -> tensor<8xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<ui64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui64>
      stablehlo.return %2 : tensor<ui64>
    }) : (tensor<8xui64>, tensor<ui64>) -> tensor<8xui64>
    return %1 : tensor<8xui64>
  }
}
