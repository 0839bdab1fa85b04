// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @gather_empty_dims(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %out = tensor.gather %source[%indices] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_rank_overflow(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %out = tensor.gather %source[%indices] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_indices_length(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %out = tensor.gather %source[%indices] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_negative(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %out = tensor.gather %source[%indices] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_overflow(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %out = tensor.gather %source[%indices] gather_dims([42]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_increasing(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %out = tensor.gather %source[%indices] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

func.func @gather_result_type(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')}}
  %out = tensor.gather %source[%indices] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_indices_type(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x1xf32>) {
  // expected-error@+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x1xf32>'}}
  %out = tensor.gather %source[%indices] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x1xf32>) -> tensor<1x2x1x5x6xf32>
  return
}

// -----

func.func @scatter_empty_dims(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims must be non-empty}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_rank_overflow(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims overflow dest rank}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 1, 2, 3]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_overflow(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([42]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_unique(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 2]) : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_source_type(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<f32>')}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 2]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}
