// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @output_shape(%x: tensor<2x16x32xf32>) -> tensor<2x16xf32> {
  %init = tensor.empty() : tensor<2x16xf32>
  // expected-error@+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%init : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @dimension(%x: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %init = tensor.empty() : tensor<2x16x32xf32>
  // expected-error@+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(3) ins(%x : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
