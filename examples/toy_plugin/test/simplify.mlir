// RUN: ai-opt %s %toy --split-input-file --toy-simplify | FileCheck %s --check-prefixes=CHECK,NOFOLD
// RUN: ai-opt %s %toy --split-input-file --toy-simplify=fold-constants=true | FileCheck %s --check-prefixes=CHECK,FOLD

// CHECK-LABEL: func.func @transpose_of_transpose
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf64>)
// CHECK-NOT:     toy.transpose
// CHECK:         return %[[A]] : tensor<2x3xf64>
func.func @transpose_of_transpose(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  %1 = toy.transpose %0 : tensor<3x2xf64> to tensor<2x3xf64>
  func.return %1 : tensor<2x3xf64>
}

// -----

// CHECK-LABEL: func.func @add_of_constants
// NOFOLD:        toy.add
// FOLD-NOT:      toy.add
// FOLD:          toy.constant dense<3.000000e+00> : tensor<2xf64>
func.func @add_of_constants() -> tensor<2xf64> {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  %1 = toy.constant dense<2.0> : tensor<2xf64>
  %2 = toy.add %0, %1 : tensor<2xf64>
  func.return %2 : tensor<2xf64>
}
