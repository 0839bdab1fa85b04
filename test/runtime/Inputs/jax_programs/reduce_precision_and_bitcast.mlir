module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}, tensor<5x4xui32> {jax.result_info = "result[2]"}, tensor<5x4xf32> {jax.result_info = "result[3]"}, tensor<5x4xf32> {jax.result_info = "result[4]"}, tensor<5x4xi32> {jax.result_info = "result[5]"}, tensor<5x4xui8> {jax.result_info = "result[6]"}, tensor<5x4xi32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<5x4xf32>) -> tensor<5x4xui32>
    %1 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<5x4xf32>
    %2 = stablehlo.convert %arg0 : (tensor<5x4xf32>) -> tensor<5x4xbf16>
    %3 = stablehlo.convert %2 : (tensor<5x4xbf16>) -> tensor<5x4xf32>
    %c = stablehlo.constant dense<23> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5x4xui32>
    %5 = stablehlo.shift_right_logical %0, %4 : tensor<5x4xui32>
    %c_0 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5x4xui32>
    %7 = stablehlo.xor %0, %6 : tensor<5x4xui32>
    %8 = stablehlo.bitcast_convert %7 : (tensor<5x4xui32>) -> tensor<5x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %10 = chlo.next_after %arg0, %9 : tensor<5x4xf32>, tensor<5x4xf32> -> tensor<5x4xf32>
    %11 = stablehlo.convert %arg0 : (tensor<5x4xf32>) -> tensor<5x4xi32>
    %12 = stablehlo.convert %arg0 : (tensor<5x4xf32>) -> tensor<5x4xui8>
    %13 = call @frexp(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xi32>
    return %1, %3, %5, %8, %10, %11, %12, %13 : tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xui32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xi32>, tensor<5x4xui8>, tensor<5x4xi32>
  }
  func.func private @frexp(%arg0: tensor<5x4xf32>) -> tensor<5x4xi32> {
    %0 = stablehlo.abs %arg0 : tensor<5x4xf32>
    %cst = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %cst_0 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<5x4xf32>
    %5 = call @_where(%2, %4, %arg0) : (tensor<5x4xi1>, tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %c = stablehlo.constant dense<-23> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_where_0(%2, %c, %c_1) : (tensor<5x4xi1>, tensor<i32>, tensor<i32>) -> tensor<5x4xi32>
    %7 = stablehlo.bitcast_convert %5 : (tensor<5x4xf32>) -> tensor<5x4xi32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %9 = stablehlo.shift_right_arithmetic %7, %8 : tensor<5x4xi32>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %11 = stablehlo.and %9, %10 : tensor<5x4xi32>
    %c_4 = stablehlo.constant dense<127> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<5x4xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %15 = stablehlo.add %13, %14 : tensor<5x4xi32>
    %16 = stablehlo.add %6, %15 : tensor<5x4xi32>
    %17 = call @isinf(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xi1>
    %18 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %19 = stablehlo.or %17, %18 : tensor<5x4xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %21 = stablehlo.compare EQ, %arg0, %20, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %22 = stablehlo.or %19, %21 : tensor<5x4xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %24 = call @_where_1(%22, %23, %16) : (tensor<5x4xi1>, tensor<5x4xi32>, tensor<5x4xi32>) -> tensor<5x4xi32>
    return %24 : tensor<5x4xi32>
  }
  func.func private @_where(%arg0: tensor<5x4xi1>, %arg1: tensor<5x4xf32>, %arg2: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x4xi1>, tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
  func.func private @_where_0(%arg0: tensor<5x4xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<5x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<5x4xi1>, tensor<5x4xi32>
    return %2 : tensor<5x4xi32>
  }
  func.func private @isinf(%arg0: tensor<5x4xf32>) -> tensor<5x4xi1> {
    %0 = stablehlo.abs %arg0 : tensor<5x4xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    return %2 : tensor<5x4xi1>
  }
  func.func private @_where_1(%arg0: tensor<5x4xi1>, %arg1: tensor<5x4xi32>, %arg2: tensor<5x4xi32>) -> tensor<5x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x4xi1>, tensor<5x4xi32>
    return %0 : tensor<5x4xi32>
  }
}
