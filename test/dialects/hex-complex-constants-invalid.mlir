// Complex literals and complex element types must agree; a hexadecimal part
// must fit the float type's width.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @pair_for_float() -> tensor<f32> {
  // expected-error@+1 {{complex literal for a f32 element}}
  %0 = stablehlo.constant dense<(1.0, 2.0)> : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @scalar_for_complex() -> tensor<complex<f32>> {
  // expected-error@+1 {{expected a (real, imag) pair for a complex<f32> element}}
  %0 = stablehlo.constant dense<1.0> : tensor<complex<f32>>
  func.return %0 : tensor<complex<f32>>
}

// -----

func.func @wide_hex_part() -> tensor<complex<f32>> {
  // expected-error@+1 {{hexadecimal float literal does not fit f32}}
  %0 = stablehlo.constant dense<(1.0, 0x3FF0000000000000)> : tensor<complex<f32>>
  func.return %0 : tensor<complex<f32>>
}

// -----

func.func @float_part_for_integer() -> tensor<complex<i32>> {
  // expected-error@+1 {{expected integer elements, but parsed floating-point}}
  %0 = stablehlo.constant dense<(1, 2.5)> : tensor<complex<i32>>
  func.return %0 : tensor<complex<i32>>
}
