module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<8x3xf32>) -> (tensor<6x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{"x", ?}, {?}]>, <@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>, <@mesh, []>] manual_axes={"x"} (%arg3: tensor<6x3xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<4x3xf32>) {
      %1 = stablehlo.dot_general %arg4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %3 = stablehlo.tanh %2 : tensor<4x3xf32>
      %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
      %6 = sdy.sharding_constraint %5 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %7 = stablehlo.subtract %6, %4 : tensor<4x3xf32>
      %8 = sdy.sharding_constraint %7 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %9 = stablehlo.subtract %4, %arg5 : tensor<4x3xf32>
      %10 = sdy.sharding_constraint %9 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %11 = stablehlo.multiply %10, %10 : tensor<4x3xf32>
      %12 = sdy.sharding_constraint %11 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
      %14 = sdy.sharding_constraint %13 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %15 = stablehlo.multiply %14, %10 : tensor<4x3xf32>
      %16 = sdy.sharding_constraint %15 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
      %18 = sdy.sharding_constraint %17 <@mesh, []> : tensor<f32>
      %cst_2 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
      %19 = stablehlo.divide %18, %cst_2 : tensor<f32>
      %20 = sdy.sharding_constraint %19 <@mesh, []> : tensor<f32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.divide %cst_3, %cst_2 : tensor<f32>
      %22 = sdy.sharding_constraint %21 <@mesh, []> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
      %24 = sdy.sharding_constraint %23 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %25 = stablehlo.multiply %24, %16 : tensor<4x3xf32>
      %26 = sdy.sharding_constraint %25 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %27 = stablehlo.multiply %26, %8 : tensor<4x3xf32>
      %28 = sdy.sharding_constraint %27 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %29 = stablehlo.multiply %28, %4 : tensor<4x3xf32>
      %30 = sdy.sharding_constraint %29 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %31 = stablehlo.add %28, %30 : tensor<4x3xf32>
      %32 = sdy.sharding_constraint %31 <@mesh, [{?}, {?}]> : tensor<4x3xf32>
      %33 = stablehlo.dot_general %32, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<4x6xf32>) -> tensor<3x6xf32>
      %34 = sdy.sharding_constraint %33 <@mesh, [{?}, {?}]> : tensor<3x6xf32>
      %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
      %36 = sdy.sharding_constraint %35 <@mesh, [{?}, {?}]> : tensor<6x3xf32>
      %37 = "stablehlo.all_reduce"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %52 = stablehlo.add %arg6, %arg7 : tensor<f32>
        %53 = sdy.sharding_constraint %52 <@mesh, []> : tensor<f32>
        stablehlo.return %53 : tensor<f32>
      }) : (tensor<6x3xf32>) -> tensor<6x3xf32>
      %38 = "stablehlo.all_reduce"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %52 = stablehlo.add %arg6, %arg7 : tensor<f32>
        %53 = sdy.sharding_constraint %52 <@mesh, []> : tensor<f32>
        stablehlo.return %53 : tensor<f32>
      }) : (tensor<6x3xf32>) -> tensor<6x3xf32>
      %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
      %40 = sdy.sharding_constraint %39 <@mesh, [{?}, {?}]> : tensor<6x3xf32>
      %41 = stablehlo.divide %38, %40 : tensor<6x3xf32>
      %42 = sdy.sharding_constraint %41 <@mesh, [{?}, {?}]> : tensor<6x3xf32>
      %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
      %44 = sdy.sharding_constraint %43 <@mesh, [{?}, {?}]> : tensor<6x3xf32>
      %45 = stablehlo.multiply %44, %42 : tensor<6x3xf32>
      %46 = sdy.sharding_constraint %45 <@mesh, [{?}, {?}]> : tensor<6x3xf32>
      %47 = stablehlo.subtract %arg3, %46 : tensor<6x3xf32>
      %48 = sdy.sharding_constraint %47 <@mesh, [{?}, {?}]> : tensor<6x3xf32>
      %49 = "stablehlo.all_reduce"(%20) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %52 = stablehlo.add %arg6, %arg7 : tensor<f32>
        %53 = sdy.sharding_constraint %52 <@mesh, []> : tensor<f32>
        stablehlo.return %53 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %50 = stablehlo.divide %49, %cst_6 : tensor<f32>
      %51 = sdy.sharding_constraint %50 <@mesh, []> : tensor<f32>
      sdy.return %48, %51 : tensor<6x3xf32>, tensor<f32>
    } : (tensor<6x3xf32>, tensor<8x6xf32>, tensor<8x3xf32>) -> (tensor<6x3xf32>, tensor<f32>)
    return %0#0, %0#1 : tensor<6x3xf32>, tensor<f32>
  }
}
