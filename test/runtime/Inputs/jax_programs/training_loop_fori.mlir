module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3xf32>, %arg1: tensor<32xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0][0]"}, tensor<f32> {jax.result_info = "result[0][1]"}, tensor<25xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x3xf32>, tensor<3xf32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<32xf32>
    %3 = stablehlo.add %0, %2 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.compare GT, %3, %4, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %6 = stablehlo.convert %5 : (tensor<32xi1>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<25xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9:8 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %6, %iterArg_10 = %c, %iterArg_11 = %7, %iterArg_12 = %cst_2, %iterArg_13 = %7, %iterArg_14 = %cst_3, %iterArg_15 = %8) : tensor<32x3xf32>, tensor<32xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<25xf32>
    cond {
      %c_16 = stablehlo.constant dense<25> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_10, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %22 : tensor<i1>
    } do {
      %22:5 = func.call @closed_call(%iterArg, %iterArg_9, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14) : (tensor<32x3xf32>, tensor<32xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<f32>)
      %23 = func.call @dynamic_update_index_in_dim(%iterArg_15, %22#4, %iterArg_10) : (tensor<25xf32>, tensor<f32>, tensor<i32>) -> tensor<25xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_10, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %24, %22#0, %22#1, %22#2, %22#3, %23 : tensor<32x3xf32>, tensor<32xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<25xf32>
    }
    %10 = stablehlo.dot_general %arg0, %9#3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x3xf32>, tensor<3xf32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %9#4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.add %10, %11 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.compare GT, %12, %13, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.compare GT, %6, %15, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %17 = stablehlo.compare EQ, %14, %16, UNSIGNED : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
    %18 = stablehlo.convert %17 : (tensor<32xi1>) -> tensor<32xi32>
    %19 = stablehlo.convert %18 : (tensor<32xi32>) -> tensor<32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %21 = stablehlo.divide %20, %cst_8 : tensor<f32>
    return %9#3, %9#4, %9#7, %21 : tensor<3xf32>, tensor<f32>, tensor<25xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<32x3xf32>, %arg1: tensor<32xf32>, %arg2: tensor<3xf32>, %arg3: tensor<f32>, %arg4: tensor<3xf32>, %arg5: tensor<f32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x3xf32>, tensor<3xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.add %0, %1 : tensor<32xf32>
    %3:2 = call @softplus(%2) : (tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>)
    %4 = stablehlo.multiply %arg1, %2 : tensor<32xf32>
    %5 = stablehlo.subtract %3#0, %4 : tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_0 : tensor<f32>
    %8 = stablehlo.multiply %arg2, %arg2 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg2 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %12 = stablehlo.multiply %cst_3, %11 : tensor<f32>
    %13 = stablehlo.add %7, %12 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.multiply %cst_4, %cst_5 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.multiply %15, %10 : tensor<3xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %17 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.negate %18 : tensor<32xf32>
    %20 = stablehlo.multiply %arg1, %19 : tensor<32xf32>
    %21 = call @softplus_0(%3#1, %18) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %22 = stablehlo.add %20, %21 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %24 = stablehlo.dot_general %22, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32xf32>, tensor<32x3xf32>) -> tensor<3xf32>
    %25 = stablehlo.add %16, %24 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.multiply %26, %arg4 : tensor<3xf32>
    %28 = stablehlo.add %27, %25 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %29 = stablehlo.multiply %cst_10, %arg5 : tensor<f32>
    %30 = stablehlo.add %29, %23 : tensor<f32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %32 = stablehlo.multiply %31, %28 : tensor<3xf32>
    %33 = stablehlo.subtract %arg2, %32 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = stablehlo.multiply %cst_12, %30 : tensor<f32>
    %35 = stablehlo.subtract %arg3, %34 : tensor<f32>
    return %33, %35, %28, %30, %13 : tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @softplus(%arg0: tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<32xf32>
    %7 = stablehlo.abs %3 : tensor<32xf32>
    %8 = stablehlo.negate %7 : tensor<32xf32>
    %9 = stablehlo.exponential %8 : tensor<32xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<32xf32>
    %11 = stablehlo.add %1, %10 : tensor<32xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<32xi1>, tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<32xi1>, tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<32xi1>, tensor<32xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<32xf32>
    %22 = stablehlo.exponential %21 : tensor<32xf32>
    return %12, %22 : tensor<32xf32>, tensor<32xf32>
  }
  func.func private @softplus_0(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<25xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<25xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<25xf32>, tensor<1xf32>, tensor<i32>) -> tensor<25xf32>
    return %1 : tensor<25xf32>
  }
}
