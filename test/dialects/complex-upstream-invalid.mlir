// RUN: ai-opt %s --split-input-file --verify-diagnostics
// complex.constant's and complex.bitcast's checks in upstream's words.

func.func @constant_length() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f32', 'f32') to match the element type of the op's return type ('f64')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f64>
  return
}

// -----

func.func @bitcast_without_complex(%a: i64) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @valid(%a: i64) -> complex<f32> {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %1 = complex.bitcast %a : i64 to complex<f32>
  return %1 : complex<f32>
}
