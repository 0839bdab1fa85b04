// RUN: ai-opt %s --split-input-file --verify-diagnostics --hlo-legalize-to-lhlo

// Unranked tensors have no buffer an alloc could size: the op is reported, not a crash.
func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.add'}}
  %0 = mhlo.add %a, %a : tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

// A function body with several blocks: the entry block's arguments become buffers; values
// passed between blocks as tensors have no buffer form here and are reported.
func.func @multi_block(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'cf.br'}}
  cf.br ^bb1(%a : tensor<4xf32>)
^bb1(%b: tensor<4xf32>):
  %r = mhlo.exponential %b : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Tokens have no buffer form.
func.func @token(%t: !mhlo.token) -> !mhlo.token {
  // expected-error@+1 {{failed to legalize operation 'mhlo.copy'}}
  %0 = mhlo.copy %t : !mhlo.token
  func.return %0 : !mhlo.token
}
