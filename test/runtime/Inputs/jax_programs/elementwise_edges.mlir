module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xf32>) -> (tensor<3x8xf32> {jax.result_info = "result[0]"}, tensor<3x8xf32> {jax.result_info = "result[1]"}, tensor<3x8xf32> {jax.result_info = "result[2]"}, tensor<3x8xf32> {jax.result_info = "result[3]"}, tensor<3x8xf32> {jax.result_info = "result[4]"}, tensor<3x8xf32> {jax.result_info = "result[5]"}, tensor<3x8xf32> {jax.result_info = "result[6]"}, tensor<3x8xf32> {jax.result_info = "result[7]"}, tensor<3x8xf32> {jax.result_info = "result[8]"}, tensor<3x8xf32> {jax.result_info = "result[9]"}, tensor<3x8xf32> {jax.result_info = "result[10]"}, tensor<3x8xf32> {jax.result_info = "result[11]"}, tensor<3x8xf32> {jax.result_info = "result[12]"}, tensor<3x8xf32> {jax.result_info = "result[13]"}, tensor<3x8xf32> {jax.result_info = "result[14]"}, tensor<3x8xf32> {jax.result_info = "result[15]"}, tensor<3x8xf32> {jax.result_info = "result[16]"}, tensor<3x8xi1> {jax.result_info = "result[17]"}, tensor<3x8xf32> {jax.result_info = "result[18]"}, tensor<3x8xf32> {jax.result_info = "result[19]"}) {
    %0 = call @softplus(%arg0) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %1 = stablehlo.negate %arg0 : tensor<3x8xf32>
    %2 = stablehlo.exponential %1 : tensor<3x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %4 = stablehlo.add %3, %2 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %6 = stablehlo.divide %5, %4 : tensor<3x8xf32>
    %7 = stablehlo.log_plus_one %arg0 : tensor<3x8xf32>
    %8 = stablehlo.exponential_minus_one %arg0 : tensor<3x8xf32>
    %9 = call @log_sigmoid(%arg0) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %10 = call @nan_to_num(%arg0) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %11 = call @clip(%arg0, %c, %c_1) : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    %12 = stablehlo.is_finite %arg0 : (tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = call @_where_0(%12, %arg0, %cst_2) : (tensor<3x8xi1>, tensor<3x8xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<3x8xf32>
    %16 = call @round(%15) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %17 = stablehlo.floor %arg0 : tensor<3x8xf32>
    %18 = stablehlo.ceil %arg0 : tensor<3x8xf32>
    %19 = stablehlo.sign %arg0 : tensor<3x8xf32>
    %20 = stablehlo.abs %arg0 : tensor<3x8xf32>
    %cst_4 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %21 = call @fmod(%arg0, %cst_4) : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %22 = call @remainder(%arg0, %cst_5) : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %24 = stablehlo.maximum %arg0, %23 : tensor<3x8xf32>
    %25 = stablehlo.reverse %arg0, dims = [0] : tensor<3x8xf32>
    %26 = stablehlo.minimum %arg0, %25 : tensor<3x8xf32>
    %27 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %28 = call @elu(%arg0) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %29 = call @leaky_relu(%arg0) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    return %0, %6, %7, %8, %9, %10, %11, %13, %16, %17, %18, %19, %20, %21, %22, %24, %26, %27, %28, %29 : tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xi1>, tensor<3x8xf32>, tensor<3x8xf32>
  }
  func.func private @softplus(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x8xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x8xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x8xf32>
    %7 = stablehlo.abs %3 : tensor<3x8xf32>
    %8 = stablehlo.negate %7 : tensor<3x8xf32>
    %9 = stablehlo.exponential %8 : tensor<3x8xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x8xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x8xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x8xi1>, tensor<3x8xf32>
    return %12 : tensor<3x8xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<3x8xf32>
    %1 = call @softplus(%0) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %2 = stablehlo.negate %1 : tensor<3x8xf32>
    return %2 : tensor<3x8xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<3x8xi1>, tensor<f32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where(%3, %cst_1, %1) : (tensor<3x8xi1>, tensor<f32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where(%6, %cst_3, %4) : (tensor<3x8xi1>, tensor<f32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    return %7 : tensor<3x8xf32>
  }
  func.func private @_where(%arg0: tensor<3x8xi1>, %arg1: tensor<f32>, %arg2: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3x8xi1>, tensor<3x8xf32>
    return %1 : tensor<3x8xf32>
  }
  func.func private @clip(%arg0: tensor<3x8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x8xf32>
    return %5 : tensor<3x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<3x8xi1>, %arg1: tensor<3x8xf32>, %arg2: tensor<f32>) -> tensor<3x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x8xi1>, tensor<3x8xf32>
    return %2 : tensor<3x8xf32>
  }
  func.func private @round(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
  func.func private @fmod(%arg0: tensor<3x8xf32>, %arg1: tensor<f32>) -> tensor<3x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<3x8xf32>
    return %2 : tensor<3x8xf32>
  }
  func.func private @remainder(%arg0: tensor<3x8xf32>, %arg1: tensor<f32>) -> tensor<3x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<3x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<3x8xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<3x8xi1>, tensor<3x8xi1>) -> tensor<3x8xi1>
    %10 = stablehlo.and %9, %4 : tensor<3x8xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %12 = stablehlo.add %2, %11 : tensor<3x8xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<3x8xi1>, tensor<3x8xf32>
    return %13 : tensor<3x8xf32>
  }
  func.func private @elu(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where_1(%3, %cst_1, %arg0) : (tensor<3x8xi1>, tensor<f32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x8xf32>
    %8 = call @_where_2(%1, %arg0, %7) : (tensor<3x8xi1>, tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    return %8 : tensor<3x8xf32>
  }
  func.func private @_where_1(%arg0: tensor<3x8xi1>, %arg1: tensor<f32>, %arg2: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x8xi1>, tensor<3x8xf32>
    return %2 : tensor<3x8xf32>
  }
  func.func private @_where_2(%arg0: tensor<3x8xi1>, %arg1: tensor<3x8xf32>, %arg2: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x8xi1>, tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<3x8xf32>
    %4 = call @_where_2(%1, %arg0, %3) : (tensor<3x8xi1>, tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    return %4 : tensor<3x8xf32>
  }
}
