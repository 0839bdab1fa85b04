module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<5x3xf32>, %arg2: tensor<6xf32>) -> (tensor<8x5xf32> {jax.result_info = "result[0]"}, tensor<5x8xi8> {jax.result_info = "result[1]"}, tensor<6x5xf32> {jax.result_info = "result[2]"}, tensor<8x3xf32> {jax.result_info = "result[3]"}, tensor<5x3xf32> {jax.result_info = "result[4]"}, tensor<8x5xi1> {jax.result_info = "result[5]"}) {
    %0 = call @_one_hot(%arg0) : (tensor<8xi32>) -> tensor<8x5xf32>
    %1 = call @_one_hot_0(%arg0) : (tensor<8xi32>) -> tensor<5x8xi8>
    %2 = call @_one_hot_1(%arg2) : (tensor<6xf32>) -> tensor<6x5xf32>
    %3 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x5xf32>, tensor<5x3xf32>) -> tensor<8x3xf32>
    %4 = call @_one_hot(%arg0) : (tensor<8xi32>) -> tensor<8x5xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x5xf32>, tensor<5x3xf32>) -> tensor<8x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x3xf32>
    %10 = stablehlo.dot_general %9, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x5xf32>) -> tensor<3x5xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    %12 = call @_one_hot_2(%arg0) : (tensor<8xi32>) -> tensor<8x5xi1>
    return %0, %1, %2, %3, %11, %12 : tensor<8x5xf32>, tensor<5x8xi8>, tensor<6x5xf32>, tensor<8x3xf32>, tensor<5x3xf32>, tensor<8x5xi1>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<8x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x5xi32>, tensor<8x5xi32>) -> tensor<8x5xi1>
    %5 = stablehlo.convert %4 : (tensor<8x5xi1>) -> tensor<8x5xf32>
    return %5 : tensor<8x5xf32>
  }
  func.func private @_one_hot_0(%arg0: tensor<8xi32>) -> tensor<5x8xi8> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %1 = stablehlo.iota dim = 0 : tensor<5x1xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<5x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<5x8xi32>, tensor<5x8xi32>) -> tensor<5x8xi1>
    %5 = stablehlo.convert %4 : (tensor<5x8xi1>) -> tensor<5x8xi8>
    return %5 : tensor<5x8xi8>
  }
  func.func private @_one_hot_1(%arg0: tensor<6xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<6x5xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %5 = stablehlo.convert %4 : (tensor<6x5xi1>) -> tensor<6x5xf32>
    return %5 : tensor<6x5xf32>
  }
  func.func private @_one_hot_2(%arg0: tensor<8xi32>) -> tensor<8x5xi1> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<8x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x5xi32>, tensor<8x5xi32>) -> tensor<8x5xi1>
    return %4 : tensor<8x5xi1>
  }
}
