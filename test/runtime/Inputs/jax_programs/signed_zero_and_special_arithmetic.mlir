module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}, tensor<8xf32> {jax.result_info = "result[9]"}, tensor<8xf32> {jax.result_info = "result[10]"}, tensor<8xf32> {jax.result_info = "result[11]"}, tensor<f32> {jax.result_info = "result[12]"}, tensor<f32> {jax.result_info = "result[13]"}, tensor<f32> {jax.result_info = "result[14]"}, tensor<8xf32> {jax.result_info = "result[15]"}, tensor<8xf32> {jax.result_info = "result[16]"}, tensor<8xf32> {jax.result_info = "result[17]"}, tensor<8xf32> {jax.result_info = "result[18]"}, tensor<8xf32> {jax.result_info = "result[19]"}, tensor<8xf32> {jax.result_info = "result[20]"}, tensor<8xf32> {jax.result_info = "result[21]"}, tensor<8xf32> {jax.result_info = "result[22]"}, tensor<8xf32> {jax.result_info = "result[23]"}, tensor<8xi32> {jax.result_info = "result[24]"}, tensor<8xi1> {jax.result_info = "result[25]"}) {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<2xf32>
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<8xf32>
    %1 = stablehlo.minimum %arg0, %arg1 : tensor<8xf32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<8xf32>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<8xf32>
    %4 = stablehlo.sqrt %arg0 : tensor<8xf32>
    %5 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
    %6 = stablehlo.subtract %arg0, %arg1 : tensor<8xf32>
    %7 = stablehlo.sign %arg0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = call @copysign(%cst_0, %arg0) : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %9 = stablehlo.atan2 %arg0, %arg1 : tensor<8xf32>
    %10 = stablehlo.power %arg0, %arg1 : tensor<8xf32>
    %11 = stablehlo.power %arg1, %arg0 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.reduce(%arg1 init: %cst_2) applies stablehlo.minimum across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.slice %arg0 [0:2] : (tensor<8xf32>) -> tensor<2xf32>
    %15 = stablehlo.multiply %cst, %14 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.abs %arg0 : tensor<8xf32>
    %18 = stablehlo.negate %arg0 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.divide %19, %arg0 : tensor<8xf32>
    %21 = stablehlo.log %arg0 : tensor<8xf32>
    %22 = stablehlo.negate %arg0 : tensor<8xf32>
    %23 = stablehlo.multiply %22, %arg1 : tensor<8xf32>
    %24 = stablehlo.exponential %23 : tensor<8xf32>
    %25 = call @fmod(%arg1, %arg0) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %26 = call @remainder(%arg0, %arg1) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %27 = stablehlo.abs %arg0 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<8xf32>
    %30 = stablehlo.floor %29 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<-4.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.multiply %31, %arg0 : tensor<8xf32>
    %33 = call @round(%32) : (tensor<8xf32>) -> tensor<8xf32>
    %34 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %cst_7 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.clamp %35, %arg1, %36 : tensor<8xf32>
    %38 = call @signbit(%37) : (tensor<8xf32>) -> tensor<8xi1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %16, %17, %18, %20, %21, %24, %25, %26, %30, %33, %34, %38 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xi1>
  }
  func.func private @copysign(%arg0: tensor<f32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = call @signbit(%arg1) : (tensor<8xf32>) -> tensor<8xi1>
    %2 = stablehlo.abs %0 : tensor<f32>
    %3 = stablehlo.negate %2 : tensor<f32>
    %4 = stablehlo.abs %0 : tensor<f32>
    %5 = call @_where(%1, %3, %4) : (tensor<8xi1>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @signbit(%arg0: tensor<8xf32>) -> tensor<8xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %5 = stablehlo.convert %4 : tensor<8xi1>
    return %5 : tensor<8xi1>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @fmod(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @remainder(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.compare LT, %0, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.compare LT, %arg1, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %7 = stablehlo.compare NE, %4, %6, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %8 = stablehlo.and %7, %2 : tensor<8xi1>
    %9 = stablehlo.add %0, %arg1 : tensor<8xf32>
    %10 = stablehlo.select %8, %9, %0 : tensor<8xi1>, tensor<8xf32>
    return %10 : tensor<8xf32>
  }
  func.func private @round(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
