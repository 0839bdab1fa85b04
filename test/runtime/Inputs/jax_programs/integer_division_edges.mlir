module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi8>, %arg3: tensor<8xi8>, %arg4: tensor<8xui32>, %arg5: tensor<8xui32>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8xi8> {jax.result_info = "result[2]"}, tensor<8xi8> {jax.result_info = "result[3]"}, tensor<8xui32> {jax.result_info = "result[4]"}, tensor<8xui32> {jax.result_info = "result[5]"}, tensor<8xi32> {jax.result_info = "result[6]"}, tensor<8xi8> {jax.result_info = "result[7]"}, tensor<8xui32> {jax.result_info = "result[8]"}, tensor<8xui32> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}, tensor<8xi8> {jax.result_info = "result[11]"}, tensor<8xi8> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xi32>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<8xi32>
    %2 = stablehlo.divide %arg2, %arg3 : tensor<8xi8>
    %3 = stablehlo.remainder %arg2, %arg3 : tensor<8xi8>
    %4 = stablehlo.divide %arg4, %arg5 : tensor<8xui32>
    %5 = stablehlo.remainder %arg4, %arg5 : tensor<8xui32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.compare EQ, %arg1, %6, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = call @_where(%7, %c_0, %arg1) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %9 = call @floor_divide(%arg0, %8) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %11 = stablehlo.compare EQ, %arg3, %10, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %12 = call @_where_1(%11, %c_2, %arg3) : (tensor<8xi1>, tensor<i32>, tensor<8xi8>) -> tensor<8xi8>
    %13 = call @remainder(%arg2, %12) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %c_3 = stablehlo.constant dense<7> : tensor<ui32>
    %14 = call @floor_divide_3(%arg4, %c_3) : (tensor<8xui32>, tensor<ui32>) -> tensor<8xui32>
    %c_4 = stablehlo.constant dense<10> : tensor<ui32>
    %15 = call @remainder_4(%arg4, %c_4) : (tensor<8xui32>, tensor<ui32>) -> tensor<8xui32>
    %16 = stablehlo.abs %arg0 : tensor<8xi32>
    %17 = stablehlo.negate %arg2 : tensor<8xi8>
    %18 = stablehlo.sign %arg2 : tensor<8xi8>
    return %0, %1, %2, %3, %4, %5, %9, %13, %14, %15, %16, %17, %18 : tensor<8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<8xi8>, tensor<8xui32>, tensor<8xui32>, tensor<8xi32>, tensor<8xi8>, tensor<8xui32>, tensor<8xui32>, tensor<8xi32>, tensor<8xi8>, tensor<8xi8>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xi32>
    %1 = stablehlo.sign %arg0 : tensor<8xi32>
    %2 = stablehlo.sign %arg1 : tensor<8xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.and %3, %6 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<8xi32>
    %10 = call @_where_0(%7, %9, %0) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %10 : tensor<8xi32>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_where_1(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi8>) -> tensor<8xi8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi8>
    return %2 : tensor<8xi8>
  }
  func.func private @remainder(%arg0: tensor<8xi8>, %arg1: tensor<8xi8>) -> tensor<8xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %3 = call @_where_2(%1, %2, %arg1) : (tensor<8xi1>, tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8xi8>
    %14 = stablehlo.select %12, %13, %4 : tensor<8xi1>, tensor<8xi8>
    return %14 : tensor<8xi8>
  }
  func.func private @_where_2(%arg0: tensor<8xi1>, %arg1: tensor<8xi8>, %arg2: tensor<8xi8>) -> tensor<8xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi8>
    return %0 : tensor<8xi8>
  }
  func.func private @floor_divide_3(%arg0: tensor<8xui32>, %arg1: tensor<ui32>) -> tensor<8xui32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.divide %arg0, %0 : tensor<8xui32>
    return %1 : tensor<8xui32>
  }
  func.func private @remainder_4(%arg0: tensor<8xui32>, %arg1: tensor<ui32>) -> tensor<8xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.compare EQ, %arg1, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %1 = call @_where_5(%0, %c_0, %arg1) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %5 = stablehlo.compare NE, %3, %4, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %7 = stablehlo.compare LT, %3, %6, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %8 = stablehlo.compare LT, %1, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %11 = stablehlo.and %10, %5 : tensor<8xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %13 = stablehlo.add %3, %12 : tensor<8xui32>
    %14 = stablehlo.select %11, %13, %3 : tensor<8xi1>, tensor<8xui32>
    return %14 : tensor<8xui32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
}
