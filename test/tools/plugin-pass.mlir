// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --split-input-file --toy-simplify \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NOFOLD
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --split-input-file --toy-simplify=fold-constants=false \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NOFOLD
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --split-input-file --toy-simplify=fold-constants=true \
// RUN:   | FileCheck %s --check-prefixes=CHECK,FOLD
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --split-input-file \
// RUN:   --pass-pipeline='builtin.module(toy-simplify{fold-constants=true})' | FileCheck %s --check-prefixes=CHECK,FOLD
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt --load-pass-plugin=aiopt_toy --help | FileCheck %s --check-prefix=HELP

// The toy-simplify pass of examples/toy_plugin, loaded by module name. Without
// its option it only removes transposes that cancel out; with
// `fold-constants=true` it also evaluates ops on constants.

// HELP:      --toy-simplify {{ *}}Simplify toy ops: drop transposes that cancel out, optionally fold constants.
// HELP-NEXT:   fold-constants=<bool = false> {{ *}}also evaluate toy.add, toy.mul and toy.transpose of constants

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

// A single transpose stays.

// CHECK-LABEL: func.func @one_transpose
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf64>)
// CHECK:         %[[T:.*]] = toy.transpose %[[A]] : tensor<2x3xf64> to tensor<3x2xf64>
// CHECK:         return %[[T]] : tensor<3x2xf64>
func.func @one_transpose(%a: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  func.return %0 : tensor<3x2xf64>
}

// -----

// CHECK-LABEL: func.func @transpose_of_constant
// NOFOLD:        %[[C:.*]] = toy.constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// NOFOLD:        %[[T:.*]] = toy.transpose %[[C]] : tensor<2x3xf64> to tensor<3x2xf64>
// NOFOLD:        return %[[T]] : tensor<3x2xf64>
// FOLD:          %[[T:.*]] = toy.constant dense<{{\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>
// FOLD-NOT:      toy.transpose
// FOLD:          return %[[T]] : tensor<3x2xf64>
func.func @transpose_of_constant() -> tensor<3x2xf64> {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.transpose %0 : tensor<2x3xf64> to tensor<3x2xf64>
  func.return %1 : tensor<3x2xf64>
}

// -----

// (c + c) * c folds one op at a time; the constants left unused are erased.

// CHECK-LABEL: func.func @add_mul_of_constants
// NOFOLD:        %[[C:.*]] = toy.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// NOFOLD:        %[[SUM:.*]] = toy.add %[[C]], %[[C]] : tensor<2x2xf64>
// NOFOLD:        %[[PROD:.*]] = toy.mul %[[SUM]], %[[C]] : tensor<2x2xf64>
// NOFOLD:        return %[[PROD]] : tensor<2x2xf64>
// FOLD-NOT:      toy.constant dense<{{\[}}[1.0
// FOLD:          %[[PROD:.*]] = toy.constant dense<{{\[}}[2.000000e+00, 8.000000e+00], [1.800000e+01, 3.200000e+01]]> : tensor<2x2xf64>
// FOLD-NEXT:     return %[[PROD]] : tensor<2x2xf64>
func.func @add_mul_of_constants() -> tensor<2x2xf64> {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %1 = toy.add %0, %0 : tensor<2x2xf64>
  %2 = toy.mul %1, %0 : tensor<2x2xf64>
  func.return %2 : tensor<2x2xf64>
}

// -----

// An operand that is not a constant blocks folding.

// CHECK-LABEL: func.func @add_of_argument
// CHECK-SAME:    (%[[A:.*]]: tensor<2xf64>)
// CHECK:         %[[C:.*]] = toy.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK:         %[[SUM:.*]] = toy.add %[[A]], %[[C]] : tensor<2xf64>
// CHECK:         return %[[SUM]] : tensor<2xf64>
func.func @add_of_argument(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  %1 = toy.add %a, %0 : tensor<2xf64>
  func.return %1 : tensor<2xf64>
}
