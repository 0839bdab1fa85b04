module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4x5xf32>, %arg3: tensor<3x2xi32>, %arg4: tensor<6x2xi32>) -> (tensor<6x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<6x5xf32> {jax.result_info = "result[2]"}, tensor<6x5xf32> {jax.result_info = "result[3]"}, tensor<6x5xf32> {jax.result_info = "result[4]"}, tensor<6x5xf32> {jax.result_info = "result[5]"}, tensor<6x2xf32> {jax.result_info = "result[6]"}, tensor<6x5xf32> {jax.result_info = "result[7]"}, tensor<6x2xf32> {jax.result_info = "result[8]"}) {
    %c = stablehlo.constant dense<[0, 2, 4]> : tensor<3xi32>
    %0 = stablehlo.slice %arg0 [0:6, 0:2] : (tensor<6x5xf32>) -> tensor<6x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<6x2xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %4 = stablehlo.compare LT, %arg4, %3, SIGNED : (tensor<6x2xi32>, tensor<6x2xi32>) -> tensor<6x2xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %6 = stablehlo.add %arg4, %5 : tensor<6x2xi32>
    %7 = stablehlo.select %4, %6, %arg4 : tensor<6x2xi1>, tensor<6x2xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %9 = "stablehlo.scatter"(%arg0, %8, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %82 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<6x5xf32>, tensor<6x2x1xi32>, tensor<6x2xf32>) -> tensor<6x5xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %11 = stablehlo.compare LT, %arg4, %10, SIGNED : (tensor<6x2xi32>, tensor<6x2xi32>) -> tensor<6x2xi1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %13 = stablehlo.add %arg4, %12 : tensor<6x2xi32>
    %14 = stablehlo.select %11, %13, %arg4 : tensor<6x2xi1>, tensor<6x2xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %16 = "stablehlo.gather"(%arg0, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x5xf32>, tensor<6x2x1xi32>) -> tensor<6x2xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %18 = stablehlo.compare LT, %arg1, %17, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %20 = stablehlo.add %arg1, %19 : tensor<4xi32>
    %21 = stablehlo.select %18, %20, %arg1 : tensor<4xi1>, tensor<4xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %23 = "stablehlo.scatter"(%arg0, %22, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<6x5xf32>, tensor<4x1xi32>, tensor<4x5xf32>) -> tensor<6x5xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %25 = stablehlo.compare LT, %arg1, %24, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %27 = stablehlo.add %arg1, %26 : tensor<4xi32>
    %28 = stablehlo.select %25, %27, %arg1 : tensor<4xi1>, tensor<4xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_8 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %31 = stablehlo.compare GE, %29, %30, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %32 = stablehlo.broadcast_in_dim %c_8, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %34 = stablehlo.compare LE, %29, %33, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %35 = stablehlo.and %31, %34 : tensor<4x1xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_10) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %37 = "stablehlo.gather"(%arg0, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<6x5xf32>, tensor<4x1xi32>) -> tensor<4x5xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<4xi1>) -> tensor<4x5xi1>
    %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %40 = stablehlo.select %38, %37, %39 : tensor<4x5xi1>, tensor<4x5xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %42 = stablehlo.compare LT, %arg1, %41, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %44 = stablehlo.add %arg1, %43 : tensor<4xi32>
    %45 = stablehlo.select %42, %44, %arg1 : tensor<4xi1>, tensor<4xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_14 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_15 = stablehlo.constant dense<2147483647> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = stablehlo.minimum %c_14, %47 : tensor<1xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<1xi32>) -> tensor<4x1xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %51 = stablehlo.clamp %50, %46, %49 : tensor<4x1xi32>
    %52 = "stablehlo.scatter"(%arg0, %51, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %82 = stablehlo.minimum %arg5, %arg6 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<6x5xf32>, tensor<4x1xi32>, tensor<4x5xf32>) -> tensor<6x5xf32>
    %53 = stablehlo.slice %arg3 [0:3, 0:1] : (tensor<3x2xi32>) -> tensor<3x1xi32>
    %54 = stablehlo.reshape %53 : (tensor<3x1xi32>) -> tensor<3xi32>
    %55 = stablehlo.slice %arg3 [0:3, 1:2] : (tensor<3x2xi32>) -> tensor<3x1xi32>
    %56 = stablehlo.reshape %55 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %58 = stablehlo.compare LT, %54, %57, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_18 = stablehlo.constant dense<6> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %60 = stablehlo.add %54, %59 : tensor<3xi32>
    %61 = stablehlo.select %58, %60, %54 : tensor<3xi1>, tensor<3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %63 = stablehlo.compare LT, %56, %62, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_20 = stablehlo.constant dense<5> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %65 = stablehlo.add %56, %64 : tensor<3xi32>
    %66 = stablehlo.select %63, %65, %56 : tensor<3xi1>, tensor<3xi32>
    %67 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %69 = stablehlo.concatenate %67, %68, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %cst_21 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %71 = "stablehlo.scatter"(%arg0, %69, %70) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %82 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<6x5xf32>, tensor<3x2xi32>, tensor<3xf32>) -> tensor<6x5xf32>
    %72 = stablehlo.slice %arg2 [0:3, 0:5] : (tensor<4x5xf32>) -> tensor<3x5xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %74 = stablehlo.compare LT, %c, %73, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_23 = stablehlo.constant dense<6> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %76 = stablehlo.add %c, %75 : tensor<3xi32>
    %77 = stablehlo.select %74, %76, %c : tensor<3xi1>, tensor<3xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %79 = "stablehlo.scatter"(%arg0, %78, %72) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %82 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<6x5xf32>, tensor<3x1xi32>, tensor<3x5xf32>) -> tensor<6x5xf32>
    %cst_24 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %80 = call @put_along_axis(%arg0, %arg4, %cst_24) : (tensor<6x5xf32>, tensor<6x2xi32>, tensor<f32>) -> tensor<6x5xf32>
    %81 = call @take_along_axis(%arg0, %arg4) : (tensor<6x5xf32>, tensor<6x2xi32>) -> tensor<6x2xf32>
    return %23, %40, %52, %71, %79, %80, %81, %9, %16 : tensor<6x5xf32>, tensor<4x5xf32>, tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x2xf32>, tensor<6x5xf32>, tensor<6x2xf32>
  }
  func.func private @put_along_axis(%arg0: tensor<6x5xf32>, %arg1: tensor<6x2xi32>, %arg2: tensor<f32>) -> tensor<6x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %1 = stablehlo.iota dim = 0 : tensor<6xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<6x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<6x1xi1>, tensor<6x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<6x2xi32>, tensor<6x2xi32>) -> tensor<6x2xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %11 = stablehlo.add %arg1, %10 : tensor<6x2xi32>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<6x2xi1>, tensor<6x2xi32>
    %13 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x2xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 2 : (tensor<6x2x1xi32>, tensor<6x2x1xi32>) -> tensor<6x2x2xi32>
    %17 = stablehlo.convert %0 : tensor<6x2xf32>
    %18 = "stablehlo.scatter"(%arg0, %16, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x5xf32>, tensor<6x2x2xi32>, tensor<6x2xf32>) -> tensor<6x5xf32>
    return %18 : tensor<6x5xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<6x5xf32>, %arg1: tensor<6x2xi32>) -> tensor<6x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6x2xi32>, tensor<6x2xi32>) -> tensor<6x2xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6x2xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<6x2xi1>, tensor<6x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<6x2x1xi32>, tensor<6x2x1xi32>) -> tensor<6x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<6x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<6x2x1xi32>, tensor<6x2x1xi32>) -> tensor<6x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<6x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<6x2x1xi1>, tensor<i1>) -> tensor<6x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x5xf32>, tensor<6x2x1xi32>) -> tensor<6x2xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<6x2xi1>, tensor<6x2xf32>
    return %15 : tensor<6x2xf32>
  }
}
