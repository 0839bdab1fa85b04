// RUN: ai-opt %s %toy --split-input-file --verify-diagnostics

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
