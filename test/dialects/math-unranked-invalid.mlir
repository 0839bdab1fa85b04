// What upstream's math ops still refuse: other element types, memrefs, operands of different types.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @integer_exp(%a: tensor<*xi32>) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'tensor<*xi32>'}}
  %0 = math.exp %a : tensor<*xi32>
  return
}

// -----

func.func @memref_exp(%a: memref<4xf32>) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = math.exp %a : memref<4xf32>
  return
}

// -----

func.func @float_absi(%a: tensor<*xf32>) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'tensor<*xf32>'}}
  %0 = math.absi %a : tensor<*xf32>
  return
}

// -----

func.func @mixed_powf(%a: tensor<*xf32>, %b: tensor<*xf64>) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (tensor<*xf32>, tensor<*xf64>) -> tensor<*xf32>
  return
}
