// What upstream's SameOperandsAndResultType and Elementwise still refuse: other element types, sizes that
// differ, a tensor where a scalar is due, other encodings, vectors mixed with tensors; math.fpowi's operand and
// result types must be equal (AllTypesMatch).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @sizes(%a: tensor<1xf32>, %b: tensor<2xf32>) {
  // expected-error@+1 {{'arith.addf' op requires the same type for all operands and results}}
  %0 = "arith.addf"(%a, %b) : (tensor<1xf32>, tensor<2xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @element_types(%a: tensor<1xf32>, %b: tensor<*xf64>) {
  // expected-error@+1 {{'arith.addf' op requires the same type for all operands and results}}
  %0 = "arith.addf"(%a, %b) : (tensor<1xf32>, tensor<*xf64>) -> tensor<1xf32>
  return
}

// -----

func.func @scalar_result(%t: tensor<*xf32>) {
  // expected-error@+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%t) : (tensor<*xf32>) -> f32
  return
}

// -----

func.func @encodings(%a: tensor<4xf32, "enc">, %b: tensor<4xf32>) {
  // expected-error@+1 {{'arith.addf' op requires the same encoding for all operands and results}}
  %0 = "arith.addf"(%a, %b) : (tensor<4xf32, "enc">, tensor<4xf32>) -> tensor<4xf32, "enc">
  return
}

// -----

func.func @vector_and_tensor(%v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error@+1 {{'arith.addf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addf"(%v, %t) : (vector<4xf32>, tensor<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @fpowi(%a: tensor<*xf32>, %n: tensor<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %n) : (tensor<*xf32>, tensor<4xi32>) -> tensor<4xf32>
  return
}

// -----

// An unranked tensor with ranked ones: two base types, as upstream's Elementwise check compares their TypeIDs
// (mlir-opt 22's words; before, these verified and printed a custom form with one type, which could not parse
// back: `arith.addf %arg0, %arg1 : tensor<*xf32>` of a tensor<4xf32> %arg1).
func.func @unranked_with_ranked(%r: tensor<*xf32>, %a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.addf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addf"(%r, %a) : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @ranked_with_unranked(%r: tensor<*xf32>, %a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.addf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addf"(%a, %r) : (tensor<4xf32>, tensor<*xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @unranked_integers(%i: tensor<*xi32>, %j: tensor<4xi32>) {
  // expected-error@+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addi"(%i, %j) : (tensor<*xi32>, tensor<4xi32>) -> tensor<*xi32>
  return
}

// -----

func.func @unranked_to_ranked(%r: tensor<*xf32>) {
  // expected-error@+1 {{'arith.negf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.negf"(%r) : (tensor<*xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @math_unranked_with_ranked(%r: tensor<*xf32>, %a: tensor<1xf32>, %d: tensor<?xf32>) {
  // expected-error@+1 {{'math.fma' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.fma"(%a, %r, %d) : (tensor<1xf32>, tensor<*xf32>, tensor<?xf32>) -> tensor<*xf32>
  return
}
