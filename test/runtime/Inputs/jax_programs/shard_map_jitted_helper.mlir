module @jit_body attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=8]> {stablehlo.mesh = {axes = [{name = "d", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x4xf32>) -> (tensor<16x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}, {}]>] out_shardings=[<@mesh, [{"d"}, {}]>] manual_axes={"d"} (%arg1: tensor<2x4xf32>) {
      %1 = stablehlo.sine %arg1 : tensor<2x4xf32>
      %2 = func.call @mean_over_devices(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %3 = func.call @relu(%arg1) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %4 = stablehlo.add %2, %3 : tensor<2x4xf32>
      sdy.return %4 : tensor<2x4xf32>
    } : (tensor<16x4xf32>) -> tensor<16x4xf32>
    return %0 : tensor<16x4xf32>
  }
  func.func private @mean_over_devices(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
  func.func private @relu(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
}
