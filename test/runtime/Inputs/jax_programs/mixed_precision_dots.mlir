module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf16>, %arg1: tensor<16x8xf16>, %arg2: tensor<2x3x8xbf16>, %arg3: tensor<2x8x5xbf16>, %arg4: tensor<3x32xi8>, %arg5: tensor<32x4xi8>, %arg6: tensor<3x32xui8>, %arg7: tensor<32x4xi32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<2x3x5xf32> {jax.result_info = "result[1]"}, tensor<3x4xi32> {jax.result_info = "result[2]"}, tensor<3x4xi32> {jax.result_info = "result[3]"}, tensor<3x4xi32> {jax.result_info = "result[4]"}, tensor<4x8xf32> {jax.result_info = "result[5]"}, tensor<32x4xi32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.convert %arg7 : (tensor<32x4xi32>) -> tensor<32x4xi4>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf16>, tensor<16x8xf16>) -> tensor<4x8xf32>
    %2 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x8xbf16>, tensor<2x8x5xbf16>) -> tensor<2x3x5xf32>
    %3 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xi8>, tensor<32x4xi8>) -> tensor<3x4xi32>
    %4 = stablehlo.convert %arg6 : (tensor<3x32xui8>) -> tensor<3x32xi32>
    %5 = stablehlo.convert %arg5 : (tensor<32x4xi8>) -> tensor<32x4xi32>
    %6 = stablehlo.dot_general %4, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xi32>, tensor<32x4xi32>) -> tensor<3x4xi32>
    %7 = stablehlo.convert %0 : (tensor<32x4xi4>) -> tensor<32x4xi8>
    %8 = stablehlo.dot_general %arg4, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xi8>, tensor<32x4xi8>) -> tensor<3x4xi32>
    %9 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf16>, tensor<16x8xf16>) -> tensor<4x8xf16>
    %10 = stablehlo.convert %9 : (tensor<4x8xf16>) -> tensor<4x8xf32>
    %11 = stablehlo.convert %0 : (tensor<32x4xi4>) -> tensor<32x4xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x4xi32>
    %13 = stablehlo.multiply %11, %12 : tensor<32x4xi32>
    return %1, %2, %3, %6, %8, %10, %13 : tensor<4x8xf32>, tensor<2x3x5xf32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<4x8xf32>, tensor<32x4xi32>
  }
}
