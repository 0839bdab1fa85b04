module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x9xf32>, %arg1: tensor<5x9xi32>) -> (tensor<5x9xf32> {jax.result_info = "result[0]"}, tensor<5x9xi32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}, tensor<5x3xi32> {jax.result_info = "result[3]"}, tensor<5x9xi32> {jax.result_info = "result[4]"}) {
    %0 = call @nan_to_num(%arg0) : (tensor<5x9xf32>) -> tensor<5x9xf32>
    %values, %indices = chlo.top_k(%0, k = 3) : tensor<5x9xf32> -> (tensor<5x3xf32>, tensor<5x3xi32>)
    %1 = call @sort(%arg0) : (tensor<5x9xf32>) -> tensor<5x9xf32>
    %2 = call @argsort(%arg1) : (tensor<5x9xi32>) -> tensor<5x9xi32>
    %3 = call @sort_0(%arg1) : (tensor<5x9xi32>) -> tensor<5x9xi32>
    %4 = stablehlo.reverse %3, dims = [0] : tensor<5x9xi32>
    return %1, %2, %values, %indices, %4 : tensor<5x9xf32>, tensor<5x9xi32>, tensor<5x3xf32>, tensor<5x3xi32>, tensor<5x9xi32>
  }
  func.func private @nan_to_num(%arg0: tensor<5x9xf32>) -> tensor<5x9xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<5x9xi1>, tensor<f32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x9xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where(%3, %cst_1, %1) : (tensor<5x9xi1>, tensor<f32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x9xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where(%6, %cst_3, %4) : (tensor<5x9xi1>, tensor<f32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    return %7 : tensor<5x9xf32>
  }
  func.func private @_where(%arg0: tensor<5x9xi1>, %arg1: tensor<f32>, %arg2: tensor<5x9xf32>) -> tensor<5x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5x9xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<5x9xi1>, tensor<5x9xf32>
    return %1 : tensor<5x9xf32>
  }
  func.func private @sort(%arg0: tensor<5x9xf32>) -> tensor<5x9xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
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
    }) : (tensor<5x9xf32>) -> tensor<5x9xf32>
    return %0 : tensor<5x9xf32>
  }
  func.func private @argsort(%arg0: tensor<5x9xi32>) -> tensor<5x9xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<5x9xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<5x9xi32>, tensor<5x9xi32>) -> (tensor<5x9xi32>, tensor<5x9xi32>)
    return %1#1 : tensor<5x9xi32>
  }
  func.func private @sort_0(%arg0: tensor<5x9xi32>) -> tensor<5x9xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<5x9xi32>) -> tensor<5x9xi32>
    return %0 : tensor<5x9xi32>
  }
}
