// RUN: ai-opt %s --split-input-file --verify-diagnostics

// ODS checks of the complex ops (complex-upstream-invalid.mlir has the
// constant and bitcast verifiers): float elements, same types, and the
// part ops' result of the operand's element type.

func.func @abs_result(%a: complex<f32>) {
  // expected-error@+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> f64
  func.return
}

// -----

func.func @angle_result(%a: complex<f32>) {
  // expected-error@+1 {{'complex.angle' op failed to verify that complex element type matches result type}}
  %0 = "complex.angle"(%a) : (complex<f32>) -> f64
  func.return
}

// -----

func.func @re_result(%a: complex<f32>) {
  // expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  func.return
}

// -----

func.func @im_result(%a: complex<f32>) {
  // expected-error@+1 {{'complex.im' op failed to verify that complex element type matches result type}}
  %0 = "complex.im"(%a) : (complex<f32>) -> f64
  func.return
}

// -----

func.func @conj_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.conj' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.conj"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @cos_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.cos' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.cos"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @expm1_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.expm1' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.expm1"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @log_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.log' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.log"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @log1p_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.log1p' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.log1p"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @neg_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.neg"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @rsqrt_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.rsqrt' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.rsqrt"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @sign_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.sign' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.sign"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @sin_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.sin' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.sin"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @sqrt_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.sqrt' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.sqrt"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @tan_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.tan' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.tan"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @tanh_integer_elements(%a: complex<i32>) {
  // expected-error@+1 {{'complex.tanh' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.tanh"(%a) : (complex<i32>) -> complex<i32>
  func.return
}

// -----

func.func @add_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  func.return
}

// -----

func.func @atan2_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.atan2' op requires the same type for all operands and results}}
  %0 = "complex.atan2"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  func.return
}

// -----

func.func @div_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.div' op requires the same type for all operands and results}}
  %0 = "complex.div"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  func.return
}

// -----

func.func @mul_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.mul' op requires the same type for all operands and results}}
  %0 = "complex.mul"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  func.return
}

// -----

func.func @pow_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.pow' op requires the same type for all operands and results}}
  %0 = "complex.pow"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  func.return
}

// -----

func.func @sub_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.sub' op requires the same type for all operands and results}}
  %0 = "complex.sub"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  func.return
}

// -----

func.func @eq_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  func.return
}

// -----

func.func @neq_mixed_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.neq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.neq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  func.return
}
