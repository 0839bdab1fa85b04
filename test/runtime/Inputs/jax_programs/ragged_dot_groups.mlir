module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x4xf32>, %arg1: tensor<4x4x5xf32>, %arg2: tensor<4xi32>, %arg3: tensor<10x4xf32>) -> (tensor<10x5xf32> {jax.result_info = "result[0]"}, tensor<4x4x5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<10x4xf32>) -> tensor<4x10x4xf32>
    %1 = stablehlo.iota dim = 1 : tensor<4x10x4xi32>
    %2 = call @cumsum(%arg2) : (tensor<4xi32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.slice %3 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    %5 = stablehlo.slice %2 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xi32>) -> tensor<4x10x4xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi32>) -> tensor<4x10x4xi32>
    %9 = stablehlo.compare LE, %8, %1, SIGNED : (tensor<4x10x4xi32>, tensor<4x10x4xi32>) -> tensor<4x10x4xi1>
    %10 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<4x10x4xi32>, tensor<4x10x4xi32>) -> tensor<4x10x4xi1>
    %11 = stablehlo.and %9, %10 : tensor<4x10x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10x4xf32>
    %13 = stablehlo.select %11, %0, %12 : tensor<4x10x4xi1>, tensor<4x10x4xf32>
    %14 = stablehlo.dot_general %13, %arg1, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<4x10x4xf32>, tensor<4x4x5xf32>) -> tensor<10x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %16 = stablehlo.multiply %15, %arg3 : tensor<10x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.pad %16, %cst_1, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10x5xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<10x4xf32>) -> tensor<4x10x4xf32>
    %19 = stablehlo.iota dim = 1 : tensor<4x10x4xi32>
    %20 = call @cumsum(%arg2) : (tensor<4xi32>) -> tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.slice %21 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    %23 = stablehlo.slice %20 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %24 = stablehlo.concatenate %22, %23, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %25 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x10x4xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xi32>) -> tensor<4x10x4xi32>
    %27 = stablehlo.compare LE, %26, %19, SIGNED : (tensor<4x10x4xi32>, tensor<4x10x4xi32>) -> tensor<4x10x4xi1>
    %28 = stablehlo.compare LT, %19, %25, SIGNED : (tensor<4x10x4xi32>, tensor<4x10x4xi32>) -> tensor<4x10x4xi1>
    %29 = stablehlo.and %27, %28 : tensor<4x10x4xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x10x4xf32>
    %31 = stablehlo.select %29, %18, %30 : tensor<4x10x4xi1>, tensor<4x10x4xf32>
    %32 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<10x5xf32>) -> tensor<4x10x5xf32>
    %33 = stablehlo.iota dim = 1 : tensor<4x10x5xi32>
    %34 = call @cumsum(%arg2) : (tensor<4xi32>) -> tensor<4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %36 = stablehlo.slice %35 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    %37 = stablehlo.slice %34 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %39 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<4xi32>) -> tensor<4x10x5xi32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4xi32>) -> tensor<4x10x5xi32>
    %41 = stablehlo.compare LE, %40, %33, SIGNED : (tensor<4x10x5xi32>, tensor<4x10x5xi32>) -> tensor<4x10x5xi1>
    %42 = stablehlo.compare LT, %33, %39, SIGNED : (tensor<4x10x5xi32>, tensor<4x10x5xi32>) -> tensor<4x10x5xi1>
    %43 = stablehlo.and %41, %42 : tensor<4x10x5xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x10x5xf32>
    %45 = stablehlo.select %43, %32, %44 : tensor<4x10x5xi1>, tensor<4x10x5xf32>
    %46 = stablehlo.dot_general %31, %45, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x10x4xf32>, tensor<4x10x5xf32>) -> tensor<4x4x5xf32>
    return %14, %46 : tensor<10x5xf32>, tensor<4x4x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
}
