module @jit_tanh_fma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000xf32>, %arg1: tensor<1000xf32>, %arg2: tensor<1000xf32>) -> (tensor<1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<1000xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<1000xf32>
    %2 = stablehlo.tanh %1 : tensor<1000xf32>
    return %2 : tensor<1000xf32>
  }
}
