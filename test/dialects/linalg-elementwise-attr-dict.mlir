// linalg.elementwise prints and parses its attr-dict before ins(...), as upstream's
// printNamedStructuredOp / parseNamedStructuredOp (it was dropped).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @elementwise
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> {test.marker} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> {a = 1 : i64, test.marker} ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> {test.marker} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> {a = 1, test.marker} ins(%a, %0 : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
