// What the f32 a small float is computed in cannot stand for: arithmetic that is not mhlo (linalg bodies
// on f8 scalars).
// RUN: ai-opt %s --split-input-file --verify-diagnostics --mhlo-emulate-small-floats

func.func @scalar_arith(%a: f8E5M2, %b: f8E5M2) -> f8E5M2 {
  // expected-error@+1 {{'arith.addf' on f8E5M2 is not supported by the CPU code generator yet}}
  %0 = arith.addf %a, %b : f8E5M2
  func.return %0 : f8E5M2
}
