module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7xf32>, %arg1: tensor<5x7xi32>, %arg2: tensor<5x7xi1>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<7xi32> {jax.result_info = "result[1]"}, tensor<7xi32> {jax.result_info = "result[2]"}, tensor<i1> {jax.result_info = "result[3]"}, tensor<5xi32> {jax.result_info = "result[4]"}, tensor<7xui32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [1] : (tensor<5x7xf32>, tensor<f32>) -> tensor<5xf32>
     reducer(%arg3: tensor<f32>, %arg4: tensor<f32>)  {
      %8 = stablehlo.abs %arg3 : tensor<f32>
      %9 = stablehlo.abs %arg4 : tensor<f32>
      %10 = stablehlo.maximum %8, %9 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }
    %1 = stablehlo.iota dim = 0 : tensor<5x7xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.reduce(%arg1 init: %c), (%1 init: %c_0) across dimensions = [0] : (tensor<5x7xi32>, tensor<5x7xi32>, tensor<i32>, tensor<i32>) -> (tensor<7xi32>, tensor<7xi32>)
     reducer(%arg3: tensor<i32>, %arg5: tensor<i32>) (%arg4: tensor<i32>, %arg6: tensor<i32>)  {
      %8 = stablehlo.compare GT, %arg5, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = stablehlo.compare EQ, %arg5, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.compare LT, %arg6, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %11 = stablehlo.and %9, %10 : tensor<i1>
      %12 = stablehlo.or %8, %11 : tensor<i1>
      %13 = func.call @_where(%12, %arg5, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %14 = func.call @_where(%12, %arg6, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %13, %14 : tensor<i32>, tensor<i32>
    }
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %3 = stablehlo.reduce(%arg2 init: %c_1) applies stablehlo.xor across dimensions = [0, 1] : (tensor<5x7xi1>, tensor<i1>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.reduce(%arg1 init: %c_2) applies stablehlo.multiply across dimensions = [1] : (tensor<5x7xi32>, tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.convert %arg1 : (tensor<5x7xi32>) -> tensor<5x7xui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %6 = stablehlo.reduce(%5 init: %c_3) applies stablehlo.maximum across dimensions = [0] : (tensor<5x7xui32>, tensor<ui32>) -> tensor<7xui32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x7xf32>, tensor<f32>) -> tensor<f32>
    return %0, %2#0, %2#1, %3, %4, %6, %7 : tensor<5xf32>, tensor<7xi32>, tensor<7xi32>, tensor<i1>, tensor<5xi32>, tensor<7xui32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
