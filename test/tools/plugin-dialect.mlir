// RUN: ai-opt %s --load-dialect-plugin=%examples/toy_plugin/aiopt_toy/__init__.py --split-input-file | FileCheck %s
// RUN: ai-opt %s --load-dialect-plugin=%examples/toy_plugin/aiopt_toy/__init__.py --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --load-dialect-plugin=%examples/toy_plugin/aiopt_toy/__init__.py --split-input-file --mlir-print-op-generic \
// RUN:   | ai-opt --load-dialect-plugin=%examples/toy_plugin/aiopt_toy/__init__.py --split-input-file | FileCheck %s
// RUN: ai-opt --load-dialect-plugin=%examples/toy_plugin/aiopt_toy/__init__.py --list-ops=toy | FileCheck %s --check-prefix=OPS
// RUN: ai-opt --load-dialect-plugin=%examples/toy_plugin/aiopt_toy/__init__.py --show-dialects | FileCheck %s --check-prefix=DIALECTS

// The toy dialect of examples/toy_plugin, loaded from a file path: its ops
// parse and print in their declarative assembly format, and survive a round
// trip through the generic form.

// OPS:      toy.add
// OPS-NEXT: toy.constant
// OPS-NEXT: toy.mul
// OPS-NEXT: toy.transpose

// DIALECTS: Available Dialects: {{.*}},toy,{{.*}}

// CHECK-LABEL: func.func @constant
// CHECK:         %[[C:.*]] = toy.constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CHECK:         return %[[C]] : tensor<2x3xf64>
// GENERIC-LABEL: "func.func"
// GENERIC:         %[[C:.*]] = "toy.constant"() <{value = dense<{{.*}}> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
func.func @constant() -> tensor<2x3xf64> {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  func.return %0 : tensor<2x3xf64>
}

// -----

// CHECK-LABEL: func.func @add_mul
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf64>, %[[B:.*]]: tensor<2x3xf64>)
// CHECK:         %[[SUM:.*]] = toy.add %[[A]], %[[B]] : tensor<2x3xf64>
// CHECK:         %[[PROD:.*]] = toy.mul %[[SUM]], %[[A]] : tensor<2x3xf64>
// CHECK:         return %[[PROD]] : tensor<2x3xf64>
// GENERIC:       %[[SUM:.*]] = "toy.add"(%{{.*}}, %{{.*}}) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
// GENERIC:       "toy.mul"(%[[SUM]], %{{.*}}) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
func.func @add_mul(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.add %a, %b : tensor<2x3xf64>
  %1 = toy.mul %0, %a : tensor<2x3xf64>
  func.return %1 : tensor<2x3xf64>
}

// -----

// CHECK-LABEL: func.func @transpose
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf64>)
// CHECK:         %[[T:.*]] = toy.transpose %[[A]] : tensor<2x3xf64> to tensor<3x2xf64>
// CHECK:         return %[[T]] : tensor<3x2xf64>
// GENERIC:       "toy.transpose"(%{{.*}}) : (tensor<2x3xf64>) -> tensor<3x2xf64>
func.func @transpose(%a: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  func.return %0 : tensor<3x2xf64>
}
