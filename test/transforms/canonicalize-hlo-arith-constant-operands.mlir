// HLO folders take their constant operands from any constant-like op, arith.constant too (upstream's
// m_Constant); the folded value is a constant of the folded op's dialect.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// A reduce whose body returns a value from outside is a broadcast of it, and the broadcast of a constant folds.
// CHECK-LABEL: func.func @reduce_of_outside_constant
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<true> : tensor<512xi1>
// CHECK-NEXT: return %[[C]]
func.func @reduce_of_outside_constant() -> tensor<512xi1> {
  %cst = arith.constant dense<true> : tensor<i1>
  %cst_1 = arith.constant dense<true> : tensor<512x1xi1>
  %0 = mhlo.reduce(%cst_1 init: %cst) across dimensions = [1] : (tensor<512x1xi1>, tensor<i1>) -> tensor<512xi1>
   reducer(%arg1: tensor<i1>, %arg2: tensor<i1>)  {
    mhlo.return %cst : tensor<i1>
  }
  return %0 : tensor<512xi1>
}

// -----

// CHECK-LABEL: func.func @add_of_arith_constants
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[4, 6]> : tensor<2xi32>
// CHECK-NEXT: return %[[C]]
func.func @add_of_arith_constants() -> tensor<2xi32> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<[3, 4]> : tensor<2xi32>
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}
