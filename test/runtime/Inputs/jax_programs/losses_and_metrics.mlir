module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x10xf32>, %arg1: tensor<4xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x1xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4x10xf32> {jax.result_info = "result[3]"}, tensor<4x2xi32> {jax.result_info = "result[4]"}, tensor<4x10xf32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<-3.000000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %0 = call @nan_to_num(%arg0, %cst, %cst_0) : (tensor<4x10xf32>, tensor<f32>, tensor<f32>) -> tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x10xf32>
    %7 = stablehlo.exponential %6 : tensor<4x10xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %11 = stablehlo.divide %7, %10 : tensor<4x10xf32>
    %12 = call @argmax(%0) : (tensor<4x10xf32>) -> tensor<4xi32>
    %13 = stablehlo.compare EQ, %12, %arg1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %14 = stablehlo.convert %13 : (tensor<4xi1>) -> tensor<4xi32>
    %15 = stablehlo.convert %14 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %17 = stablehlo.divide %16, %cst_5 : tensor<f32>
    %18 = call @log_softmax(%0) : (tensor<4x10xf32>) -> tensor<4x10xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %20 = call @take_along_axis(%18, %19) : (tensor<4x10xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    %21 = stablehlo.negate %20 : tensor<4x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = call @clip(%11, %cst_6, %cst_7) : (tensor<4x10xf32>, tensor<f32>, tensor<f32>) -> tensor<4x10xf32>
    %23 = stablehlo.log %22 : tensor<4x10xf32>
    %24 = stablehlo.multiply %11, %23 : tensor<4x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %26 = call @standardize(%0) : (tensor<4x10xf32>) -> tensor<4x10xf32>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<4x10xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %28 = stablehlo.maximum %0, %27 : tensor<4x10xf32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %30 = stablehlo.subtract %0, %29 : tensor<4x10xf32>
    %31 = stablehlo.compare NE, %30, %30, FLOAT : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xi1>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %33 = stablehlo.add %0, %32 : tensor<4x10xf32>
    %34 = stablehlo.abs %30 : tensor<4x10xf32>
    %35 = stablehlo.negate %34 : tensor<4x10xf32>
    %36 = stablehlo.exponential %35 : tensor<4x10xf32>
    %37 = stablehlo.log_plus_one %36 : tensor<4x10xf32>
    %38 = stablehlo.add %28, %37 : tensor<4x10xf32>
    %39 = stablehlo.select %31, %33, %38 : tensor<4x10xi1>, tensor<4x10xf32>
    %40 = stablehlo.is_finite %arg0 : (tensor<4x10xf32>) -> tensor<4x10xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %41 = call @_where_1(%40, %arg0, %c) : (tensor<4x10xi1>, tensor<4x10xf32>, tensor<i32>) -> tensor<4x10xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = call @_where_2(%40, %41, %cst_10) : (tensor<4x10xi1>, tensor<4x10xf32>, tensor<f32>) -> tensor<4x10xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_11) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<4xf32>
    %46 = stablehlo.is_finite %45 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.select %46, %45, %47 : tensor<4xi1>, tensor<4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %51 = stablehlo.subtract %41, %50 : tensor<4x10xf32>
    %52 = stablehlo.exponential %51 : tensor<4x10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = call @_where_2(%40, %52, %cst_14) : (tensor<4x10xi1>, tensor<4x10xf32>, tensor<f32>) -> tensor<4x10xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.abs %54 : tensor<4xf32>
    %56 = stablehlo.log %55 : tensor<4xf32>
    %57 = stablehlo.add %56, %48 : tensor<4xf32>
    return %17, %21, %25, %26, %indices, %39, %57 : tensor<f32>, tensor<4x1xf32>, tensor<4xf32>, tensor<4x10xf32>, tensor<4x2xi32>, tensor<4x10xf32>, tensor<4xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x10xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x10xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x10xi1>, tensor<f32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xi1>
    %4 = stablehlo.convert %arg2 : tensor<f32>
    %5 = call @_where(%3, %4, %1) : (tensor<4x10xi1>, tensor<f32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xi1>
    %8 = stablehlo.convert %arg1 : tensor<f32>
    %9 = call @_where(%7, %8, %5) : (tensor<4x10xi1>, tensor<f32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    return %9 : tensor<4x10xf32>
  }
  func.func private @_where(%arg0: tensor<4x10xi1>, %arg1: tensor<f32>, %arg2: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x10xi1>, tensor<4x10xf32>
    return %1 : tensor<4x10xf32>
  }
  func.func private @argmax(%arg0: tensor<4x10xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x10xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x10xf32>, tensor<4x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @log_softmax(%arg0: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x10xf32>
    %6 = stablehlo.exponential %5 : tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x10xf32>
    return %11 : tensor<4x10xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x10xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15 : tensor<4x1xf32>
  }
  func.func private @clip(%arg0: tensor<4x10xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x10xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x10xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x10xf32>
    return %5 : tensor<4x10xf32>
  }
  func.func private @standardize(%arg0: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = chlo.square %arg0 : tensor<4x10xf32> -> tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x1xf32>
    %9 = chlo.square %3 : tensor<4x1xf32> -> tensor<4x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @clip_0(%10, %c) : (tensor<4x1xf32>, tensor<i32>) -> tensor<4x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<4x10xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<4x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<4x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<4x10xf32>
    return %18 : tensor<4x10xf32>
  }
  func.func private @clip_0(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<4x10xi1>, %arg1: tensor<4x10xf32>, %arg2: tensor<i32>) -> tensor<4x10xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x10xi1>, tensor<4x10xf32>
    return %2 : tensor<4x10xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x10xi1>, %arg1: tensor<4x10xf32>, %arg2: tensor<f32>) -> tensor<4x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x10xi1>, tensor<4x10xf32>
    return %1 : tensor<4x10xf32>
  }
}
