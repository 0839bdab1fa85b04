module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x8xf32>, %arg1: tensor<2x5x8xf32>, %arg2: tensor<2x5x8xf32>) -> (tensor<2x5x8xf32> {jax.result_info = "result[0]"}, tensor<2x5x8xf32> {jax.result_info = "result[1]"}, tensor<2x5x8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x5xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1 = stablehlo.sqrt %cst : tensor<f32>
    %2 = stablehlo.convert %1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x5x5xf32>
    %4 = stablehlo.divide %0, %3 : tensor<2x5x5xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %6 = call @tril(%5) : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %7:2 = call @_where(%6, %4, %cst_0) : (tensor<5x5xi1>, tensor<2x5x5xf32>, tensor<f32>) -> (tensor<2x5x5xf32>, tensor<2x5x5xi1>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7#0 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<2x5x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x5xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %13 = stablehlo.subtract %7#0, %12 : tensor<2x5x5xf32>
    %14 = stablehlo.exponential %13 : tensor<2x5x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x5x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %18 = stablehlo.divide %14, %17 : tensor<2x5x5xf32>
    %19 = stablehlo.multiply %16, %16 : tensor<2x5x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %21 = stablehlo.divide %20, %19 : tensor<2x5x1xf32>
    %22 = stablehlo.dot_general %18, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %23 = stablehlo.cosine %arg0 : tensor<2x5x8xf32>
    %24 = stablehlo.sine %arg0 : tensor<2x5x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x5x8xf32>
    %26 = stablehlo.multiply %22, %25 : tensor<2x5x8xf32>
    %27 = stablehlo.multiply %25, %23 : tensor<2x5x8xf32>
    %28 = stablehlo.negate %26 : tensor<2x5x8xf32>
    %29 = stablehlo.multiply %28, %24 : tensor<2x5x8xf32>
    %30 = stablehlo.dot_general %27, %18, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x5x5xf32>) -> tensor<2x8x5xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1] : (tensor<2x8x5xf32>) -> tensor<2x5x8xf32>
    %32 = stablehlo.dot_general %27, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x5xf32>
    %33 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2x5x5xf32>
    %35 = stablehlo.multiply %34, %14 : tensor<2x5x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x5x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %38 = stablehlo.negate %37 : tensor<2x5x1xf32>
    %39 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %40 = stablehlo.divide %32, %39 : tensor<2x5x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x5xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x5x5xf32>
    %44 = stablehlo.multiply %43, %14 : tensor<2x5x5xf32>
    %45 = call @_where_0(%7#1, %44) : (tensor<2x5x5xi1>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %46 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x5x5xf32>
    %47 = stablehlo.divide %45, %46 : tensor<2x5x5xf32>
    %48 = stablehlo.dot_general %47, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %49 = stablehlo.dot_general %47, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %50 = stablehlo.add %29, %49 : tensor<2x5x8xf32>
    return %50, %48, %31 : tensor<2x5x8xf32>, tensor<2x5x8xf32>, tensor<2x5x8xf32>
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
  func.func private @_where(%arg0: tensor<5x5xi1>, %arg1: tensor<2x5x5xf32>, %arg2: tensor<f32>) -> (tensor<2x5x5xf32>, tensor<2x5x5xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<5x5xi1>) -> tensor<2x5x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x5x5xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x5x5xi1>, tensor<2x5x5xf32>
    return %3, %1 : tensor<2x5x5xf32>, tensor<2x5x5xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x5x5xi1>, %arg1: tensor<2x5x5xf32>) -> tensor<2x5x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x5x5xi1>, tensor<2x5x5xf32>
    return %1 : tensor<2x5x5xf32>
  }
}
