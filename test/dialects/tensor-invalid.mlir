// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @reshape_element_count(%a: tensor<2x6xf32>, %s: tensor<2xi64>) {
  // expected-error@+1 {{source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %a(%s) : (tensor<2x6xf32>, tensor<2xi64>) -> tensor<3x5xf32>
  func.return
}

// -----

func.func @reshape_shape_length(%a: tensor<?xf32>, %s: tensor<3xi64>) {
  // expected-error@+1 {{length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %a(%s) : (tensor<?xf32>, tensor<3xi64>) -> tensor<?x4xf32>
  func.return
}

// -----

func.func @expand_rank0_to_non_unit(%a: tensor<f32>) {
  // expected-error@+1 {{expected the expanded type of a rank-0 tensor to have only size-1 dims}}
  %0 = tensor.expand_shape %a [] output_shape [2] : tensor<f32> into tensor<2xf32>
  func.return
}

// -----

// An output_shape literal of INT64_MIN is the dynamic-size marker with no value for it (the printer crashed on it).
func.func @expand_output_shape_dynamic_count(%a: tensor<2x8xf64>) {
  // expected-error@+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = tensor.expand_shape %a [[0], [1, 2]] output_shape [2, 4, -9223372036854775808] : tensor<2x8xf64> into tensor<2x4x2xf64>
  func.return
}

// -----

func.func @expand_output_shape_extra_value(%a: tensor<2x8xf64>, %n: index) {
  // expected-error@+1 {{static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "tensor.expand_shape"(%a, %n) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 4, 2>}> : (tensor<2x8xf64>, index) -> tensor<2x4x2xf64>
  func.return
}

// -----

func.func @generate_extents(%n: index) {
  // expected-error@+1 {{'tensor.generate' op must have as many index operands as dynamic extents in the result type}}
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<4xf32>
  func.return
}

// -----

func.func @generate_arguments() {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %g = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<4x4xf32>
  func.return
}

// -----

func.func @generate_argument_type() {
  // expected-error@+1 {{all body arguments must be index}}
  %g = tensor.generate {
  ^bb0(%i: index, %j: i64):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<4x4xf32>
  func.return
}

// -----

func.func @generate_yield_type() {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %g = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 0 : i32
    tensor.yield %c : i32
  } : tensor<4xf32>
  func.return
}

// -----

func.func @extract_with_one_index_per_dimension_too_many(%t: tensor<2x3x4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i, %i, %i, %i] : tensor<2x3x4xf32>
  func.return %0 : f32
}

// -----

func.func @extract_of_a_ranked_tensor_without_indices(%t: tensor<?xf32>) -> f32 {
  // expected-error@+1 {{incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[] : tensor<?xf32>
  func.return %0 : f32
}

// -----

func.func @insert_without_indices(%x: f32, %t: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %x into %t[] : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// As many operands as the result has elements (xDSL's op did not count them: one-shot-bufferize then took the
// index modulo a size of 0, a ZeroDivisionError).
func.func @from_elements_count() {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{1 operands present, but expected 2}}
  %0 = tensor.from_elements %c0 : tensor<2xindex>
  return
}

// -----

func.func @from_elements_count_generic() {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%c0) : (index) -> tensor<0xindex>
  return
}
