module @jit_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<6x8xf32>, %arg2: tensor<8x6xf32>) -> (tensor<8x6xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {"y"}]>, <@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg3: tensor<4x6xf32>, %arg4: tensor<6x4xf32>, %arg5: tensor<4x6xf32>) {
      %1 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<6x4xf32>) -> tensor<4x4xf32>
      %2 = stablehlo.multiply %1, %1 : tensor<4x4xf32>
      %3 = stablehlo.multiply %2, %1 : tensor<4x4xf32>
      %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %5 = stablehlo.multiply %4, %3 : tensor<4x4xf32>
      %6 = stablehlo.add %1, %5 : tensor<4x4xf32>
      %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %8 = stablehlo.multiply %7, %6 : tensor<4x4xf32>
      %9 = stablehlo.tanh %8 : tensor<4x4xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %11 = stablehlo.add %10, %9 : tensor<4x4xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %13 = stablehlo.multiply %12, %11 : tensor<4x4xf32>
      %14 = stablehlo.multiply %1, %13 : tensor<4x4xf32>
      %15 = stablehlo.dot_general %14, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %17 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) : (tensor<4x6xf32>) -> tensor<4x6xf32>
      sdy.return %16 : tensor<4x6xf32>
    } : (tensor<8x6xf32>, tensor<6x8xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    return %0 : tensor<8x6xf32>
  }
}
