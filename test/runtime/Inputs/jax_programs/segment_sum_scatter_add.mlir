module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x3xf32>, %arg1: tensor<10xi32>, %arg2: tensor<7xi32>, %arg3: tensor<7xf32>) -> (tensor<5x3xf32> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1]"}, tensor<9xf32> {jax.result_info = "result[2]"}, tensor<9xf32> {jax.result_info = "result[3]"}, tensor<9xf32> {jax.result_info = "result[4]"}, tensor<5x3xf32> {jax.result_info = "result[5]"}, tensor<9xi32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %3 = "stablehlo.scatter"(%1, %2, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %46 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %46 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<10x1xi32>, tensor<10x3xf32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %5 = stablehlo.compare LT, %arg2, %4, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %7 = stablehlo.add %arg2, %6 : tensor<7xi32>
    %8 = stablehlo.select %5, %7, %arg2 : tensor<7xi1>, tensor<7xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %10 = "stablehlo.scatter"(%0, %9, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %46 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %46 : tensor<f32>
    }) : (tensor<9xf32>, tensor<7x1xi32>, tensor<7xf32>) -> tensor<9xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %12 = stablehlo.compare LT, %arg2, %11, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<9> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %14 = stablehlo.add %arg2, %13 : tensor<7xi32>
    %15 = stablehlo.select %12, %14, %arg2 : tensor<7xi1>, tensor<7xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %17 = "stablehlo.scatter"(%0, %16, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<9xf32>, tensor<7x1xi32>, tensor<7xf32>) -> tensor<9xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %20 = stablehlo.compare LT, %arg2, %19, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_6 = stablehlo.constant dense<9> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %22 = stablehlo.add %arg2, %21 : tensor<7xi32>
    %23 = stablehlo.select %20, %22, %arg2 : tensor<7xi1>, tensor<7xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %25 = "stablehlo.scatter"(%18, %24, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %46 = stablehlo.multiply %arg4, %arg5 : tensor<f32>
      stablehlo.return %46 : tensor<f32>
    }) : (tensor<9xf32>, tensor<7x1xi32>, tensor<7xf32>) -> tensor<9xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %27 = stablehlo.compare LT, %arg2, %26, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_8 = stablehlo.constant dense<9> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %29 = stablehlo.add %arg2, %28 : tensor<7xi32>
    %30 = stablehlo.select %27, %29, %arg2 : tensor<7xi1>, tensor<7xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %32 = "stablehlo.scatter"(%0, %31, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %46 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %46 : tensor<f32>
    }) : (tensor<9xf32>, tensor<7x1xi32>, tensor<7xf32>) -> tensor<9xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %35 = "stablehlo.scatter"(%33, %34, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %46 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %46 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<10x1xi32>, tensor<10x3xf32>) -> tensor<5x3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %37 = call @clip(%arg2, %c_11) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_13 = stablehlo.constant dense<9> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %41 = stablehlo.add %37, %40 : tensor<7xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<7xi1>, tensor<7xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %45 = "stablehlo.scatter"(%36, %43, %44) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %46 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %46 : tensor<i32>
    }) : (tensor<9xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<9xi32>
    return %3, %10, %17, %25, %32, %35, %45 : tensor<5x3xf32>, tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<5x3xf32>, tensor<9xi32>
  }
  func.func private @clip(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<7xi32>
    return %2 : tensor<7xi32>
  }
}
