// RUN: ai-opt %s --split-input-file --verify-diagnostics
// The bufferization dialect's checks of its discardable attributes, in upstream's words.

// expected-error@+1 {{invalid value for 'bufferization.access'}}
func.func private @access_value(tensor<*xf32> {bufferization.access = "foo"})

// -----

// expected-error@+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_external(tensor<*xf32> {bufferization.writable = false})

// -----

// expected-error@+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_type(%t: tensor<4xf32> {bufferization.writable = 1 : i32}) {
  return
}

// -----

func.func @writable_on_op() {
  // expected-error@+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
  %c = arith.constant {bufferization.writable = true} 0 : index
  return
}

// -----

func.func @manual_deallocation_without_effect() {
  // expected-error@+1 {{'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %c = arith.constant {bufferization.manual_deallocation} 0 : index
  return
}

// -----

// Valid uses.
func.func @valid(%t: tensor<4xf32> {bufferization.writable = true, bufferization.access = "read"}) -> memref<4xf32> {
  %m = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
  return %m : memref<4xf32>
}
