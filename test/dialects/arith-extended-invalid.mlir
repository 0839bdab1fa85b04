// arith.addui_extended and arith.mul{u,s}i_extended check upstream's
// Elementwise trait first: vectors and tensors go with vectors and tensors of
// one shape and kind.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @scalar_overflow(%a: vector<8xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
  return
}

// -----

func.func @tensor_overflow(%a: vector<8xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, tensor<8xi1>
  return
}

// -----

func.func @valid(%a: vector<8xi32>, %b: i32, %i: index) {
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, vector<8xi1>
  // index operands, as upstream's SignlessIntegerOrIndexLike (xDSL's overflow check refused them)
  %u:2 = arith.addui_extended %i, %i : index, i1
  %v:2 = arith.mului_extended %i, %i : index
  %s:2 = arith.mului_extended %b, %b : i32
  %t:2 = arith.mulsi_extended %a, %a : vector<8xi32>
  return
}
