module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xi8>, %arg1: tensor<16x3xi8>) -> (tensor<4x3xi32> {jax.result_info = "result[0]"}, tensor<4x3xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi8>, tensor<16x3xi8>) -> tensor<4x3xi32>
    %1 = stablehlo.convert %arg0 : (tensor<4x16xi8>) -> tensor<4x16xi32>
    %2 = stablehlo.convert %arg1 : (tensor<16x3xi8>) -> tensor<16x3xi32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi32>, tensor<16x3xi32>) -> tensor<4x3xi32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %5 = stablehlo.shift_right_arithmetic %3, %4 : tensor<4x3xi32>
    return %0, %5 : tensor<4x3xi32>, tensor<4x3xi32>
  }
}
