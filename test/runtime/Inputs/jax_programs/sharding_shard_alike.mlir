module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.exponential %arg0 : tensor<8x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<8x4xf32>
    sdy.sharding_group %0 group_id=0 : tensor<8x4xf32>
    sdy.sharding_group %2 group_id=0 : tensor<8x4xf32>
    %3 = stablehlo.subtract %0, %2 : tensor<8x4xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"x"}, {?}]> : tensor<8x4xf32>
    return %4 : tensor<8x4xf32>
  }
}
