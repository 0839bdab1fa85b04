module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xi32>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x6xui8>, %arg3: tensor<4x6xi1>) -> (tensor<4x6xi32> {jax.result_info = "result[0]"}, tensor<4x6xi32> {jax.result_info = "result[1]"}, tensor<4x6xi32> {jax.result_info = "result[2]"}, tensor<4x6xi32> {jax.result_info = "result[3]"}, tensor<4x6xui8> {jax.result_info = "result[4]"}, tensor<4x6xi32> {jax.result_info = "result[5]"}, tensor<4x6xui8> {jax.result_info = "result[6]"}, tensor<4x6xui8> {jax.result_info = "result[7]"}, tensor<4x6xi1> {jax.result_info = "result[8]"}, tensor<4xi1> {jax.result_info = "result[9]"}, tensor<6xi1> {jax.result_info = "result[10]"}, tensor<i32> {jax.result_info = "result[11]"}, tensor<i32> {jax.result_info = "result[12]"}, tensor<4x6xi32> {jax.result_info = "result[13]"}, tensor<4x6xi32> {jax.result_info = "result[14]"}, tensor<4x6xi32> {jax.result_info = "result[15]"}, tensor<4x6xi32> {jax.result_info = "result[16]"}, tensor<4x6xui8> {jax.result_info = "result[17]"}, tensor<4x6xi32> {jax.result_info = "result[18]"}, tensor<4x6xi32> {jax.result_info = "result[19]"}, tensor<4x6xi32> {jax.result_info = "result[20]"}, tensor<4x6xf32> {jax.result_info = "result[21]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %arg1) : (tensor<4x6xi1>, tensor<i32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %3 = call @floor_divide(%arg0, %2) : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %4 = call @remainder(%arg0, %2) : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %5 = stablehlo.shift_left %arg0, %arg1 : tensor<4x6xi32>
    %6 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<4x6xi32>
    %7 = stablehlo.popcnt %arg2 : tensor<4x6xui8>
    %8 = stablehlo.count_leading_zeros %arg0 : tensor<4x6xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<ui8>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<4x6xui8>
    %10 = stablehlo.shift_right_logical %arg2, %9 : tensor<4x6xui8>
    %c_2 = stablehlo.constant dense<90> : tensor<ui8>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<4x6xui8>
    %12 = stablehlo.xor %arg2, %11 : tensor<4x6xui8>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %14 = stablehlo.compare GT, %arg0, %13, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %15 = stablehlo.and %arg3, %14 : tensor<4x6xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %16 = stablehlo.reduce(%arg3 init: %c_4) applies stablehlo.or across dimensions = [1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%arg3 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<4x6xi1>, tensor<i1>) -> tensor<6xi1>
    %18 = call @count_nonzero(%arg3) : (tensor<4x6xi1>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.reduce(%arg0 init: %c_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<i32>
    %20 = stablehlo.abs %arg0 : tensor<4x6xi32>
    %21 = stablehlo.sign %arg1 : tensor<4x6xi32>
    %22 = stablehlo.maximum %arg0, %arg1 : tensor<4x6xi32>
    %c_7 = stablehlo.constant dense<-5> : tensor<i32>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %23 = call @clip(%arg0, %c_7, %c_8) : (tensor<4x6xi32>, tensor<i32>, tensor<i32>) -> tensor<4x6xi32>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %25 = stablehlo.multiply %arg0, %24 : tensor<4x6xi32>
    %26 = stablehlo.convert %25 : (tensor<4x6xi32>) -> tensor<4x6xui8>
    %27 = stablehlo.convert %arg2 : (tensor<4x6xui8>) -> tensor<4x6xi32>
    %c_10 = stablehlo.constant dense<128> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %29 = stablehlo.subtract %27, %28 : tensor<4x6xi32>
    %30 = call @gcd(%arg0, %arg1) : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %31 = stablehlo.multiply %arg1, %arg1 : tensor<4x6xi32>
    %32 = stablehlo.multiply %31, %arg1 : tensor<4x6xi32>
    %33 = stablehlo.convert %arg0 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %35 = stablehlo.divide %33, %34 : tensor<4x6xf32>
    return %3, %4, %5, %6, %7, %8, %10, %12, %15, %16, %17, %18, %19, %20, %21, %22, %23, %26, %29, %30, %32, %35 : tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xui8>, tensor<4x6xi32>, tensor<4x6xui8>, tensor<4x6xui8>, tensor<4x6xi1>, tensor<4xi1>, tensor<6xi1>, tensor<i32>, tensor<i32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xui8>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<i32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x6xi1>, tensor<4x6xi32>
    return %2 : tensor<4x6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4x6xi32>, %arg1: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<4x6xi32>
    %1 = stablehlo.sign %arg0 : tensor<4x6xi32>
    %2 = stablehlo.sign %arg1 : tensor<4x6xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<4x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %7 = stablehlo.and %3, %6 : tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<4x6xi32>
    %10 = call @_where_0(%7, %9, %0) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    return %10 : tensor<4x6xi32>
  }
  func.func private @_where_0(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
  func.func private @remainder(%arg0: tensor<4x6xi32>, %arg1: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %3 = call @_where_0(%1, %2, %arg1) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4x6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %12 = stablehlo.and %11, %6 : tensor<4x6xi1>
    %13 = stablehlo.add %4, %3 : tensor<4x6xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<4x6xi1>, tensor<4x6xi32>
    return %14 : tensor<4x6xi32>
  }
  func.func private @count_nonzero(%arg0: tensor<4x6xi1>) -> tensor<i32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x6xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %2 = stablehlo.convert %1 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%2 init: %c_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<4x6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4x6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x6xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x6xi32>
    return %5 : tensor<4x6xi32>
  }
  func.func private @gcd(%arg0: tensor<4x6xi32>, %arg1: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.abs %arg0 : tensor<4x6xi32>
    %1 = stablehlo.abs %arg1 : tensor<4x6xi32>
    %2:2 = stablehlo.while(%iterArg = %0, %iterArg_0 = %1) : tensor<4x6xi32>, tensor<4x6xi32>
    cond {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
      %4 = stablehlo.compare NE, %iterArg_0, %3, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %5 = stablehlo.reduce(%4 init: %c_1) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
      %4 = stablehlo.compare NE, %iterArg_0, %3, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
      %5 = func.call @_where_1(%4, %iterArg_0, %iterArg) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
      %7 = stablehlo.compare NE, %iterArg_0, %6, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
      %8 = stablehlo.remainder %iterArg, %iterArg_0 : tensor<4x6xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %9 = func.call @_where_2(%7, %8, %c_2) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<i32>) -> tensor<4x6xi32>
      %10 = stablehlo.compare LT, %5, %9, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
      %11 = func.call @_where_1(%10, %9, %5) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
      %12 = stablehlo.compare LT, %5, %9, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
      %13 = func.call @_where_1(%12, %5, %9) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
      stablehlo.return %11, %13 : tensor<4x6xi32>, tensor<4x6xi32>
    }
    return %2#0 : tensor<4x6xi32>
  }
  func.func private @_where_1(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
  func.func private @_where_2(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi32>, %arg2: tensor<i32>) -> tensor<4x6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x6xi1>, tensor<4x6xi32>
    return %1 : tensor<4x6xi32>
  }
}
