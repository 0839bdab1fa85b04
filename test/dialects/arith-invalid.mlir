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

// -----

func.func @scalable_constant_not_splat() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<[4]xf16>
  return
}

// -----

func.func @scalable_constant_splat() -> vector<[4]xf16> {
  // A splat initializes a scalable vector.
  %c = arith.constant dense<[2.0, 2.0, 2.0, 2.0]> : vector<[4]xf16>
  return %c : vector<[4]xf16>
}
