// Replica groups and source-target pairs written as a splat of a huge shape (a short text for 2^32 ids)
// are checked as quickly as a small one: the verifier decides on the first two rows (it listed all 2^32
// ids and hung; found by the fuzzer's huge_dim mutation of stablehlo-collectives chunks).

// RUN: ai-opt %s --split-input-file --verify-diagnostics
// RUN: ai-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic

func.func @permute(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op duplicate sources not allowed.}}
  %0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<0> : tensor<2147483648x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----
func.func @gather(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op replica id #0 seen more than once}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<2147483648x2xi64>}> : (tensor<4xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----
func.func @gather_padding(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op Invalid replica id -1}}
  %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<-1> : tensor<4294967296x2xi64>}> : (tensor<4xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----
// Padding only, where groups may differ in size: no id, which is no error.
func.func @sum(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.cross-replica-sum"(%a) <{replica_groups = dense<-1> : tensor<4294967296x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
