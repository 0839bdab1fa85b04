// Splats of NaN print as one element, as MLIR prints them: their bits are equal (xDSL's is_splat compares the
// values, and NaN != NaN). NaNs of different payloads stay a list.
// RUN: ai-opt %s | FileCheck %s

// CHECK-LABEL: func.func @nan_splats
// CHECK: mhlo.constant dense<0x7FC00000> : tensor<2xf32>
// CHECK: mhlo.constant dense<0x7FC00000> : tensor<3xf32>
// CHECK: mhlo.constant dense<0xFFF8000000000000> : tensor<2x2xf64>
// CHECK: mhlo.constant dense<[0x7FC00000, 0x7FC00001]> : tensor<2xf32>
// CHECK: mhlo.constant dense<(0x7FC00000,0.000000e+00)> : tensor<2xcomplex<f32>>
func.func @nan_splats() -> (tensor<2xf32>, tensor<3xf32>, tensor<2x2xf64>, tensor<2xf32>, tensor<2xcomplex<f32>>) {
  %0 = mhlo.constant dense<0x7FC00000> : tensor<2xf32>
  %1 = mhlo.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<3xf32>
  %2 = mhlo.constant dense<0xFFF8000000000000> : tensor<2x2xf64>
  %3 = mhlo.constant dense<[0x7FC00000, 0x7FC00001]> : tensor<2xf32>
  %4 = mhlo.constant dense<(0x7FC00000, 0.0)> : tensor<2xcomplex<f32>>
  func.return %0, %1, %2, %3, %4 : tensor<2xf32>, tensor<3xf32>, tensor<2x2xf64>, tensor<2xf32>, tensor<2xcomplex<f32>>
}
