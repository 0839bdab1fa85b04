module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x16xf32>) -> (tensor<2x5x2x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x5x16xf32>) -> tensor<2x5x2x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %2 = stablehlo.dot_general %1, %0, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x1x8xf32>, tensor<2x5x2x8xf32>) -> tensor<2x2x5x1x5xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x5x1x5xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x2x5x1x5xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x2x5x5xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %7 = call @tril(%6) : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [2, 3] : (tensor<5x5xi1>) -> tensor<1x1x5x5xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x5x5xi1>) -> tensor<2x2x5x5xi1>
    %10 = stablehlo.and %5, %9 : tensor<2x2x5x5xi1>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %11 = call @_where(%10, %4, %cst_1) : (tensor<2x2x5x5xi1>, tensor<2x2x5x1x5xf32>, tensor<f32>) -> tensor<1x2x2x5x5xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x5x5xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2x2x5xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<1x2x2x5xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x5xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<1x2x2x5x5xf32>
    %18 = stablehlo.exponential %17 : tensor<1x2x2x5x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x5x5xf32>, tensor<f32>) -> tensor<1x2x2x5xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x2x2x5xf32>) -> tensor<1x2x2x5x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x5x1xf32>) -> tensor<1x2x2x5x5xf32>
    %22 = stablehlo.divide %18, %21 : tensor<1x2x2x5x5xf32>
    %23 = stablehlo.dot_general %0, %22, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x8xf32>, tensor<1x2x2x5x5xf32>) -> tensor<2x2x8x1x5xf32>
    %24 = stablehlo.transpose %23, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x1x5xf32>) -> tensor<1x2x5x2x8xf32>
    %25 = stablehlo.transpose %24, dims = [1, 2, 3, 0, 4] : (tensor<1x2x5x2x8xf32>) -> tensor<2x5x2x1x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x5x2x1x8xf32>) -> tensor<2x5x2x8xf32>
    return %26 : tensor<2x5x2x8xf32>
  }
  func.func private @tril(%arg0: tensor<5x5xi1>) -> tensor<5x5xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xi1>
    return %6 : tensor<5x5xi1>
  }
  func.func private @_where(%arg0: tensor<2x2x5x5xi1>, %arg1: tensor<2x2x5x1x5xf32>, %arg2: tensor<f32>) -> tensor<1x2x2x5x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x2x5x5xi1>) -> tensor<1x2x2x5x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x5x5xf32>) -> tensor<1x2x2x5x5xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x2x5x1x5xf32>) -> tensor<1x2x2x5x5xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x2x2x5x5xi1>, tensor<1x2x2x5x5xf32>
    return %4 : tensor<1x2x2x5x5xf32>
  }
}
