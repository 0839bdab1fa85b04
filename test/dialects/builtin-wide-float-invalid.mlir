// RUN: ai-opt %s --split-input-file --verify-diagnostics

// A hexadecimal f80 literal with more than 80 bits is upstream's error at the literal.

func.func @f80_out_of_range() -> f80 {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %c = arith.constant 0x7FFF0000000000000000000000000000 : f80
  return %c : f80
}

// -----

// Dense elements of f80, f128 and i128 have no storage here (xDSL packs elements with `struct`): an error at
// the literal, where it was a bare 'NotImplementedError' at the next op.

func.func @dense_f80() -> vector<2xf80> {
  // expected-error@+1 {{dense elements of element type 'f80' are not supported}}
  %c = arith.constant dense<[0.0, 1.0]> : vector<2xf80>
  return %c : vector<2xf80>
}

// -----

func.func @dense_i128() -> tensor<2xi128> {
  // expected-error@+1 {{dense elements of element type 'i128' are not supported}}
  %c = arith.constant dense<0> : tensor<2xi128>
  return %c : tensor<2xi128>
}
