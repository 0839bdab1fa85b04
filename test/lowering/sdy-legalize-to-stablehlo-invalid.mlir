// RUN: ai-opt %s -split-input-file --sdy-legalize-to-stablehlo --verify-diagnostics

// A collective in a region other than a loop's or a conditional's (here a reduction's body).
sdy.mesh @mesh = <["x"=2]>
func.func @collective_in_region(%arg0: tensor<4xf32>) -> tensor<f32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, []>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %1 = stablehlo.reduce(%arg1 init: %z) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
     reducer(%a: tensor<f32>, %b: tensor<f32>) {
      // expected-error@+1 {{'stablehlo.all_reduce' op inside a region of a manual computation's op cannot be run on one host yet (sdy-legalize-to-stablehlo)}}
      %2 = "stablehlo.all_reduce"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = stablehlo.add %x, %y : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %3 = stablehlo.add %2, %b : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    sdy.return %1 : tensor<f32>
  } : (tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @other = <["y"=2, "x"=2]>
func.func @nested_other_mesh(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<8x32xf32>) {
    // expected-error@+1 {{'sdy.manual_computation' op over another mesh than its enclosing manual computation's cannot be run on one host (sdy-legalize-to-stablehlo)}}
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@other, [{"y"}, {}]>] out_shardings=[<@other, [{"y"}, {}]>] manual_axes={"y"} (%arg2: tensor<4x32xf32>) {
      sdy.return %arg2 : tensor<4x32xf32>
    } : (tensor<8x32xf32>) -> tensor<8x32xf32>
    sdy.return %1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op with dynamic shapes cannot be run on one host yet (sdy-legalize-to-stablehlo)}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<?xf32>) {
    sdy.return %arg1 : tensor<?xf32>
  } : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @no_group(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    // expected-error@+1 {{'stablehlo.all_gather' op device 1 is in no process group}}
    %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0]]> : tensor<1x1xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @multi_block_callee(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    // expected-error@+1 {{'func.call' op calls a function that cannot be inlined (sdy-legalize-to-stablehlo)}}
    %1 = func.call @two_blocks(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @two_blocks(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<4xf32>
  cf.br ^bb1
^bb1:
  return %a : tensor<2xf32>
}

// -----

// The body is cloned for each device of the mesh: one of 2^64 - 2 devices is refused (listing them raised
// OverflowError).
sdy.mesh @huge = <["x"=2, "y"=9223372036854775807]>
func.func @huge_mesh(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op has a mesh of 18446744073709551614 devices, more than the 65536 it is cloned for}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@huge, [{"x"}]>] out_shardings=[<@huge, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    sdy.return %arg1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
