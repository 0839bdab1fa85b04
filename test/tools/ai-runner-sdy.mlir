// ai-runner runs a Shardy program (jax.shard_map over a 2x2 mesh, as JAX 0.10 exports it) on one host, compiled
// (sdy-legalize-to-stablehlo) and interpreted (one process per device), and both give the global arrays.

// RUN: ai-runner %s | FileCheck %s
// RUN: ai-runner %s --interpret | FileCheck %s

// psum over "x" of the 2x1 shards [0, 1] + [4, 5] (and [2, 3] + [6, 7]), times 2.
// CHECK:      out0 = [ 8., 12., 16., 20.] : float32[4]
// all_gather over "y" of each device's shard, put together along "x": the input.
// CHECK-NEXT: out1 = [[0., 1., 2., 3.],
// CHECK-NEXT:  [4., 5., 6., 7.]] : float32[2, 4]
// Each device's partition id.
// CHECK-NEXT: out2 = [[0, 1],
// CHECK-NEXT:  [2, 3]] : uint32[2, 2]

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @main() -> (tensor<4xf32>, tensor<2x4xf32>, tensor<2x2xui32>) {
  %iota = stablehlo.iota dim = 0 : tensor<8xf32>
  %a = stablehlo.reshape %iota : (tensor<8xf32>) -> tensor<2x4xf32>
  %c = sdy.sharding_constraint %a <@mesh, [{"x"}, {"y"}]> : tensor<2x4xf32>
  %0:3 = sdy.manual_computation(%c) in_shardings=[<@mesh, [{"x"}, {"y"}]>]
      out_shardings=[<@mesh, [{"y"}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {"y"}]>] manual_axes={"x", "y"} (%s: tensor<1x2xf32>) {
    %r = stablehlo.reshape %s : (tensor<1x2xf32>) -> tensor<2xf32>
    %1 = "stablehlo.all_reduce"(%r) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %sum = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %sum : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    %two = stablehlo.constant dense<2.0> : tensor<2xf32>
    %2 = stablehlo.multiply %1, %two : tensor<2xf32>
    %3 = "stablehlo.all_gather"(%s) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2xf32>) -> tensor<1x4xf32>
    %id = stablehlo.partition_id : tensor<ui32>
    %4 = stablehlo.reshape %id : (tensor<ui32>) -> tensor<1x1xui32>
    sdy.return %2, %3, %4 : tensor<2xf32>, tensor<1x4xf32>, tensor<1x1xui32>
  } : (tensor<2x4xf32>) -> (tensor<4xf32>, tensor<2x4xf32>, tensor<2x2xui32>)
  return %0#0, %0#1, %0#2 : tensor<4xf32>, tensor<2x4xf32>, tensor<2x2xui32>
}
