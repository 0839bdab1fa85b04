// RUN: ai-opt %s -split-input-file --sdy-legalize-to-stablehlo | FileCheck %s

// Shardings are no values: constraints and reshards become their operand; meshes and sdy.sharding go.

// CHECK-NOT: sdy.mesh
// CHECK-LABEL: func.func @constraints
// CHECK-SAME: (%[[A:.*]]: tensor<8x4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result"})
// CHECK-NEXT: %[[S:.*]] = stablehlo.sine %[[A]]
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[S]]
// CHECK-NEXT: return %[[T]]
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @constraints(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}, {}]> : tensor<8x4xf32>
  %1 = stablehlo.sine %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : tensor<8x4xf32>
  %2 = sdy.reshard %1 <@mesh, [{"x"}, {}]> : tensor<8x4xf32>
  // Shardy's collectives move the global tensor between devices: each is its operand.
  %3 = sdy.all_gather [{"x"}, {}] %2 out_sharding=<@mesh, [{}, {}]> : tensor<8x4xf32>
  %4 = sdy.all_slice [{}, {"y"}] %3 out_sharding=<@mesh, [{}, {"y"}]> : tensor<8x4xf32>
  %5 = sdy.all_to_all [{"y"}: 1->0] %4 out_sharding=<@mesh, [{"y"}, {}]> : tensor<8x4xf32>
  %6 = sdy.collective_permute %5 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x4xf32>
  %7 = sdy.all_reduce {"y"} %6 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x4xf32>
  %r = sdy.reduce_scatter [{}, {"y"}] %7 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<8x4xf32>
  %8 = stablehlo.tanh %r : tensor<8x4xf32>
  // shard_alike's group computes nothing.
  sdy.sharding_group %8 group_id=0 : tensor<8x4xf32>
  return %8 : tensor<8x4xf32>
}

// -----

// shard_map over (x, y) with psum over x and a tiled all_gather over y (jax 0.10's export): the body runs
// once per device on its shard; device (i, j) is device 2i+j. The results are put together from the
// devices that own each piece.

// CHECK-LABEL: func.func @psum_all_gather
// CHECK-SAME: (%[[A:.*]]: tensor<8x4xf32>)
// CHECK-DAG: %[[L0:.*]] = stablehlo.slice %[[A]] [0:4, 0:2]
// CHECK-DAG: %[[L1:.*]] = stablehlo.slice %[[A]] [0:4, 2:4]
// CHECK-DAG: %[[L2:.*]] = stablehlo.slice %[[A]] [4:8, 0:2]
// CHECK-DAG: %[[L3:.*]] = stablehlo.slice %[[A]] [4:8, 2:4]
// psum over x: groups {0, 2} and {1, 3}.
// CHECK: %[[S0:.*]] = stablehlo.add %[[L0]], %[[L2]] : tensor<4x2xf32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.add %[[L1]], %[[L3]] : tensor<4x2xf32>
// CHECK-NEXT: stablehlo.add %[[L0]], %[[L2]]
// CHECK-NEXT: stablehlo.add %[[L1]], %[[L3]]
// all_gather over y along dim 1: groups {0, 1} and {2, 3}.
// CHECK-NEXT: %[[G0:.*]] = stablehlo.concatenate %[[L0]], %[[L1]], dim = 1
// CHECK-NEXT: stablehlo.concatenate %[[L0]], %[[L1]], dim = 1
// CHECK-NEXT: %[[G2:.*]] = stablehlo.concatenate %[[L2]], %[[L3]], dim = 1
// CHECK-NEXT: stablehlo.concatenate %[[L2]], %[[L3]], dim = 1
// Result 0, [{}, {"y"}]: devices 0 and 1 along dim 1 (x replicated: x = 0). Result 1, [{"x"}, {}]: devices 0 and 2.
// CHECK-NEXT: %[[R0:.*]] = stablehlo.concatenate %[[S0]], %[[S1]], dim = 1 : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.concatenate %[[G0]], %[[G2]], dim = 0 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @psum_all_gather(%arg0: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>) {
  %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4x2xf32>) -> tensor<4x4xf32>
    sdy.return %1, %2 : tensor<4x2xf32>, tensor<4x4xf32>
  } : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>)
  return %0#0, %0#1 : tensor<4x4xf32>, tensor<8x4xf32>
}

// -----

