module @jit_ring attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=8]> {stablehlo.mesh = {axes = [{name = "d", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x4xf32>) -> (tensor<16x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}, {}]>] out_shardings=[<@mesh, [{"d"}, {}]>] manual_axes={"d"} (%arg1: tensor<2x4xf32>) {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %1:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg1) : tensor<2x4xf32>, tensor<i32>, tensor<2x4xf32>
      cond {
        %c_2 = stablehlo.constant dense<3> : tensor<i32>
        %2 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %2 : tensor<i1>
      } do {
        %2 = func.call @closed_call(%iterArg, %iterArg_1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %c_2 = stablehlo.constant dense<1> : tensor<i32>
        %3 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
        stablehlo.return %iterArg, %3, %2 : tensor<2x4xf32>, tensor<i32>, tensor<2x4xf32>
      }
      sdy.return %1#2 : tensor<2x4xf32>
    } : (tensor<16x4xf32>) -> tensor<16x4xf32>
    return %0 : tensor<16x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x4xf32>
    %3 = stablehlo.add %2, %arg0 : tensor<2x4xf32>
    return %3 : tensor<2x4xf32>
  }
}
