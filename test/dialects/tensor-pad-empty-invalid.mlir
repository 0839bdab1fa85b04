// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @pad_result_type(%t: tensor<4xf32>, %v: f32) {
  // expected-error@+1 {{specified type 'tensor<8xf32>' does not match the inferred type 'tensor<7xf32>'}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<8xf32>
  return
}

// -----

func.func @pad_block_argument(%t: tensor<4xf32>, %v: f32) {
  // expected-error@+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: i32):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_yield_type(%t: tensor<4xf32>, %v: f16) {
  // expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f16
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

// A dynamic pad amount may still give a static result size (xDSL rejected it).
func.func @pad_dynamic_amount_static_result(%t: tensor<4xf32>, %v: f32, %h: index) -> tensor<7xf32> {
  %0 = tensor.pad %t low[1] high[%h] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

func.func @empty_dynamic_sizes(%n: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%n) : tensor<?x4x?xf32>
  return
}

// -----

func.func @splat_dynamic_sizes(%x: f32, %n: index) {
  // expected-error@+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %x[%n] : tensor<4xf32>
  return
}

// -----

// A literal INT64_MIN is the dynamic marker with no operand for it (the printer raised IndexError).
func.func @pad_dynamic_marker_without_value(%t: tensor<?x?xf32>, %h: index, %v: f32) {
  // expected-error@+1 {{'tensor.pad' op expected 2 dynamic high values}}
  %0 = tensor.pad %t low[0, 0] high[%h, -9223372036854775808] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @pad_low_operand_count(%t: tensor<4xf32>, %l: index, %v: f32) {
  // expected-error@+1 {{'tensor.pad' op expected 0 dynamic low values}}
  %0 = "tensor.pad"(%t, %l) <{static_low = array<i64: 1>, static_high = array<i64: 2>, nofold, operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%i: index):
    tensor.yield %v : f32
  }) : (tensor<4xf32>, index) -> tensor<7xf32>
  return
}
