module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<5xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg1) : tensor<6x6xf32>, tensor<i32>, tensor<6xf32>
    cond {
      %c_3 = stablehlo.constant dense<7> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @closed_call(%iterArg, %iterArg_2) : (tensor<6x6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %3, %2 : tensor<6x6xf32>, tensor<i32>, tensor<6xf32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg2, %iterArg_1 = %arg2, %iterArg_2 = %c_0, %iterArg_3 = %arg2) : tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>
    cond {
      %c_4 = stablehlo.constant dense<50> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.multiply %iterArg_3, %iterArg_3 : tensor<5xf32>
      %4 = stablehlo.subtract %3, %iterArg : tensor<5xf32>
      %5 = stablehlo.abs %4 : tensor<5xf32>
      %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %7 = stablehlo.compare GT, %5, %6, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %8 = stablehlo.reduce(%7 init: %c_5) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      %c_6 = stablehlo.constant dense<false> : tensor<i1>
      %9 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<i1>
      %10 = stablehlo.compare NE, %2, %9, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = stablehlo.convert %10 : tensor<i1>
      %12 = stablehlo.and %11, %8 : tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      %3 = stablehlo.divide %iterArg_1, %iterArg_3 : tensor<5xf32>
      %4 = stablehlo.add %iterArg_3, %3 : tensor<5xf32>
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %6 = stablehlo.multiply %5, %4 : tensor<5xf32>
      stablehlo.return %iterArg, %iterArg_1, %2, %6 : tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>
    }
    return %0#2, %1#2, %1#3 : tensor<6xf32>, tensor<i32>, tensor<5xf32>
  }
  func.func private @closed_call(%arg0: tensor<6x6xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %1 = call @norm(%0) : (tensor<6xf32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.divide %0, %2 : tensor<6xf32>
    return %3 : tensor<6xf32>
  }
  func.func private @norm(%arg0: tensor<6xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
