module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x4x8xf32>, %arg1: tensor<2x7x2x8xf32>, %arg2: tensor<2x7x2x8xf32>, %arg3: tensor<2x4x5x7xf32>, %arg4: tensor<2x7xi1>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x5x4x8xf32> {jax.result_info = "result[1]"}, tensor<2x5x4x8xf32> {jax.result_info = "result[2][0]"}, tensor<2x7x2x8xf32> {jax.result_info = "result[2][1]"}, tensor<2x7x2x8xf32> {jax.result_info = "result[2][2]"}, tensor<2x4x5x7xf32> {jax.result_info = "result[2][3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %2 = "stablehlo.scatter"(%arg4, %0, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<i1>, %arg6: tensor<i1>):
      stablehlo.return %arg6 : tensor<i1>
    }) : (tensor<2x7xi1>, tensor<1xi32>, tensor<2xi1>) -> tensor<2x7xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 3] : (tensor<2x7xi1>) -> tensor<2x1x1x7xi1>
    %4 = stablehlo.reshape %arg0 : (tensor<2x5x4x8xf32>) -> tensor<2x5x2x2x8xf32>
    %5 = stablehlo.reshape %arg3 : (tensor<2x4x5x7xf32>) -> tensor<2x2x2x5x7xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 3, 4] : (tensor<2x1x1x7xi1>) -> tensor<2x1x1x1x7xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x1x7xi1>) -> tensor<2x1x2x1x7xi1>
    %8 = stablehlo.dot_general %4, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x2x8xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x5x2x7xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x5x2x7xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<2x2x5x2x7xf32>
    %11 = stablehlo.transpose %10, dims = [3, 0, 1, 2, 4] : (tensor<2x2x5x2x7xf32>) -> tensor<2x2x2x5x7xf32>
    %12 = stablehlo.transpose %5, dims = [2, 0, 1, 3, 4] : (tensor<2x2x2x5x7xf32>) -> tensor<2x2x2x5x7xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x2x2x5x7xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<2x2x5x7xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3, 4] : (tensor<2x2x5x7xi1>) -> tensor<1x2x2x5x7xi1>
    %16 = stablehlo.transpose %7, dims = [2, 0, 1, 3, 4] : (tensor<2x1x2x1x7xi1>) -> tensor<2x2x1x1x7xi1>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x5x7xi1>) -> tensor<2x2x2x5x7xi1>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x1x7xi1>) -> tensor<2x2x2x5x7xi1>
    %19 = stablehlo.and %17, %18 : tensor<2x2x2x5x7xi1>
    %cst_2 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %20 = call @_where(%19, %13, %cst_2) : (tensor<2x2x2x5x7xi1>, tensor<2x2x2x5x7xf32>, tensor<f32>) -> tensor<2x2x2x5x7xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x5x7xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x2x5xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<2x2x2x5xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x7xf32>
    %26 = stablehlo.subtract %20, %25 : tensor<2x2x2x5x7xf32>
    %27 = stablehlo.exponential %26 : tensor<2x2x2x5x7xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x5x7xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x7xf32>
    %31 = stablehlo.divide %27, %30 : tensor<2x2x2x5x7xf32>
    %32 = stablehlo.multiply %29, %29 : tensor<2x2x2x5x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x2x5x1xf32>
    %34 = stablehlo.divide %33, %32 : tensor<2x2x2x5x1xf32>
    %35 = stablehlo.dot_general %arg2, %31, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x7x2x8xf32>, tensor<2x2x2x5x7xf32>) -> tensor<2x2x8x2x5xf32>
    %36 = stablehlo.transpose %35, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x2x5xf32>) -> tensor<2x2x5x2x8xf32>
    %37 = stablehlo.transpose %36, dims = [1, 2, 3, 0, 4] : (tensor<2x2x5x2x8xf32>) -> tensor<2x5x2x2x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x5x2x2x8xf32>) -> tensor<2x5x4x8xf32>
    %39 = stablehlo.sine %arg0 : tensor<2x5x4x8xf32>
    %40 = stablehlo.cosine %arg0 : tensor<2x5x4x8xf32>
    %41 = stablehlo.multiply %38, %39 : tensor<2x5x4x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x5x4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x4x8xf32>
    %44 = stablehlo.multiply %38, %43 : tensor<2x5x4x8xf32>
    %45 = stablehlo.multiply %43, %39 : tensor<2x5x4x8xf32>
    %46 = stablehlo.multiply %44, %40 : tensor<2x5x4x8xf32>
    %47 = stablehlo.reshape %45 : (tensor<2x5x4x8xf32>) -> tensor<2x5x2x2x8xf32>
    %48 = stablehlo.transpose %47, dims = [3, 0, 1, 2, 4] : (tensor<2x5x2x2x8xf32>) -> tensor<2x2x5x2x8xf32>
    %49 = stablehlo.transpose %48, dims = [1, 3, 4, 0, 2] : (tensor<2x2x5x2x8xf32>) -> tensor<2x2x8x2x5xf32>
    %50 = stablehlo.dot_general %49, %arg2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x2x5xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x2x5x7xf32>
    %51 = stablehlo.transpose %50, dims = [2, 0, 1, 3, 4] : (tensor<2x2x2x5x7xf32>) -> tensor<2x2x2x5x7xf32>
    %52 = stablehlo.dot_general %49, %31, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x2x5xf32>, tensor<2x2x2x5x7xf32>) -> tensor<2x2x8x7xf32>
    %53 = stablehlo.transpose %52, dims = [0, 3, 1, 2] : (tensor<2x2x8x7xf32>) -> tensor<2x7x2x8xf32>
    %54 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x7xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<2x2x2x5x7xf32>
    %56 = stablehlo.multiply %55, %27 : tensor<2x2x2x5x7xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_9) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x5x7xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x1xf32>
    %59 = stablehlo.negate %58 : tensor<2x2x2x5x1xf32>
    %60 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x7xf32>
    %61 = stablehlo.divide %51, %60 : tensor<2x2x2x5x7xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x5x1xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x7xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x2x2x5x7xf32>
    %65 = stablehlo.multiply %64, %27 : tensor<2x2x2x5x7xf32>
    %66 = call @_where_0(%19, %65) : (tensor<2x2x2x5x7xi1>, tensor<2x2x2x5x7xf32>) -> tensor<2x2x2x5x7xf32>
    %67 = stablehlo.transpose %66, dims = [1, 2, 0, 3, 4] : (tensor<2x2x2x5x7xf32>) -> tensor<2x2x2x5x7xf32>
    %68 = stablehlo.transpose %66, dims = [1, 2, 3, 0, 4] : (tensor<2x2x2x5x7xf32>) -> tensor<2x2x5x2x7xf32>
    %cst_11 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x5x2x7xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<2x2x5x2x7xf32>
    %71 = stablehlo.dot_general %70, %4, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x5x2x7xf32>, tensor<2x5x2x2x8xf32>) -> tensor<2x2x7x8xf32>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1, 3] : (tensor<2x2x7x8xf32>) -> tensor<2x7x2x8xf32>
    %73 = stablehlo.dot_general %70, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x5x2x7xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x5x2x8xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3, 4] : (tensor<2x2x5x2x8xf32>) -> tensor<2x5x2x2x8xf32>
    %75 = stablehlo.reshape %67 : (tensor<2x2x2x5x7xf32>) -> tensor<2x4x5x7xf32>
    %76 = stablehlo.reshape %74 : (tensor<2x5x2x2x8xf32>) -> tensor<2x5x4x8xf32>
    %77 = stablehlo.add %46, %76 : tensor<2x5x4x8xf32>
    return %42, %38, %77, %72, %53, %75 : tensor<f32>, tensor<2x5x4x8xf32>, tensor<2x5x4x8xf32>, tensor<2x7x2x8xf32>, tensor<2x7x2x8xf32>, tensor<2x4x5x7xf32>
  }
  func.func private @_where(%arg0: tensor<2x2x2x5x7xi1>, %arg1: tensor<2x2x2x5x7xf32>, %arg2: tensor<f32>) -> tensor<2x2x2x5x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x5x7xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x5x7xf32>) -> tensor<2x2x2x5x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<2x2x2x5x7xi1>, tensor<2x2x2x5x7xf32>
    return %2 : tensor<2x2x2x5x7xf32>
  }
  func.func private @_where_0(%arg0: tensor<2x2x2x5x7xi1>, %arg1: tensor<2x2x2x5x7xf32>) -> tensor<2x2x2x5x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x5x7xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x2x5x7xi1>, tensor<2x2x2x5x7xf32>
    return %1 : tensor<2x2x2x5x7xf32>
  }
}
