module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<5xi32>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %c, %iterArg_4 = %0) : tensor<5x4xf32>, tensor<i32>, tensor<5x4xf32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %4 = func.call @closed_call(%3) : (tensor<4xf32>) -> tensor<4xf32>
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_4, %4, %iterArg_3) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %6, %5 : tensor<5x4xf32>, tensor<i32>, tensor<5x4xf32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %arg0, %iterArg_4 = %c_2, %iterArg_5 = %c_0, %iterArg_6 = %cst_1) : tensor<5xi32>, tensor<5x4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
    cond {
      %c_7 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:2 = func.call @closed_call_0(%iterArg, %iterArg_3, %iterArg_5, %iterArg_6) : (tensor<5xi32>, tensor<5x4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %4, %3#0, %3#1 : tensor<5xi32>, tensor<5x4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
    }
    return %1#2, %2#4 : tensor<5x4xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @sort(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @sort(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<5xi32>, %arg1: tensor<5x4xf32>, %arg2: tensor<i32>, %arg3: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.add %6, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8:5 = stablehlo.while(%iterArg = %arg2, %iterArg_4 = %arg1, %iterArg_5 = %c_3, %iterArg_6 = %7, %iterArg_7 = %arg3) : tensor<i32>, tensor<5x4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
    cond {
      %9 = stablehlo.compare LT, %iterArg_5, %iterArg_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      %10 = stablehlo.convert %iterArg : tensor<i32>
      %11 = stablehlo.convert %iterArg_5 : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare LT, %10, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<5> : tensor<i32>
      %13 = stablehlo.add %10, %c_10 : tensor<i32>
      %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %11, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.add %11, %c_12 : tensor<i32>
      %17 = stablehlo.select %15, %16, %11 : tensor<i1>, tensor<i32>
      %18 = stablehlo.dynamic_slice %iterArg_4, %14, %17, sizes = [1, 1] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %19 = stablehlo.reshape %18 : (tensor<1x1xf32>) -> tensor<f32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_5, %c_13 : tensor<i32>
      %21 = stablehlo.convert %20 : (tensor<i32>) -> tensor<f32>
      %22 = stablehlo.multiply %19, %21 : tensor<f32>
      %23 = stablehlo.convert %iterArg_7 : tensor<f32>
      %24 = stablehlo.add %23, %22 : tensor<f32>
      stablehlo.return %iterArg, %iterArg_4, %9, %iterArg_6, %24 : tensor<i32>, tensor<5x4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
    }
    return %0, %8#4 : tensor<i32>, tensor<f32>
  }
}
