// RUN: ai-opt %s --load-dialect-plugin=%examples/toy_plugin/aiopt_toy/__init__.py --split-input-file --verify-diagnostics

// The verifiers of the toy dialect: TransposeOp.verify_() checks the shapes,
// the declarative constraints check that add/mul operands share one type.

func.func @transpose_of_rank_3(%a: tensor<2x3x4xf64>) -> tensor<4x3x2xf64> {
  // expected-error@+1 {{'toy.transpose' op expects a rank-2 input, got rank 3}}
  %0 = toy.transpose %a : tensor<2x3x4xf64> to tensor<4x3x2xf64>
  func.return %0 : tensor<4x3x2xf64>
}

// -----

func.func @transpose_keeps_shape(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  // expected-error@+1 {{'toy.transpose' op expects result type tensor<3x2xf64> (the input shape reversed), got tensor<2x3xf64>}}
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<2x3xf64>
  func.return %0 : tensor<2x3xf64>
}

// -----

func.func @add_of_different_types(%a: tensor<2x3xf64>, %b: tensor<3x2xf64>) -> tensor<2x3xf64> {
  // expected-error@+1 {{'toy.add' op requires the same type for all operands and results}}
  %0 = "toy.add"(%a, %b) : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x3xf64>
  func.return %0 : tensor<2x3xf64>
}

// -----

func.func @mul_of_f32(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'toy.mul' op operand #0 must be ranked tensor of 64-bit float values, but got 'tensor<2x3xf32>'}}
  %0 = "toy.mul"(%a, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
