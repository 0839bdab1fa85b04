// tensor.dim, tensor.cast and tensor.concat check what upstream checks, in its
// order and words (xDSL's constraint variables worded concat's failures otherwise).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @dim_0_ranked(%arg : tensor<f32>, %arg1 : index) {
  tensor.dim %arg, %arg1 : tensor<f32> // expected-error {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  return
}

// -----

func.func @cast_mismatching_constants(%arg0: tensor<1xf32>) {
  // expected-error@+1 {{operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %arg0 : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @concat_empty() {
  // expected-error@+1 {{requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<1x2x3xf32>
  return
}

// -----

func.func @concat_rank_mismatch(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) {
  // expected-error@+1 {{rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %arg0, %arg1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @concat_element_type_mismatch(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>) {
  // expected-error@+1 {{inputs and result element type must match}}
  %0 = tensor.concat dim(0) %arg0, %arg1 : (tensor<3xf32>, tensor<3xi32>) -> tensor<3xf32>
  return
}

// -----

func.func @concat_static_shape_mismatch(%arg0: tensor<3xf32>) {
  // expected-error@+1 {{result type 'tensor<7xf32>'does not match inferred shape 'tensor<6xf32>' static sizes}}
  %0 = tensor.concat dim(0) %arg0, %arg0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @valid(%a: tensor<3x4xf32>, %b: tensor<?x4xf32>, %t: tensor<4x?xf32>, %i: index) -> (tensor<?x4xf32>, index, tensor<?x8xf32>) {
  %c = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %e = tensor.cast %t : tensor<4x?xf32> to tensor<?x8xf32>
  return %c, %d, %e : tensor<?x4xf32>, index, tensor<?x8xf32>
}
