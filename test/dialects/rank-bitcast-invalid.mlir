// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @tensor_rank(%x: f32) {
  // expected-error@+1 {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'}}
  "tensor.rank"(%x) : (f32) -> index
  return
}

// -----

func.func @memref_rank(%x: f32) {
  // expected-error@+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.rank"(%x) : (f32) -> index
  return
}

// -----

func.func @bitcast_width(%t: tensor<2xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<2xi32>' and result type 'tensor<2xf64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<2xi32> to tensor<2xf64>
  return
}

// -----

func.func @bitcast_shape(%t: tensor<2xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<2xi32>' and result type 'tensor<3xf32>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<2xi32> to tensor<3xf32>
  return
}

// -----

func.func @bitcast_element(%t: tensor<2xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<2xindex>'}}
  %0 = tensor.bitcast %t : tensor<2xi32> to tensor<2xindex>
  return
}
