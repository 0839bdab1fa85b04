// RUN: ai-opt %s -split-input-file --hlo-collectives-to-runtime --verify-diagnostics

func.func @computation(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op has a computation that compiled code does not support: one add, multiply, maximum, minimum, and, or or xor of its two arguments}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}

// -----

func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op needs static shapes in compiled code, but has tensor<?xf32>}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<?xf32>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}

// -----

func.func @element_type(%x: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error@+1 {{'stablehlo.collective_permute' op has element type f8E4M3FN, which compiled collectives do not support}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
  func.return %r : tensor<4xf8E4M3FN>
}

// -----

func.func @wide_integer(%x: tensor<4xi128>) -> tensor<4xi128> {
  // expected-error@+1 {{'stablehlo.collective_permute' op has element type i128, which compiled collectives do not support}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<4xi128>) -> tensor<4xi128>
  func.return %r : tensor<4xi128>
}
