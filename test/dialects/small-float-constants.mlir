// f4/f6/f8 literals: a hexadecimal literal is the element's bits (as in MLIR),
// a decimal one is rounded to the format (nearest, ties to even). Values are
// printed in the form that parses back to the same element.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// (test/dialects/test_small_floats.py checks the values the interpreter and compiled code give them.)

// 0x7F is NaN, 0x7E the largest value 448 = 1.75 * 2^8, 0xFE -448, 0x01 the smallest 2^-9, 0x80 -0;
// 464 is halfway between 448 and 480 (NaN's bits): to even, 448; 465 is above it: NaN.
// CHECK-LABEL: func.func @main
// CHECK: dense<[0x7F, -4.480000e+02, 4.480000e+02, 1.953120e-03, -0.000000e+00, 4.480000e+02, 0x7F, 1.015620e-01]> : tensor<8xf8E4M3FN>
// f8E5M2 is IEEE: 0x7B = 57344 = 1.75 * 2^15, 0x7C inf, 0xFC -inf, 0x01 = 2^-16; 61440 rounds to even 2^16: inf.
// CHECK: dense<[5.734400e+04, 0x7C, 0xFC, 1.525880e-05, 0x7C, 5.734400e+04]> : tensor<6xf8E5M2>
// FNUZ: 0x80 is NaN, no -0; 0x7F = 240 = 1.875 * 2^7; 0x01 = 2^-10; 248 rounds to even, 256, past the top: NaN.
// CHECK: dense<[0x80, 2.400000e+02, 0.000000e+00, 9.765620e-04, 0x80]> : tensor<5xf8E4M3FNUZ>
// Bias 11: 0x7F = 1.875 * 2^4 = 30, 0x01 = 2^-13. Bias 16: 0x7F = 1.75 * 2^15, 0x01 = 2^-17.
// CHECK: dense<[3.000000e+01, 1.220700e-04]> : tensor<2xf8E4M3B11FNUZ>
// CHECK: dense<[5.734400e+04, 7.629390e-06]> : tensor<2xf8E5M2FNUZ>
// IEEE with inf: f8E4M3 0x77 = 1.875 * 2^7 = 240, 0x78 inf; f8E3M4 0x6F = 1.9375 * 2^3 = 15.5, 0x70 inf, 0x01 = 2^-6.
// CHECK: dense<[2.400000e+02, 0x78, 1.953120e-03]> : tensor<3xf8E4M3>
// CHECK: dense<[1.550000e+01, 0x70, 1.562500e-02]> : tensor<3xf8E3M4>
// Powers of two only, no zero, no sign: 0x00 = 2^-127, 0xFE = 2^127, 0xFF NaN, 0x7F = 1; 3 is halfway
// between 2 and 4 and rounds up (the significand is the implicit 1); 0 is the smallest, 2^-127.
// CHECK: dense<[5.877470e-39, 1.701410e+38, 0xFF, 1.000000e+00, 4.000000e+00, 5.877470e-39]> : tensor<6xf8E8M0FNU>
// Finite only: f6E2M3FN 0x1F = 1.875 * 2^2 = 7.5, 0x3F -7.5, 0x01 = 0.125, 100 saturates to 7.5;
// f6E3M2FN 0x1F = 1.75 * 2^4 = 28, 0x01 = 2^-4; f4E2M1FN 0x07 = 6, 0x0F = -6, 0x01 = 0.5,
// 5 is halfway between 4 and 6 (to even: 4), 7 halfway between 6 and 8 (to even, 8, saturates: 6).
// CHECK: dense<[7.500000e+00, -7.500000e+00, 1.250000e-01, 7.500000e+00]> : tensor<4xf6E2M3FN>
// CHECK: dense<[2.800000e+01, 6.250000e-02]> : tensor<2xf6E3M2FN>
// CHECK: dense<[6.000000e+00, -6.000000e+00, 5.000000e-01, 4.000000e+00, 6.000000e+00]> : tensor<5xf4E2M1FN>
func.func @main() -> (tensor<8xf8E4M3FN>, tensor<6xf8E5M2>, tensor<5xf8E4M3FNUZ>, tensor<2xf8E4M3B11FNUZ>,
                      tensor<2xf8E5M2FNUZ>, tensor<3xf8E4M3>, tensor<3xf8E3M4>, tensor<6xf8E8M0FNU>,
                      tensor<4xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<5xf4E2M1FN>) {
  %0 = stablehlo.constant dense<[0x7F, 0xFE, 0x7E, 0x01, 0x80, 464.0, 465.0, 0.1]> : tensor<8xf8E4M3FN>
  %1 = stablehlo.constant dense<[0x7B, 0x7C, 0xFC, 0x01, 61440.0, 61439.0]> : tensor<6xf8E5M2>
  %2 = stablehlo.constant dense<[0x80, 0x7F, -0.0, 0x01, 248.0]> : tensor<5xf8E4M3FNUZ>
  %3 = stablehlo.constant dense<[0x7F, 0x01]> : tensor<2xf8E4M3B11FNUZ>
  %4 = stablehlo.constant dense<[0x7F, 0x01]> : tensor<2xf8E5M2FNUZ>
  %5 = stablehlo.constant dense<[0x77, 0x78, 0x01]> : tensor<3xf8E4M3>
  %6 = stablehlo.constant dense<[0x6F, 0x70, 0x01]> : tensor<3xf8E3M4>
  %7 = stablehlo.constant dense<[0x00, 0xFE, 0xFF, 0x7F, 3.0, 0.0]> : tensor<6xf8E8M0FNU>
  %8 = stablehlo.constant dense<[0x1F, 0x3F, 0x01, 100.0]> : tensor<4xf6E2M3FN>
  %9 = stablehlo.constant dense<[0x1F, 0x01]> : tensor<2xf6E3M2FN>
  %10 = stablehlo.constant dense<[0x07, 0x0F, 0x01, 5.0, 7.0]> : tensor<5xf4E2M1FN>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<8xf8E4M3FN>, tensor<6xf8E5M2>, tensor<5xf8E4M3FNUZ>,
      tensor<2xf8E4M3B11FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<3xf8E4M3>, tensor<3xf8E3M4>, tensor<6xf8E8M0FNU>,
      tensor<4xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<5xf4E2M1FN>
}
