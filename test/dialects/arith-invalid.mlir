// arith.remf takes floats (or vectors/tensors of them) of one type.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @integer_remf(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'i32'}}
  %r = "arith.remf"(%a, %a) : (i32, i32) -> i32
  func.return %r : i32
}

// -----

func.func @mixed_types(%a: f32, %b: f64) -> f32 {
  // expected-error@+1 {{'arith.remf' op requires the same type for all operands and results}}
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

// -----

// Comparisons check what upstream checks, in its order and words (xDSL
// accepted a predicate out of range and operands of two types).
func.func @cmpi_predicate_out_of_range(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %r = "arith.cmpi"(%a, %a) {predicate = 42} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_operand_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %r = "arith.cmpf"(%a, %b) {predicate = 0} : (f32, f64) -> i1
  return
}

// -----

func.func @cmpi_result_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %r = "arith.cmpi"(%a, %a) {predicate = 0} : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
  return
}

// -----

func.func @cmpf_result_not_bool(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'f32'}}
  %r = "arith.cmpf"(%a, %a) {predicate = 0} : (f32, f32) -> f32
  return
}

// -----

func.func @cmpf_unknown_predicate(%a: f32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %r = arith.cmpf sge, %a, %a : f32
  return
}

// -----

func.func @cmpi_float_operands(%a: f32) {
  // expected-error@+1 {{'lhs' must be signless-integer-like, but got 'f32'}}
  %r = arith.cmpi eq, %a, %a : f32
  return
}

// -----

func.func @constant_value_type() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() {value = 1.0 : f64} : () -> f32
  return
}

// -----

func.func @constant_unsigned() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 0 : ui32
  return
}
