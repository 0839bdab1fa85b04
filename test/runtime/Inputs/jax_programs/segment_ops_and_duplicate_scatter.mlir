module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<10xi32>, %arg2: tensor<10xi32>, %arg3: tensor<6x4xf32>, %arg4: tensor<6xi32>, %arg5: tensor<6xi32>) -> (tensor<8x3xf32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1]"}, tensor<6x3xf32> {jax.result_info = "result[2]"}, tensor<8x3xf32> {jax.result_info = "result[3]"}, tensor<6x4xf32> {jax.result_info = "result[4]"}, tensor<6x4xf32> {jax.result_info = "result[5]"}, tensor<6x4xf32> {jax.result_info = "result[6]"}, tensor<6x4xf32> {jax.result_info = "result[7]"}, tensor<5xi32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %3 = "stablehlo.scatter"(%1, %2, %arg0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<10x1xi32>, tensor<10x3xf32>) -> tensor<8x3xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %6 = "stablehlo.scatter"(%4, %5, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.minimum %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<10x1xi32>, tensor<10x3xf32>) -> tensor<6x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %9 = "stablehlo.scatter"(%7, %8, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.multiply %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<10x1xi32>, tensor<10x3xf32>) -> tensor<6x3xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %12 = "stablehlo.scatter"(%10, %11, %arg0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<10x1xi32>, tensor<10x3xf32>) -> tensor<8x3xf32>
    %13 = stablehlo.slice %arg3 [0:6, 0:1] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<6x1xf32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %16 = stablehlo.compare LT, %arg4, %15, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %18 = stablehlo.add %arg4, %17 : tensor<6xi32>
    %19 = stablehlo.select %16, %18, %arg4 : tensor<6xi1>, tensor<6xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %21 = stablehlo.compare LT, %arg5, %20, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %23 = stablehlo.add %arg5, %22 : tensor<6xi32>
    %24 = stablehlo.select %21, %23, %arg5 : tensor<6xi1>, tensor<6xi32>
    %25 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %27 = stablehlo.concatenate %25, %26, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %28 = "stablehlo.scatter"(%0, %27, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<6x2xi32>, tensor<6xf32>) -> tensor<6x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %30 = stablehlo.compare LT, %arg4, %29, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %32 = stablehlo.add %arg4, %31 : tensor<6xi32>
    %33 = stablehlo.select %30, %32, %arg4 : tensor<6xi1>, tensor<6xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %35 = "stablehlo.scatter"(%0, %34, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<6x1xi32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %37 = stablehlo.slice %arg3 [0:6, 1:2] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<6x1xf32>) -> tensor<6xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %40 = stablehlo.compare LT, %arg4, %39, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %42 = stablehlo.add %arg4, %41 : tensor<6xi32>
    %43 = stablehlo.select %40, %42, %arg4 : tensor<6xi1>, tensor<6xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %45 = stablehlo.compare LT, %arg5, %44, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %47 = stablehlo.add %arg5, %46 : tensor<6xi32>
    %48 = stablehlo.select %45, %47, %arg5 : tensor<6xi1>, tensor<6xi32>
    %49 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %51 = stablehlo.concatenate %49, %50, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %52 = "stablehlo.scatter"(%36, %51, %38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.multiply %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<6x2xi32>, tensor<6xf32>) -> tensor<6x4xf32>
    %53 = stablehlo.slice %arg3 [0:6, 2:3] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<6x1xf32>) -> tensor<6xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %56 = stablehlo.compare LT, %arg4, %55, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_15 = stablehlo.constant dense<6> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %58 = stablehlo.add %arg4, %57 : tensor<6xi32>
    %59 = stablehlo.select %56, %58, %arg4 : tensor<6xi1>, tensor<6xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %61 = stablehlo.compare LT, %arg5, %60, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_17 = stablehlo.constant dense<4> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %63 = stablehlo.add %arg5, %62 : tensor<6xi32>
    %64 = stablehlo.select %61, %63, %arg5 : tensor<6xi1>, tensor<6xi32>
    %65 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %67 = stablehlo.concatenate %65, %66, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %68 = "stablehlo.scatter"(%0, %67, %54) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %73 = stablehlo.minimum %arg6, %arg7 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<6x2xi32>, tensor<6xf32>) -> tensor<6x4xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %71 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %72 = "stablehlo.scatter"(%70, %71, %69) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      %73 = stablehlo.add %arg6, %arg7 : tensor<i32>
      stablehlo.return %73 : tensor<i32>
    }) : (tensor<5xi32>, tensor<10x1xi32>, tensor<10xi32>) -> tensor<5xi32>
    return %3, %6, %9, %12, %28, %35, %52, %68, %72 : tensor<8x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<8x3xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32>, tensor<5xi32>
  }
}
