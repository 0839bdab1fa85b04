// Hexadecimal literals in float tensors are bit patterns, as in MLIR.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-runner %s --interpret | FileCheck %s --check-prefix=VALUES

// CHECK: stablehlo.constant dense<0xFF800000> : tensor<3xf32>
// CHECK: stablehlo.constant dense<[0x7FC00000, 1.000000e+00, -2.000000e+00]> : tensor<3xf32>
// CHECK: stablehlo.constant dense<1.000000e+00> : tensor<f16>
// CHECK: stablehlo.constant dense<1.000000e+00> : tensor<bf16>

// VALUES: out0 = [-inf, -inf, -inf] : float32[3]
// VALUES: out1 = [nan,  1., -2.] : float32[3]
// VALUES: out2 = 1. : float16[]
// VALUES: out3 = 1. : float32[]
func.func @main() -> (tensor<3xf32>, tensor<3xf32>, tensor<f16>, tensor<bf16>) {
  %0 = stablehlo.constant dense<0xFF800000> : tensor<3xf32>
  %1 = stablehlo.constant dense<[0x7FC00000, 0x3F800000, 0xC0000000]> : tensor<3xf32>
  %2 = stablehlo.constant dense<0x3C00> : tensor<f16>
  %3 = stablehlo.constant dense<0x3F80> : tensor<bf16>
  func.return %0, %1, %2, %3 : tensor<3xf32>, tensor<3xf32>, tensor<f16>, tensor<bf16>
}