// partition_id is the device's id; a computation that is not one elementwise op is a map.
// A mesh with device_ids: device 1 sits at x = 0.

// CHECK-LABEL: func.func @partition_id_and_map
// CHECK-DAG: %[[L0:.*]] = stablehlo.slice %{{.*}} [0:2]
// CHECK-DAG: %[[L1:.*]] = stablehlo.slice %{{.*}} [2:4]
// CHECK-DAG: stablehlo.constant dense<1> : tensor<ui32>
// CHECK-DAG: stablehlo.constant dense<0> : tensor<ui32>
// Device 1 (x = 0) reduces its group [0, 1] in group order: device 0's shard (x = 1) first.
// CHECK: %[[M1:.*]] = "stablehlo.map"(%[[L1]], %[[L0]])
// CHECK: stablehlo.multiply
// CHECK: stablehlo.add
// CHECK: %[[M0:.*]] = "stablehlo.map"(%[[L1]], %[[L0]])
// CHECK: stablehlo.concatenate %[[M1]], %[[M0]], dim = 0
sdy.mesh @mesh = <["x"=2], device_ids=[1, 0]>
func.func @partition_id_and_map(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xui32>) {
  %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    %p = stablehlo.partition_id : tensor<ui32>
    %r = stablehlo.reshape %p : (tensor<ui32>) -> tensor<1xui32>
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.multiply %a, %b : tensor<f32>
      %s = stablehlo.add %m, %a : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %1, %r : tensor<2xf32>, tensor<1xui32>
  } : (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xui32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<2xui32>
}

// -----

// reduce_scatter, collective_permute (zeros where no pair targets the device), all_to_all; a free axis
// ("y", not manual) splits nothing in the body.

// CHECK-LABEL: func.func @scatter_permute_all_to_all
// CHECK-DAG: %[[L0:.*]] = stablehlo.slice %{{.*}} [0:2, 0:4]
// CHECK-DAG: %[[L1:.*]] = stablehlo.slice %{{.*}} [2:4, 0:4]
// reduce_scatter along dim 1 over x: devices 0 and 1 (x = 0) keep columns 0:2 of the sum, 2 and 3 columns 2:4.
// CHECK: %[[SUM0:.*]] = stablehlo.add %[[L0]], %[[L1]]
// CHECK-NEXT: %[[RS0:.*]] = stablehlo.slice %[[SUM0]] [0:2, 0:2]
// CHECK-NEXT: %[[SUM1:.*]] = stablehlo.add %[[L0]], %[[L1]]
// CHECK-NEXT: stablehlo.slice %[[SUM1]] [0:2, 0:2]
// CHECK-NEXT: %[[SUM2:.*]] = stablehlo.add %[[L0]], %[[L1]]
// CHECK-NEXT: %[[RS2:.*]] = stablehlo.slice %[[SUM2]] [0:2, 2:4]
// collective_permute 0 -> 2, 1 -> 3: devices 0 and 1 get zeros, 2 and 3 the values of 0 and 1.
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2x4xf32>
// CHECK-NEXT: stablehlo.constant dense<0.000000e+00> : tensor<2x4xf32>
// all_to_all (split 1, concat 0) over x: device 0 gets column block 0 of devices 0 and 2.
// CHECK-NEXT: %[[P00:.*]] = stablehlo.slice %[[L0]] [0:2, 0:2]
// CHECK-NEXT: %[[P10:.*]] = stablehlo.slice %[[L1]] [0:2, 0:2]
// CHECK-NEXT: %[[A0:.*]] = stablehlo.concatenate %[[P00]], %[[P10]], dim = 0 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
// CHECK: %[[P01:.*]] = stablehlo.slice %[[L0]] [0:2, 2:4]
// CHECK-NEXT: %[[P11:.*]] = stablehlo.slice %[[L1]] [0:2, 2:4]
// CHECK-NEXT: %[[A2:.*]] = stablehlo.concatenate %[[P01]], %[[P11]], dim = 0
// CHECK: %[[C0:.*]] = stablehlo.concatenate %[[RS0]], %[[RS0]], dim = 1
// CHECK: %[[C2:.*]] = stablehlo.concatenate %[[RS2]], %[[RS2]], dim = 1
// The results along x: devices 0 and 2.
// CHECK: %[[R0:.*]] = stablehlo.concatenate %[[C0]], %[[C2]], dim = 0
// CHECK-NEXT: %[[R1:.*]] = stablehlo.concatenate %[[Z]], %[[L0]], dim = 0
// CHECK-NEXT: %[[R2:.*]] = stablehlo.concatenate %[[A0]], %[[A2]], dim = 0
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]]
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @scatter_permute_all_to_all(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<8x2xf32>) {
  %0:3 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<2x4xf32>) {
    %1 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
    %2 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %4 = stablehlo.concatenate %1, %1, dim = 1 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
    sdy.return %4, %2, %3 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x2xf32>
  } : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<8x2xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<8x2xf32>
}

