// RUN: ai-opt %s --split-input-file --verify-diagnostics

// The errors an HLO op's pretty-form parser reports itself carry MLIR's
// `custom op '<name>'` prefix and the words of mlir-hlo's assembly-format
// helpers (issue 14); errors about the types read stay the parser's own.

func.func @unary_signature_two_operands(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'mhlo.sqrt' 1 operands present, but expected 2}}
  %0 = mhlo.sqrt %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @binary_two_results(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'stablehlo.multiply' expected single output}}
  %0 = stablehlo.multiply %a, %a : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return %0 : tensor<4xf32>
}

// -----

func.func @signature_without_arrow(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected '->' in function type}}
  %0 = mhlo.subtract %a, %a : (tensor<4xf32>, tensor<4xf32>)
  func.return %0 : tensor<4xf32>
}

// -----

func.func @tuple_of_non_tuple(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'mhlo.tuple' expected tuple type}}
  %0 = mhlo.tuple %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @tuple_too_few_types(%a: tensor<4xf32>) -> tuple<tensor<4xf32>> {
  // expected-error@+1 {{custom op 'mhlo.tuple' number of operands and types do not match: got 3 operands and 1 types}}
  %0 = mhlo.tuple %a, %a, %a : tuple<tensor<4xf32>>
  func.return %0 : tuple<tensor<4xf32>>
}

// -----

func.func @barrier_too_few_types(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'stablehlo.optimization_barrier' number of operands and types do not match: got 3 operands and 2 types}}
  %0:3 = stablehlo.optimization_barrier %a, %a, %a : tensor<4xf32>, tensor<4xf32>
  func.return %0#0 : tensor<4xf32>
}

// -----

func.func @complex_of_reals(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'mhlo.complex' expected tensor with complex element type}}
  %0 = mhlo.complex %a, %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @select_three_types(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'stablehlo.select' expected functional type or list of two types}}
  %0 = stablehlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @select_one_type(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'mhlo.select' expected functional type or list of two types}}
  %0 = mhlo.select %p, %a, %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @reduce_precision_string(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'mhlo.reduce_precision' expected valid keyword}}
  %0 = mhlo.reduce_precision %a, format = "e5m10" : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @reduce_precision_bad_format(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'stablehlo.reduce_precision' expected exponent mantissa in format e#m#, saw e5x10}}
  %0 = stablehlo.reduce_precision %a, format = e5x10 : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
