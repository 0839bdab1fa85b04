// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --split-input-file --toy-pipeline \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NOFOLD
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --split-input-file --toy-pipeline=fold-constants=true \
// RUN:   | FileCheck %s --check-prefixes=CHECK,FOLD
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --split-input-file \
// RUN:   --pass-pipeline='builtin.module(toy-pipeline{fold-constants=true})' | FileCheck %s --check-prefixes=CHECK,FOLD
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt %s --load-pass-plugin=aiopt_toy --toy-pipeline --mlir-print-ir-before-all -o %t 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXPAND
// RUN: env PYTHONPATH=%examples/toy_plugin ai-opt --load-pass-plugin=aiopt_toy --help | FileCheck %s --check-prefix=HELP

// The toy-pipeline pass pipeline of examples/toy_plugin expands to
// toy-simplify (with its option passed on), canonicalize and cse.

// EXPAND:      IR Dump Before ToySimplifyPass (toy-simplify)
// EXPAND:      IR Dump Before Canonicalizer (canonicalize)
// EXPAND:      IR Dump Before {{.*}} (cse)
// EXPAND-NOT:  IR Dump Before

// HELP:      Pass Pipelines:
// HELP:      --toy-pipeline {{ *}}Run toy-simplify, then canonicalize and cse.
// HELP-NEXT:   fold-constants=<bool = false> {{ *}}passed on to toy-simplify

// cse merges the two equal constants that toy-simplify leaves alone; with
// fold-constants=true everything folds into one constant.

// CHECK-LABEL: func.func @equal_constants
// NOFOLD:        %[[C:.*]] = toy.constant dense<2.000000e+00> : tensor<2x2xf64>
// NOFOLD-NOT:    toy.constant
// NOFOLD:        %[[SUM:.*]] = toy.add %[[C]], %[[C]] : tensor<2x2xf64>
// NOFOLD:        return %[[SUM]] : tensor<2x2xf64>
// FOLD:          %[[SUM:.*]] = toy.constant dense<4.000000e+00> : tensor<2x2xf64>
// FOLD-NEXT:     return %[[SUM]] : tensor<2x2xf64>
func.func @equal_constants() -> tensor<2x2xf64> {
  %0 = toy.constant dense<2.0> : tensor<2x2xf64>
  %1 = toy.constant dense<2.0> : tensor<2x2xf64>
  %2 = toy.add %0, %1 : tensor<2x2xf64>
  func.return %2 : tensor<2x2xf64>
}

// -----

// Transposes that cancel out go first, then cse merges the equal adds.

// CHECK-LABEL: func.func @transposes_and_equal_adds
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf64>)
// CHECK-NOT:     toy.transpose
// CHECK:         %[[SUM:.*]] = toy.add %[[A]], %[[A]] : tensor<2x3xf64>
// CHECK-NEXT:    %[[PROD:.*]] = toy.mul %[[SUM]], %[[SUM]] : tensor<2x3xf64>
// CHECK-NEXT:    return %[[PROD]] : tensor<2x3xf64>
func.func @transposes_and_equal_adds(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  %1 = toy.transpose %0 : tensor<3x2xf64> to tensor<2x3xf64>
  %2 = toy.add %1, %a : tensor<2x3xf64>
  %3 = toy.add %a, %a : tensor<2x3xf64>
  %4 = toy.mul %2, %3 : tensor<2x3xf64>
  func.return %4 : tensor<2x3xf64>
}
