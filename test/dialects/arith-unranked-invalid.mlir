// What upstream's arith ops still refuse with unranked tensors: other element types, memrefs, results
// of another shape or kind, casts that change width the wrong way or the rank.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @memref_operand(%a: memref<4xf32>) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = arith.addf %a, %a : memref<4xf32>
  return
}

// -----

func.func @float_addi(%a: tensor<*xf32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'tensor<*xf32>'}}
  %0 = arith.addi %a, %a : tensor<*xf32>
  return
}

// -----

func.func @signed_addi(%a: tensor<*xsi32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'tensor<*xsi32>'}}
  %0 = arith.addi %a, %a : tensor<*xsi32>
  return
}

// -----

func.func @ranked_compare_result(%a: tensor<*xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (tensor<*xf32>, tensor<*xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @ranked_select_condition(%c: tensor<4xi1>, %a: tensor<*xf32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : tensor<4xi1>, tensor<*xf32>
  return
}

// -----

func.func @scalar_overflow(%a: tensor<*xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = arith.addui_extended %a, %a : tensor<*xi32>, i1
  return
}

// -----

func.func @integer_overflow(%a: tensor<*xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'tensor<*xi32>'}}
  %0:2 = arith.addui_extended %a, %a : tensor<*xi32>, tensor<*xi32>
  return
}

// -----

func.func @truncf_widens(%a: tensor<*xf32>) {
  // expected-error@+1 {{'arith.truncf' op operand type 'tensor<*xf32>' and result type 'tensor<*xf64>' are cast incompatible}}
  %0 = arith.truncf %a : tensor<*xf32> to tensor<*xf64>
  return
}

// -----

func.func @extf_to_ranked(%a: tensor<*xf32>) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<*xf32>' and result type 'tensor<4xf64>' are cast incompatible}}
  %0 = arith.extf %a : tensor<*xf32> to tensor<4xf64>
  return
}

// -----

func.func @bitcast_width(%a: tensor<*xf32>) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'tensor<*xf32>' and result type 'tensor<*xi64>' are cast incompatible}}
  %0 = arith.bitcast %a : tensor<*xf32> to tensor<*xi64>
  return
}

// -----

func.func @index_cast_without_index(%a: tensor<*xi32>) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'tensor<*xi32>' and result type 'tensor<*xi64>' are cast incompatible}}
  %0 = arith.index_cast %a : tensor<*xi32> to tensor<*xi64>
  return
}
