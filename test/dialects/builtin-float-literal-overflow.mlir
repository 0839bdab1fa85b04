// RUN: ai-opt %s | FileCheck %s

// A decimal literal beyond a float type's range rounds to an infinity, as upstream's APFloat conversion
// (xDSL's packing raised OverflowError: 'float too large to pack with e format' on the next line; an
// integer literal of a float type: 'int too large to convert to float').

// CHECK-LABEL: func.func @overflow
// CHECK: arith.constant 0x7C00 : f16
// CHECK: arith.constant 0xFC00 : f16
// CHECK: arith.constant 0x7F800000 : f32
// CHECK: arith.constant 0x7FF0000000000000 : f64
func.func @overflow() -> (f16, f16, f32, f64) {
  %a = arith.constant 1.0e10 : f16
  %b = arith.constant -1.0e10 : f16
  %c = arith.constant 1.0e39 : f32
  %d = arith.constant 9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999 : f64
  return %a, %b, %c, %d : f16, f16, f32, f64
}

// Dense elements too, complex parts included.
// CHECK-LABEL: func.func @dense_overflow
// CHECK: arith.constant dense<0x7C00> : tensor<2xf16>
// CHECK: arith.constant dense<[0x7C00, 0xFC00, 1.000000e+00]> : tensor<3xf16>
// CHECK: arith.constant dense<(0x7C00,1.000000e+00)> : tensor<complex<f16>>
func.func @dense_overflow() -> (tensor<2xf16>, tensor<3xf16>, tensor<complex<f16>>) {
  %a = arith.constant dense<1.0e10> : tensor<2xf16>
  %b = arith.constant dense<[1.0e10, -1.0e10, 1.0]> : tensor<3xf16>
  %c = arith.constant dense<(1.0e10, 1.0)> : tensor<complex<f16>>
  return %a, %b, %c : tensor<2xf16>, tensor<3xf16>, tensor<complex<f16>>
}
