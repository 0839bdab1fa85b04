// A hexadecimal literal of an f4/f6/f8 element holds its bits: no more than the format has.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @f8_nine_bits() -> tensor<2xf8E4M3FN> {
  // expected-error@+1 {{hexadecimal float literal does not fit f8E4M3FN}}
  %0 = stablehlo.constant dense<[0x7F, 0x100]> : tensor<2xf8E4M3FN>
  func.return %0 : tensor<2xf8E4M3FN>
}

// -----

func.func @f6_seven_bits() -> tensor<f6E3M2FN> {
  // expected-error@+1 {{hexadecimal float literal does not fit f6E3M2FN}}
  %0 = stablehlo.constant dense<0x40> : tensor<f6E3M2FN>
  func.return %0 : tensor<f6E3M2FN>
}

// -----

func.func @f4_five_bits() -> tensor<f4E2M1FN> {
  // expected-error@+1 {{hexadecimal float literal does not fit f4E2M1FN}}
  %0 = stablehlo.constant dense<0x10> : tensor<f4E2M1FN>
  func.return %0 : tensor<f4E2M1FN>
}

// -----

func.func @complex_f8() -> tensor<complex<f8E5M2>> {
  // expected-error@+1 {{complex literal for a f8E5M2 element}}
  %0 = stablehlo.constant dense<(0x3C, 0x01)> : tensor<f8E5M2>
  func.return %0 : tensor<complex<f8E5M2>>
}
