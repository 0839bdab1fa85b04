module @jit_outer attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"x"} (%arg1: tensor<4x4xf32>) {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{?}, {?}]> : tensor<4x4xf32>
      %3 = stablehlo.multiply %arg1, %2 : tensor<4x4xf32>
      %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {?}]> : tensor<4x4xf32>
      %5 = sdy.manual_computation(%4) in_shardings=[<@mesh, [{?}, {"y", ?}]>] out_shardings=[<@mesh, [{?}, {"y", ?}]>] manual_axes={"y"} (%arg2: tensor<4x2xf32>) {
        %7 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
        ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
          %15 = stablehlo.add %arg3, %arg4 : tensor<f32>
          stablehlo.return %15 : tensor<f32>
        }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
        %c = stablehlo.constant dense<1> : tensor<ui32>
        %c_0 = stablehlo.constant dense<2> : tensor<ui32>
        %8 = stablehlo.partition_id : tensor<ui32>
        %9 = stablehlo.divide %8, %c : tensor<ui32>
        %10 = stablehlo.remainder %9, %c_0 : tensor<ui32>
        %11 = stablehlo.convert %10 : (tensor<ui32>) -> tensor<i32>
        %12 = stablehlo.convert %11 : (tensor<i32>) -> tensor<f32>
        %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
        %14 = stablehlo.add %7, %13 : tensor<4x2xf32>
        sdy.return %14 : tensor<4x2xf32>
      } : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
        %8 = sdy.sharding_constraint %7 <@mesh, []> : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      sdy.return %6 : tensor<4x4xf32>
    } : (tensor<8x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
