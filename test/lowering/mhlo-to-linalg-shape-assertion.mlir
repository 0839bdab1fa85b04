// RUN: ai-opt --mlir-print-local-scope %s --convert-mhlo-to-linalg | FileCheck %s

// jax.export's check of a symbolic dimension becomes a cf.assert on the predicate, with jax's message (its {0}
// placeholder kept: a cf.assert message is constant).
// CHECK-LABEL: func.func @main
// CHECK: %[[HOLDS:.*]] = tensor.extract %{{.*}}[] : tensor<i1>
// CHECK-NEXT: cf.assert %[[HOLDS]], "'stablehlo.custom_call' op Expected value >= 1 for dimension variable 'b' (= {0})."
// CHECK-NOT: custom_call
func.func @main(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
  %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Expected value >= 1 for dimension variable 'b' (= {0}).", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  func.return %x : tensor<?x8xf32>
}
