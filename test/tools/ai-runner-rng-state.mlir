// The reference interpreter's rng_bit_generator takes XLA's state, a vector of 64-bit words; another state,
// which the verifier takes as upstream's does, is a located error at the op. A 0-d state was 'internal error:
// TypeError: iteration over a 0-d array'; a vector of 32-bit words gave a new state of twice its size.
// RUN: not ai-runner %s --interpret --random-inputs --entry=scalar_state 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: ai-runner-rng-state.mlir:[[# @LINE + 3]]:10: error: 'stablehlo.rng_bit_generator' op takes a state of 64-bit words (tensor<2xui64>, tensor<3xui64>) in the reference interpreter, not tensor<f32>
// SCALAR-NOT: internal error
func.func @scalar_state(%state: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// RUN: not ai-runner %s --interpret --random-inputs --entry=narrow_words 2>&1 | FileCheck %s --check-prefix=NARROW
// NARROW: ai-runner-rng-state.mlir:[[# @LINE + 2]]:10: error: 'stablehlo.rng_bit_generator' op takes a state of 64-bit words (tensor<2xui64>, tensor<3xui64>) in the reference interpreter, not tensor<4xui32>
func.func @narrow_words(%state: tensor<4xui32>) -> (tensor<4xui32>, tensor<3xui32>) {
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<4xui32>) -> (tensor<4xui32>, tensor<3xui32>)
  return %0#0, %0#1 : tensor<4xui32>, tensor<3xui32>
}

// RUN: ai-runner %s --interpret --random-inputs --entry=words --print | FileCheck %s --check-prefix=WORDS
// WORDS: out0 = [{{.*}}] : uint64[2]
// WORDS: out1 = [{{.*}}] : uint32[3]
func.func @words(%state: tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>) {
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<3xui32>
}
