// The interpreter runs a manual computation's body once for each device of its mesh: a mesh of more
// than 65536 devices is an error at the op, as sdy-legalize-to-stablehlo's (ai-runner raised
// OverflowError listing the 2 x (2^63 - 1) devices: internal error, exit 2).

// RUN: not ai-runner %s --interpret --random-inputs --entry=huge_mesh 2>&1 | FileCheck %s
// CHECK: ai-runner-huge-mesh.mlir:[[# @LINE + 5]]:8: error: 'sdy.manual_computation' op has a mesh of 18446744073709551614 devices, more than the 65536 it is run for
// CHECK-NOT: internal error

sdy.mesh @huge = <["x"=2, "y"=9223372036854775807]>
func.func @huge_mesh(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@huge, [{"x"}]>] out_shardings=[<@huge, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    sdy.return %arg1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
