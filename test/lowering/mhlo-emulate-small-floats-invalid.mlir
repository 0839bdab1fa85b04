// What the f32 a small float is computed in cannot stand for: its bits, and
// arithmetic that is not mhlo (linalg bodies on f8 scalars).
// RUN: ai-opt %s --split-input-file --verify-diagnostics --mhlo-emulate-small-floats

func.func @bits(%a: tensor<4xf8E4M3FN>) -> tensor<4xi8> {
  // expected-error@+1 {{'mhlo.bitcast_convert' on f8E4M3FN is not supported by the CPU code generator yet}}
  %0 = mhlo.bitcast_convert %a : (tensor<4xf8E4M3FN>) -> tensor<4xi8>
  func.return %0 : tensor<4xi8>
}

// -----

func.func @scalar_arith(%a: f8E5M2, %b: f8E5M2) -> f8E5M2 {
  // expected-error@+1 {{'arith.addf' on f8E5M2 is not supported by the CPU code generator yet}}
  %0 = arith.addf %a, %b : f8E5M2
  func.return %0 : f8E5M2
}
