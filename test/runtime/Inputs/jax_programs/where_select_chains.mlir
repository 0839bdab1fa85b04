module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %2 = stablehlo.abs %arg0 : tensor<4x5xf32>
    %3 = stablehlo.log %2 : tensor<4x5xf32>
    %4 = stablehlo.exponential %arg0 : tensor<4x5xf32>
    %5 = call @_where(%1, %3, %4) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %6 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %7 = stablehlo.compare GT, %arg1, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %8 = call @_where(%7, %arg1, %arg0) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %9 = call @_where_0(%6, %cst_0, %8) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %11 = stablehlo.compare LT, %arg0, %10, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %13 = stablehlo.compare LT, %arg0, %12, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<4x5xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %16 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x5xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %18 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %19 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %20 = stablehlo.concatenate %17, %18, %19, dim = 0 : (tensor<1x4x5xi1>, tensor<1x4x5xi1>, tensor<1x4x5xi1>) -> tensor<3x4x5xi1>
    %21 = call @argmax(%20) : (tensor<3x4x5xi1>) -> tensor<4x5xi32>
    %cst_4 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %24 = stablehlo.compare LT, %21, %23, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %26 = stablehlo.compare LT, %21, %25, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %27 = stablehlo.select %26, %15, %arg0 : tensor<4x5xi1>, tensor<4x5xf32>
    %28 = stablehlo.select %24, %22, %27 : tensor<4x5xi1>, tensor<4x5xf32>
    return %5, %9, %28 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x5xi1>, %arg1: tensor<f32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @argmax(%arg0: tensor<3x4x5xi1>) -> tensor<4x5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4x5xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3x4x5xi1>, tensor<3x4x5xi32>, tensor<i1>, tensor<i32>) -> (tensor<4x5xi1>, tensor<4x5xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<4x5xi32>
  }
}