// -----

// A loop whose body communicates (a ring: jax.lax.fori_loop of ppermute, its body in @closed_call): the call is
// inlined, and one loop carries both devices' values; it runs while both devices' conditions hold.
// The inlined function goes.

// CHECK-LABEL: func.func @ring
// CHECK-DAG: %[[L0:.*]] = stablehlo.slice %{{.*}} [0:2]
// CHECK-DAG: %[[L1:.*]] = stablehlo.slice %{{.*}} [2:4]
// CHECK-DAG: %[[Z0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-DAG: %[[Z1:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK: %[[W:.*]]:4 = stablehlo.while(%[[I0:.*]] = %[[Z0]], %[[A0:.*]] = %[[L0]], %[[I1:.*]] = %[[Z1]], %[[A1:.*]] = %[[L1]])
// CHECK: cond {
// CHECK: %[[C0:.*]] = stablehlo.compare LT, %[[I0]]
// CHECK: %[[C1:.*]] = stablehlo.compare LT, %[[I1]]
// CHECK: %[[C:.*]] = stablehlo.and %[[C0]], %[[C1]] : tensor<i1>
// CHECK-NEXT: stablehlo.return %[[C]]
// CHECK: } do {
// Device 0 receives device 1's value and device 1 device 0's.
// CHECK: %[[S0:.*]] = stablehlo.add %[[A1]], %[[L0]]
// CHECK-NEXT: %[[S1:.*]] = stablehlo.add %[[A0]], %[[L1]]
// CHECK: stablehlo.return %{{.*}}, %[[S0]], %{{.*}}, %[[S1]]
// CHECK: stablehlo.concatenate %[[W]]#1, %[[W]]#3, dim = 0
// CHECK-NOT: func.func private @closed_call
sdy.mesh @mesh = <["d"=2]>
func.func @ring(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}]>] out_shardings=[<@mesh, [{"d"}]>] manual_axes={"d"} (%arg1: tensor<2xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.while(%i = %c, %acc = %arg1) : tensor<i32>, tensor<2xf32>
    cond {
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @closed_call(%arg1, %acc) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %3, %2 : tensor<i32>, tensor<2xf32>
    }
    sdy.return %1#1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @closed_call(%a: tensor<2xf32>, %acc: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_permute"(%acc) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.add %0, %a : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// A call whose callee does not communicate stays a call (per device); one that does is inlined.

// CHECK-LABEL: func.func @calls
// CHECK-NOT: call @psum
// CHECK: call @relu(%[[L0:.*]])
// CHECK-NEXT: call @relu(
// CHECK: func.func private @relu
// CHECK-NOT: func.func private @psum
sdy.mesh @mesh = <["d"=2]>
func.func @calls(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}]>] out_shardings=[<@mesh, [{"d"}]>] manual_axes={"d"} (%arg1: tensor<2xf32>) {
    %1 = func.call @relu(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    %2 = func.call @psum(%1) : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %2 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @relu(%a: tensor<2xf32>) -> tensor<2xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<2xf32>
  %0 = stablehlo.maximum %a, %z : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @psum(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.all_reduce"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A conditional whose branches communicate: every branch runs for every device, each device selects its own.

// CHECK-LABEL: func.func @conditional
// CHECK-DAG: %[[L0:.*]] = stablehlo.slice %{{.*}} [0:2]
// CHECK-DAG: %[[L1:.*]] = stablehlo.slice %{{.*}} [2:4]
// CHECK: %[[S0:.*]] = stablehlo.add %[[L0]], %[[L1]]
// CHECK: %[[M0:.*]] = stablehlo.maximum %[[L0]], %[[L1]]
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[IS0:.*]] = stablehlo.compare EQ, %[[I0:.*]], %[[ZERO]]
// CHECK-NEXT: %[[R0:.*]] = stablehlo.select %[[IS0]], %[[S0]], %[[M0]]
// CHECK: stablehlo.select
// CHECK: stablehlo.concatenate %[[R0]], %{{.*}}, dim = 0
sdy.mesh @mesh = <["d"=2]>
func.func @conditional(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"d"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"d"}]>] manual_axes={"d"} (%arg2: tensor<2xf32>, %i: tensor<i32>) {
    %1 = "stablehlo.case"(%i) ({
      %2 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = stablehlo.add %x, %y : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      stablehlo.return %2 : tensor<2xf32>
    }, {
      %2 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = stablehlo.maximum %x, %y : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      stablehlo.return %2 : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A nested manual computation (shard_map over "y" inside one over "x"): each device cuts its outer shard along
// "y", the inner body runs in the same lockstep, and each device puts the inner result together from itself
// and the device that differs from it on "y" only.

// CHECK-LABEL: func.func @nested
// CHECK-DAG: %[[X0:.*]] = stablehlo.slice %{{.*}} [0:2, 0:4]
// CHECK-DAG: %[[X1:.*]] = stablehlo.slice %{{.*}} [2:4, 0:4]
// Device (x, y) holds columns 2y:2y+2 of its x-shard.
// CHECK-DAG: %[[X0Y0:.*]] = stablehlo.slice %[[X0]] [0:2, 0:2]
// CHECK-DAG: %[[X0Y1:.*]] = stablehlo.slice %[[X0]] [0:2, 2:4]
// CHECK-DAG: %[[X1Y0:.*]] = stablehlo.slice %[[X1]] [0:2, 0:2]
// CHECK-DAG: %[[X1Y1:.*]] = stablehlo.slice %[[X1]] [0:2, 2:4]
// CHECK: %[[N0:.*]] = stablehlo.negate %[[X0Y0]]
// CHECK-NEXT: %[[N1:.*]] = stablehlo.negate %[[X0Y1]]
// CHECK-NEXT: %[[N2:.*]] = stablehlo.negate %[[X1Y0]]
// CHECK-NEXT: %[[N3:.*]] = stablehlo.negate %[[X1Y1]]
// The inner results: devices 0 and 1 (x = 0) both have [N0 N1], devices 2 and 3 [N2 N3].
// CHECK-NEXT: %[[I0:.*]] = stablehlo.concatenate %[[N0]], %[[N1]], dim = 1
// CHECK-NEXT: stablehlo.concatenate %[[N0]], %[[N1]], dim = 1
// CHECK-NEXT: %[[I2:.*]] = stablehlo.concatenate %[[N2]], %[[N3]], dim = 1
// CHECK-NEXT: stablehlo.concatenate %[[N2]], %[[N3]], dim = 1
// The outer result along x: devices 0 and 2.
// CHECK-NEXT: %[[R:.*]] = stablehlo.concatenate %[[I0]], %[[I2]], dim = 0
// CHECK-NEXT: return %[[R]]
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @nested(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<2x4xf32>) {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"y"} (%arg2: tensor<2x2xf32>) {
      %2 = stablehlo.negate %arg2 : tensor<2x2xf32>
      sdy.return %2 : tensor<2x2xf32>
    } : (tensor<2x4xf32>) -> tensor<2x4xf32>
    sdy.return %1 : tensor<2x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// A named computation becomes its body (nested ones too), a constant a stablehlo.constant, a propagation
// barrier and a data flow edge their operand.

// CHECK-LABEL: func.func @named_computation
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[A]], %[[C]]
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[M]]
// CHECK-NEXT: %[[O:.*]] = stablehlo.negate %[[N]]
// CHECK-NEXT: return %[[O]]
sdy.mesh @mesh = <["a"=2]>
func.func @named_computation(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.named_computation<"foo">(%a) (%x: tensor<4xf32>) {
    %c = sdy.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %m = stablehlo.multiply %x, %c : tensor<4xf32>
    %n = sdy.named_computation<"bar">(%m) (%y: tensor<4xf32>) {
      %r = stablehlo.negate %y : tensor<4xf32>
      sdy.return %r : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    sdy.return %n : tensor<4xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=NONE : tensor<4xf32>
  %2 = stablehlo.negate %1 : tensor<4xf32>
  %3 = sdy.data_flow_edge %2 sharding=<@mesh, [{"a"}]> : tensor<4xf32>
  return %3 : tensor<4xf32>
}
