// RUN: ai-opt %s --split-input-file --verify-diagnostics

// mhlo checks these integer attributes with ODS constraints (stablehlo in its
// type inference, with other messages).

func.func @concatenate_dimension(%a: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'mhlo.concatenate' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "mhlo.concatenate"(%a, %a) {dimension = -1 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @all_to_all_split_count(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'mhlo.all_to_all' op attribute 'split_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "mhlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

func.func @stablehlo_keeps_its_message(%a: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{'stablehlo.concatenate' op failed to infer returned types}}
  // expected-error@+1 {{'stablehlo.concatenate' op dimension -1 is negative}}
  %0 = "stablehlo.concatenate"(%a, %a) {dimension = -1 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
