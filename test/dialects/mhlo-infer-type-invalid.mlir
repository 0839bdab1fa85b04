// RUN: ai-opt %s --split-input-file --verify-diagnostics

// A failure of an op's result type inference is reported as upstream reports
// it: the reason, then that the inference failed, both at the op.

func.func @slice_limit(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error@+2 {{'mhlo.slice' op failed to infer returned types}}
  // expected-error@+1 {{'mhlo.slice' op}}
  %0 = "mhlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 9>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @transpose_result(%a: tensor<1x2xi32>) -> tensor<1x2xi32> {
  // Any op whose inferred result types differ from its declared ones.
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{'mhlo.transpose' op inferred type(s) 'tensor<2x1xi32>' are incompatible with return type(s) of operation 'tensor<1x2xi32>'}}
  %0 = "mhlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<1x2xi32>) -> tensor<1x2xi32>
  func.return %0 : tensor<1x2xi32>
}

// -----

func.func @other_errors_once(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // Errors outside type inference come once.
  // expected-error@+1 {{'mhlo.add' op}}
  %0 = "mhlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
