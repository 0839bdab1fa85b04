module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %0 = "mhlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = "mhlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = "mhlo.broadcast_in_dim"(%1) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = mhlo.add %0, %2 : tensor<8x32xf32>
    %4 = mhlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = "mhlo.broadcast_in_dim"(%4) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %6 = mhlo.maximum %3, %5 : tensor<8x32xf32>
    %7 = "mhlo.dot_general"(%6, %arg3) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %8 = "mhlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %9 = "mhlo.broadcast_in_dim"(%8) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %10 = mhlo.add %7, %9 : tensor<8x4xf32>
    return %10 : tensor<8x4xf32>
  }
}
