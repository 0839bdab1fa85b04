// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @extract_slice_rank_too_large(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0][2][1] : tensor<?xf32> to tensor<2x1xf32>
  return
}

// -----

func.func @extract_slice_element_type(%t: tensor<8xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][2][1] : tensor<8xf32> to tensor<2xi32>
  return
}

// -----

func.func @extract_slice_static_size(%t: tensor<8x8xf32>, %n: index) {
  // expected-error@+1 {{expected type to be 'tensor<2x?xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0][2, %n][1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @extract_slice_rank_reduced(%t: tensor<8x8x8xf32>) -> tensor<4x2xf32> {
  %0 = tensor.extract_slice %t[0, 1, 0][4, 1, 2][1, 1, 1] : tensor<8x8x8xf32> to tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @extract_slice_offsets(%t: tensor<8x8xf32>) {
  // expected-error@+1 {{expected 2 offset values}}
  %0 = tensor.extract_slice %t[0][2][1] : tensor<8x8xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_negative_size(%t: tensor<8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0][-2][1] : tensor<8xf32> to tensor<2xf32>
  return
}

// -----

func.func @insert_slice_size(%s: tensor<3xf32>, %t: tensor<8x8xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<1x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %s into %t[0, 0][1, 4][1, 1] : tensor<3xf32> into tensor<8x8xf32>
  return
}

// -----

func.func @insert_slice_element_type(%s: tensor<4xi8>, %t: tensor<8xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %s into %t[0][4][1] : tensor<4xi8> into tensor<8xf32>
  return
}

// -----

func.func @collapse_static_size(%t: tensor<2x3x4xf32>) {
  // expected-error@+1 {{expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<5x4xf32>
  return
}

// -----

func.func @extract_result_type(%t: tensor<2xf32>, %i: index) {
  // The result must be the element type, although the op overrides xDSL's verifier.
  // expected-error@+1 {{'tensor.extract' op}}
  %x = "tensor.extract"(%t, %i) : (tensor<2xf32>, index) -> i32
  return
}
