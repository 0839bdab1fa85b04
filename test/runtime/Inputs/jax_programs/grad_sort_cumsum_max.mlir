module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>) -> (tensor<3x7xf32> {jax.result_info = "result"}) {
    %0 = call @sort(%arg0) : (tensor<3x7xf32>) -> tensor<3x7x1xui32>
    %1 = call @cumsum(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3x7xf32>
    %4 = stablehlo.multiply %arg0, %arg1 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<3x7xf32>, tensor<f32>) -> tensor<7xf32>
    %6 = stablehlo.reshape %5 : (tensor<7xf32>) -> tensor<1x7xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x7xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.compare EQ, %4, %7, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %9 = stablehlo.convert %8 : (tensor<3x7xi1>) -> tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x7xf32>, tensor<f32>) -> tensor<7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %12 = stablehlo.divide %11, %10 : tensor<7xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<7xf32>) -> tensor<3x7xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<3x7xf32>
    %15 = stablehlo.multiply %14, %arg1 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<3x7xf32>
    %18 = call @cumsum_1(%17) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %19 = stablehlo.add %15, %18 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %21 = stablehlo.multiply %20, %arg1 : tensor<3x7xf32>
    %22 = call @sort_3(%0, %21) : (tensor<3x7x1xui32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %23 = stablehlo.add %19, %22 : tensor<3x7xf32>
    return %23 : tensor<3x7xf32>
  }
  func.func private @sort(%arg0: tensor<3x7xf32>) -> tensor<3x7x1xui32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x7xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<3x7xf32>, tensor<3x7xui32>) -> (tensor<3x7xf32>, tensor<3x7xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0, 1] : (tensor<3x7xui32>) -> tensor<3x7x1xui32>
    return %2 : tensor<3x7x1xui32>
  }
  func.func private @cumsum(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [6, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 6]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @sort_3(%arg0: tensor<3x7x1xui32>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x7xf32>, tensor<3x7x1xui32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
}
