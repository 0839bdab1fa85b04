module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x8xf32>, %arg1: tensor<4x6xi32>, %arg2: tensor<5xi32>) -> (tensor<4x6x8xf32> {jax.result_info = "result[0]"}, tensor<4x6x8xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}, tensor<5x8xf32> {jax.result_info = "result[3]"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<32x8xf32>, tensor<4x6xi32>) -> tensor<4x6x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<4x6xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<4x6xi1>, tensor<4x6xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<32x8xf32>, tensor<4x6x1xi32>) -> tensor<4x6x8xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.compare LT, %arg2, %8, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %11 = stablehlo.add %arg2, %10 : tensor<5xi32>
    %12 = stablehlo.select %9, %11, %arg2 : tensor<5xi1>, tensor<5xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %15 = stablehlo.concatenate %13, %14, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %16 = "stablehlo.gather"(%arg0, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x8xf32>, tensor<5x2xi32>) -> tensor<5x4xf32>
    %17 = call @_take_0(%arg0, %arg2) : (tensor<32x8xf32>, tensor<5xi32>) -> tensor<5x8xf32>
    return %0, %7, %16, %17 : tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<5x4xf32>, tensor<5x8xf32>
  }
  func.func private @_take(%arg0: tensor<32x8xf32>, %arg1: tensor<4x6xi32>) -> tensor<4x6x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x6xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x6x1xi32>, tensor<4x6x1xi32>) -> tensor<4x6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x6x1xi32>, tensor<4x6x1xi32>) -> tensor<4x6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x6x1xi1>, tensor<i1>) -> tensor<4x6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<32x8xf32>, tensor<4x6x1xi32>) -> tensor<4x6x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x6xi1>) -> tensor<4x6x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x6x8xi1>, tensor<4x6x8xf32>
    return %16 : tensor<4x6x8xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
  func.func private @_take_0(%arg0: tensor<32x8xf32>, %arg1: tensor<5xi32>) -> tensor<5x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<32x8xf32>, tensor<5x1xi32>) -> tensor<5x8xf32>
    return %1 : tensor<5x8xf32>
  }
}
