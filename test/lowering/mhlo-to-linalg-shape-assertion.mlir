// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s

// jax.export's check of a symbolic dimension: its message's {0} is the operand after the predicate, which jax
// fills in. A cf.assert message is constant: the assertion is a call of a private function marked
// aiopt.format_arguments, whose i64 arguments the message's {k} stand for (the JIT's lowering of cf.assert
// writes them in), the predicate last.
// CHECK-LABEL: func.func @main
// CHECK: %[[SIZE:.*]] = tensor.from_elements %{{.*}} : tensor<i32>
// CHECK: %[[HOLDS:.*]] = tensor.extract %{{.*}}[] : tensor<i1>
// CHECK-NEXT: %[[N:.*]] = tensor.extract %[[SIZE]][] : tensor<i32>
// CHECK-NEXT: %[[N64:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK-NEXT: call @shape_assertion(%[[N64]], %[[HOLDS]]) : (i64, i1) -> ()
// CHECK-NOT: custom_call
// CHECK-LABEL: func.func private @shape_assertion
// CHECK-SAME: (%[[ARG:.*]]: i64, %[[OK:.*]]: i1) attributes {aiopt.format_arguments}
// CHECK-NEXT: cf.assert %[[OK]], "'stablehlo.custom_call' op Expected value >= 1 for dimension variable 'b' (= {0})."
// CHECK-NEXT: return
func.func @main(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
  %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Expected value >= 1 for dimension variable 'b' (= {0}).", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  func.return %x : tensor<?x8xf32>
}

// -----

// A message without placeholders, or with an operand that is no integer, is a cf.assert in place (as written).
// CHECK-LABEL: func.func @plain
// CHECK: cf.assert %{{.*}}, "'stablehlo.custom_call' op no placeholder"
// CHECK: cf.assert %{{.*}}, "'stablehlo.custom_call' op a float {0}"
// CHECK-NOT: func.func private
func.func @plain(%p: tensor<i1>, %f: tensor<f32>) {
  stablehlo.custom_call @shape_assertion(%p) {error_message = "no placeholder", has_side_effect = true} : (tensor<i1>) -> ()
  stablehlo.custom_call @shape_assertion(%p, %f) {error_message = "a float {0}", has_side_effect = true} : (tensor<i1>, tensor<f32>) -> ()
  func.return
}
