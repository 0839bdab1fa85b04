module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x4x8xf32>, %arg1: tensor<2x6x2x8xf32>, %arg2: tensor<2x6x2x8xf32>, %arg3: tensor<2x6xi1>) -> (tensor<2x6x4x8xf32> {jax.result_info = "result[0]"}, tensor<2x6x4x8xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %2 = "stablehlo.scatter"(%arg3, %0, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      stablehlo.return %arg5 : tensor<i1>
    }) : (tensor<2x6xi1>, tensor<1xi32>, tensor<6xi1>) -> tensor<2x6xi1>
    %3 = stablehlo.iota dim = 0 : tensor<4xi32>
    %4 = stablehlo.convert %3 : (tensor<4xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.power %7, %6 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.divide %9, %8 : tensor<4xf32>
    %11 = stablehlo.iota dim = 0 : tensor<6xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %13 = stablehlo.convert %12 : (tensor<6x1xi32>) -> tensor<6x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<6x4xf32>
    %18 = stablehlo.sine %17 : tensor<6x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 3] : (tensor<6x4xf32>) -> tensor<1x6x1x4xf32>
    %20 = stablehlo.cosine %17 : tensor<6x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 3] : (tensor<6x4xf32>) -> tensor<1x6x1x4xf32>
    %22 = stablehlo.slice %arg0 [0:2, 0:6, 0:4, 0:4] : (tensor<2x6x4x8xf32>) -> tensor<2x6x4x4xf32>
    %23 = stablehlo.slice %arg0 [0:2, 0:6, 0:4, 4:8] : (tensor<2x6x4x8xf32>) -> tensor<2x6x4x4xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x4x4xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<2x6x4x4xf32>
    %26 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x4x4xf32>
    %27 = stablehlo.multiply %23, %26 : tensor<2x6x4x4xf32>
    %28 = stablehlo.subtract %25, %27 : tensor<2x6x4x4xf32>
    %29 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x4x4xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x6x4x4xf32>
    %31 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x4x4xf32>
    %32 = stablehlo.multiply %23, %31 : tensor<2x6x4x4xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x6x4x4xf32>
    %34 = stablehlo.concatenate %28, %33, dim = 3 : (tensor<2x6x4x4xf32>, tensor<2x6x4x4xf32>) -> tensor<2x6x4x8xf32>
    %35 = stablehlo.iota dim = 0 : tensor<4xi32>
    %36 = stablehlo.convert %35 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %36, %37 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.power %39, %38 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.divide %41, %40 : tensor<4xf32>
    %43 = stablehlo.iota dim = 0 : tensor<6xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %45 = stablehlo.convert %44 : (tensor<6x1xi32>) -> tensor<6x1xf32>
    %46 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<6x4xf32>
    %50 = stablehlo.sine %49 : tensor<6x4xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 3] : (tensor<6x4xf32>) -> tensor<1x6x1x4xf32>
    %52 = stablehlo.cosine %49 : tensor<6x4xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 3] : (tensor<6x4xf32>) -> tensor<1x6x1x4xf32>
    %54 = stablehlo.slice %arg1 [0:2, 0:6, 0:2, 0:4] : (tensor<2x6x2x8xf32>) -> tensor<2x6x2x4xf32>
    %55 = stablehlo.slice %arg1 [0:2, 0:6, 0:2, 4:8] : (tensor<2x6x2x8xf32>) -> tensor<2x6x2x4xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x2x4xf32>
    %57 = stablehlo.multiply %54, %56 : tensor<2x6x2x4xf32>
    %58 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x2x4xf32>
    %59 = stablehlo.multiply %55, %58 : tensor<2x6x2x4xf32>
    %60 = stablehlo.subtract %57, %59 : tensor<2x6x2x4xf32>
    %61 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x2x4xf32>
    %62 = stablehlo.multiply %54, %61 : tensor<2x6x2x4xf32>
    %63 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x2x4xf32>
    %64 = stablehlo.multiply %55, %63 : tensor<2x6x2x4xf32>
    %65 = stablehlo.add %62, %64 : tensor<2x6x2x4xf32>
    %66 = stablehlo.concatenate %60, %65, dim = 3 : (tensor<2x6x2x4xf32>, tensor<2x6x2x4xf32>) -> tensor<2x6x2x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 4] : (tensor<2x6x2x8xf32>) -> tensor<2x6x2x2x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x6x2x2x8xf32>) -> tensor<2x6x4x8xf32>
    %69 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 4] : (tensor<2x6x2x8xf32>) -> tensor<2x6x2x2x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x6x2x2x8xf32>) -> tensor<2x6x4x8xf32>
    %71 = stablehlo.dot_general %34, %68, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x6x4x8xf32>, tensor<2x6x4x8xf32>) -> tensor<2x4x6x6xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %72 = stablehlo.sqrt %cst_6 : tensor<f32>
    %73 = stablehlo.convert %72 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2x4x6x6xf32>
    %75 = stablehlo.divide %71, %74 : tensor<2x4x6x6xf32>
    %76 = stablehlo.broadcast_in_dim %2, dims = [0, 3] : (tensor<2x6xi1>) -> tensor<2x1x1x6xi1>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = call @_where(%76, %75, %cst_7) : (tensor<2x1x1x6xi1>, tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6x6xf32>
    %78 = stablehlo.broadcast_in_dim %2, dims = [0, 3] : (tensor<2x6xi1>) -> tensor<2x1x1x6xi1>
    %79 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %81 = stablehlo.compare EQ, %79, %80, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %82 = stablehlo.broadcast_in_dim %81, dims = [3] : (tensor<6xi1>) -> tensor<1x1x1x6xi1>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x6xi1>) -> tensor<2x1x1x6xi1>
    %84 = stablehlo.or %78, %83 : tensor<2x1x1x6xi1>
    %85 = stablehlo.reshape %34 : (tensor<2x6x4x8xf32>) -> tensor<2x6x4x1x8xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3, 4] : (tensor<2x1x1x6xi1>) -> tensor<2x1x1x1x6xi1>
    %87 = stablehlo.dot_general %85, %68, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x6x4x1x8xf32>, tensor<2x6x4x8xf32>) -> tensor<2x4x6x1x6xf32>
    %cst_9 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x6x1x6xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x4x6x1x6xf32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %90 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<2x4x6x6xi1>
    %91 = stablehlo.broadcast_in_dim %90, dims = [1, 2, 3, 4] : (tensor<2x4x6x6xi1>) -> tensor<1x2x4x6x6xi1>
    %92 = stablehlo.transpose %86, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x1x6xi1>) -> tensor<1x2x1x1x6xi1>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x1x6xi1>) -> tensor<1x2x4x6x6xi1>
    %94 = stablehlo.and %91, %93 : tensor<1x2x4x6x6xi1>
    %cst_11 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %95 = call @_where_0(%94, %89, %cst_11) : (tensor<1x2x4x6x6xi1>, tensor<2x4x6x1x6xf32>, tensor<f32>) -> tensor<1x2x4x6x6xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x6x6xf32>, tensor<f32>) -> tensor<1x2x4x6xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x2x4x6xf32>
    %98 = stablehlo.maximum %97, %96 : tensor<1x2x4x6xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x2x4x6xf32>) -> tensor<1x2x4x6x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x6x1xf32>) -> tensor<1x2x4x6x6xf32>
    %101 = stablehlo.subtract %95, %100 : tensor<1x2x4x6x6xf32>
    %102 = stablehlo.exponential %101 : tensor<1x2x4x6x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x6x6xf32>, tensor<f32>) -> tensor<1x2x4x6xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x2x4x6xf32>) -> tensor<1x2x4x6x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x6x1xf32>) -> tensor<1x2x4x6x6xf32>
    %106 = stablehlo.divide %102, %105 : tensor<1x2x4x6x6xf32>
    %107 = stablehlo.dot_general %70, %106, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x6x4x8xf32>, tensor<1x2x4x6x6xf32>) -> tensor<2x4x8x1x6xf32>
    %108 = stablehlo.transpose %107, dims = [3, 0, 4, 1, 2] : (tensor<2x4x8x1x6xf32>) -> tensor<1x2x6x4x8xf32>
    %109 = stablehlo.transpose %108, dims = [1, 2, 3, 0, 4] : (tensor<1x2x6x4x8xf32>) -> tensor<2x6x4x1x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x6x4x1x8xf32>) -> tensor<2x6x4x8xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.reduce(%77 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %113 = stablehlo.maximum %112, %111 : tensor<2x4x6xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %116 = stablehlo.subtract %77, %115 : tensor<2x4x6x6xf32>
    %117 = stablehlo.exponential %116 : tensor<2x4x6x6xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %121 = stablehlo.divide %117, %120 : tensor<2x4x6x6xf32>
    %122 = stablehlo.dot_general %70, %121, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x6x4x8xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x8x6xf32>
    %123 = stablehlo.transpose %122, dims = [0, 3, 1, 2] : (tensor<2x4x8x6xf32>) -> tensor<2x6x4x8xf32>
    return %123, %110 : tensor<2x6x4x8xf32>, tensor<2x6x4x8xf32>
  }
  func.func private @_where(%arg0: tensor<2x1x1x6xi1>, %arg1: tensor<2x4x6x6xf32>, %arg2: tensor<f32>) -> tensor<2x4x6x6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x6xi1>) -> tensor<2x4x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x6x6xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x6x6xi1>, tensor<2x4x6x6xf32>
    return %3 : tensor<2x4x6x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x2x4x6x6xi1>, %arg1: tensor<2x4x6x1x6xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x6x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x6x6xf32>) -> tensor<1x2x4x6x6xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x6x1x6xf32>) -> tensor<1x2x4x6x6xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x6x6xi1>, tensor<1x2x4x6x6xf32>
    return %3 : tensor<1x2x4x6x6xf32>
  }
}
