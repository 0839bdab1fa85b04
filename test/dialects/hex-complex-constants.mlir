// Hexadecimal parts of a float complex literal are bit patterns, as in MLIR,
// and may be mixed with decimal parts; non-finite parts print back as hex.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-runner %s --interpret | FileCheck %s --check-prefix=VALUES

// CHECK: stablehlo.constant dense<(-0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
// CHECK: stablehlo.constant dense<[(1.500000e+00,0x7FF0000000000000), (0xFFF0000000000000,-2.000000e+00)]> : tensor<2xcomplex<f64>>
// CHECK: stablehlo.constant dense<(0x7FC00000,2.500000e-01)> : tensor<complex<f32>>
// CHECK: stablehlo.constant dense<(7,-3)> : tensor<complex<i32>>

// VALUES: out0 = -0.+1.j : complex128[]
// VALUES: out1 = [ 1.5+infj, -inf -2.j] : complex128[2]
// VALUES: out2 = nan+0.25j : complex64[]
func.func @main() -> (tensor<complex<f64>>, tensor<2xcomplex<f64>>, tensor<complex<f32>>, tensor<complex<i32>>) {
  %0 = stablehlo.constant dense<(0x8000000000000000, 0x3FF0000000000000)> : tensor<complex<f64>>
  %1 = stablehlo.constant dense<[(1.5, 0x7FF0000000000000), (0xFFF0000000000000, -2.0)]> : tensor<2xcomplex<f64>>
  %2 = stablehlo.constant dense<(0x7FC00000, 0.25)> : tensor<complex<f32>>
  %3 = stablehlo.constant dense<(7, -3)> : tensor<complex<i32>>
  func.return %0, %1, %2, %3 : tensor<complex<f64>>, tensor<2xcomplex<f64>>, tensor<complex<f32>>, tensor<complex<i32>>
}
