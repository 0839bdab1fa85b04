// RUN: ai-runner %s --interpret | FileCheck %s
// RUN: ai-runner %s | FileCheck %s

// Quantized tensors come out as their storage integers, interpreted and compiled alike:
// 0.25 / 0.5 and 0.75 / 0.5 are ties (0 and 2, + 1), 100.0 is clamped to 127.
// CHECK: out0 = [  1,   3, 127,  -1] : int8[4]
// CHECK: out1 = {{\[\[}}  1,   3],
// CHECK-NEXT: [127,  -1]] : int8[2, 2]
func.func @main() -> (tensor<4xi8>, tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) {
  %x = stablehlo.constant dense<[0.25, 0.75, 100.0, -1.0]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %r = stablehlo.reshape %q : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
  %b = stablehlo.bitcast_convert %q : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi8>
  func.return %b, %r : tensor<4xi8>, tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
}
