module @jit_body attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4]> {stablehlo.mesh = {axes = [{name = "d", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}, {}]>] out_shardings=[<@mesh, [{"d"}, {}]>] manual_axes={"d"} (%arg1: tensor<2x4xf32>) {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %14 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %14 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare GT, %2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.convert %3 : (tensor<i1>) -> tensor<i32>
      %5 = "stablehlo.case"(%4) ({
        %14 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          %17 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
          stablehlo.return %17 : tensor<f32>
        }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
        %16 = stablehlo.multiply %14, %15 : tensor<2x4xf32>
        stablehlo.return %16 : tensor<2x4xf32>
      }, {
        %14 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          %15 = stablehlo.add %arg2, %arg3 : tensor<f32>
          stablehlo.return %15 : tensor<f32>
        }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
        stablehlo.return %14 : tensor<2x4xf32>
      }) : (tensor<i32>) -> tensor<2x4xf32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_1 = stablehlo.constant dense<4> : tensor<ui32>
      %6 = stablehlo.partition_id : tensor<ui32>
      %7 = stablehlo.divide %6, %c : tensor<ui32>
      %8 = stablehlo.remainder %7, %c_1 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %10 = func.call @remainder(%9, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %11 = stablehlo.clamp %c_3, %10, %c_4 : tensor<i32>
      %12 = "stablehlo.case"(%11) ({
        %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
        %15 = stablehlo.add %arg1, %14 : tensor<2x4xf32>
        stablehlo.return %15 : tensor<2x4xf32>
      }, {
        %14 = stablehlo.sine %arg1 : tensor<2x4xf32>
        stablehlo.return %14 : tensor<2x4xf32>
      }, {
        %14 = stablehlo.multiply %arg1, %arg1 : tensor<2x4xf32>
        stablehlo.return %14 : tensor<2x4xf32>
      }) : (tensor<i32>) -> tensor<2x4xf32>
      %13 = stablehlo.add %5, %12 : tensor<2x4xf32>
      sdy.return %13 : tensor<2x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
