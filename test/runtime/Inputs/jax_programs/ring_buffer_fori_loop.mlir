module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x4xf32>, %arg1: tensor<i32>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<12x4xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %arg1, %iterArg_7 = %c_1, %iterArg_8 = %c, %iterArg_9 = %0, %iterArg_10 = %1) : tensor<12x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x4xf32>, tensor<12x4xf32>
    cond {
      %c_11 = stablehlo.constant dense<12> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_7, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9:3 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<12x4xf32>, tensor<i32>, tensor<i32>, tensor<5x4xf32>, tensor<12x4xf32>) -> (tensor<i32>, tensor<5x4xf32>, tensor<12x4xf32>)
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_7, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %10, %9#0, %9#1, %9#2 : tensor<12x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<5x4xf32>, tensor<12x4xf32>
    }
    %3 = stablehlo.slice %arg0 [0:2, 0:4] : (tensor<12x4xf32>) -> tensor<2x4xf32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %arg1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %4, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.add %4, %c_4 : tensor<i32>
    %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_update_slice %2#4, %3, %7, %c_5 : (tensor<5x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    return %2#4, %2#5, %8 : tensor<5x4xf32>, tensor<12x4xf32>, tensor<5x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<12x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<5x4xf32>, %arg4: tensor<12x4xf32>) -> (tensor<i32>, tensor<5x4xf32>, tensor<12x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<12> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, %c_2, sizes = [1, 4] : (tensor<12x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %6 = stablehlo.convert %arg2 : tensor<i32>
    %7 = stablehlo.add %6, %arg1 : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %8 = call @remainder(%7, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %8, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %8, %c_5 : tensor<i32>
    %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.dynamic_update_slice %arg3, %5, %11, %c_6 : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %arg2, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = stablehlo.convert %arg2 : tensor<i32>
    %c_8 = stablehlo.constant dense<12> : tensor<i32>
    %17 = stablehlo.add %16, %c_8 : tensor<i32>
    %18 = stablehlo.select %15, %17, %arg2 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.dynamic_update_slice %arg4, %14, %18, %c_9 : (tensor<12x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<12x4xf32>
    return %0, %12, %19 : tensor<i32>, tensor<5x4xf32>, tensor<12x4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
