// arith.remf takes floats (or vectors/tensors of them) of one type.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @integer_remf(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.remf' op operand 'lhs' at position 0 does not verify}}
  %r = "arith.remf"(%a, %a) : (i32, i32) -> i32
  func.return %r : i32
}

// -----

func.func @mixed_types(%a: f32, %b: f64) -> f32 {
  // expected-error@+1 {{'arith.remf' op operand 'rhs' at position 1 does not verify}}
  %r = "arith.remf"(%a, %b) : (f32, f64) -> f32
  func.return %r : f32
}
