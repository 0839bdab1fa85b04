// RUN: ai-opt %s --split-input-file --verify-diagnostics
// The func dialect's parser and verifier messages, in upstream's words.

func.func private @two_results() -> (i32, f32)

func.func @call_result_types() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'f32', 'i32'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @two_results() : () -> (f32, i32)
  return
}

// -----

func.func private @takes_i32(i32)

func.func @call_operand_types(%a: f32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  call @takes_i32(%a) : (f32) -> ()
  return
}

// -----

func.func @call_undefined() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  call @nowhere() : () -> ()
  return
}

// -----

func.func @return_count() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_type(%a: f32) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @return_type}}
  return %a : f32
}

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @variadic(...)

// -----

func.func @named_then_unnamed(%a: i32,
                              f32) {
  // expected-error@-1 {{expected SSA identifier}}
  return
}

// -----

func.func @unnamed_then_named(f32,
                              %a: i32) { // expected-error {{expected type instead of SSA identifier}}
  return
}

// -----

// A declaration keeps its arguments' attributes, which are checked.
// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @declaration_attribute(i1 {non_dialect_attr = 10})

// -----

func.func @no_blocks() {} // expected-error {{expected non-empty function body}}

// -----

func.func @constant_attribute() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = constant "" : index
  return
}

// -----

func.func private @callee(i32)

func.func @constant_type() {
  %f = constant @callee : (f32) -> () // expected-error {{'func.constant' op reference to function with mismatched type}}
  return
}

// -----

func.func @constant_undefined() {
  %f = constant @nowhere : (i32) -> () // expected-error {{'func.constant' op reference to undefined function 'nowhere'}}
  return
}

// -----

func.func @call_indirect_inputs(%f: (i32) -> i32, %x: f32) -> i32 {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%f, %x) : ((i32) -> i32, f32) -> i32
  return %r : i32
}

// -----

func.func @call_indirect_results(%f: (i32) -> i32, %x: i32) -> f32 {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%f, %x) : ((i32) -> i32, i32) -> f32
  return %r : f32
}

// -----

func.func @call_indirect_result_count(%f: (i32) -> i32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r:2 = "func.call_indirect"(%f, %x) : ((i32) -> i32, i32) -> (i32, i32)
  return
}

// -----

func.func @call_indirect_not_function(%f: i32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%f, %x) : (i32, i32) -> ()
  return
}

// -----

func.func @call_indirect_no_callee() {
  // expected-error@+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @call_indirect_type_kind(%f: i32, %x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = call_indirect %f(%x) : i32
  return
}

// -----

func.func @call_indirect_operand_count(%f: (i32) -> i32, %x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  %r = call_indirect %f(%x, %x) : (i32) -> i32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @call_indirect_callee_type(%f: (i32) -> i32, %x: i32) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: '(i32) -> f32' vs '(i32) -> i32'}}
  %r = call_indirect %f(%x) : (i32) -> f32
  return
}
