// ai-translate --hlo-text-to-mhlo: tuple, get-tuple-element, while, conditional (if and case), call, fusion.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/while.hlo | FileCheck %s --check-prefix=WHILE
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/conditional.hlo | FileCheck %s --check-prefix=IF
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/case.hlo | FileCheck %s --check-prefix=CASE
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/call-fusion.hlo | FileCheck %s --check-prefix=CALL
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/conditional-tuple.hlo | FileCheck %s --check-prefix=IF-TUPLE

// A tuple loop state is carried as its leaves, as XLA's importer does; the regions re-tuple them.
// WHILE-LABEL: func.func @main
// WHILE-SAME: (%[[X:.*]]: tensor<f32>) -> (tensor<i32>, tensor<f32>)
// WHILE: %[[ZERO:.*]] = mhlo.constant dense<0> : tensor<i32>
// WHILE: %[[W0:.*]]:2 = mhlo.while(%[[I0:.*]] = %[[ZERO]], %[[X0:.*]] = %[[X]]) : tensor<i32>, tensor<f32>
// WHILE-NEXT: cond {
// WHILE-NEXT: %[[T:.*]] = mhlo.tuple %[[I0]], %[[X0]] : tuple<tensor<i32>, tensor<f32>>
// WHILE-NEXT: %[[I:.*]] = mhlo.get_tuple_element %[[T]][0]
// WHILE-NEXT: %[[TEN:.*]] = mhlo.constant dense<10> : tensor<i32>
// WHILE-NEXT: %[[LT:.*]] = mhlo.compare LT, %[[I]], %[[TEN]]
// WHILE-NEXT: mhlo.return %[[LT]] : tensor<i1>
// WHILE-NEXT: } do {
// WHILE: %[[NEXT_I:.*]] = mhlo.add
// WHILE: %[[NEXT_X:.*]] = mhlo.add
// WHILE-NEXT: mhlo.return %[[NEXT_I]], %[[NEXT_X]] : tensor<i32>, tensor<f32>
// WHILE-NEXT: }
// The entry's result tuple is flattened: the loop's results are returned.
// WHILE-NEXT: return %[[W0]]#0, %[[W0]]#1 : tensor<i32>, tensor<f32>

// Branch parameters are the conditional's operands, used from above.
// IF-LABEL: func.func @main
// IF-SAME: (%[[P:.*]]: tensor<i1>, %[[X:.*]]: tensor<2xf32>) -> tensor<2xf32>
// IF: "mhlo.if"(%[[P]]) ({
// IF-NEXT: %[[E:.*]] = mhlo.exponential %[[X]]
// IF-NEXT: mhlo.return %[[E]]
// IF-NEXT: }, {
// IF-NEXT: %[[N:.*]] = mhlo.negate %[[X]]
// IF-NEXT: mhlo.return %[[N]]
// IF-NEXT: }) : (tensor<i1>) -> tensor<2xf32>

// CASE-LABEL: func.func @main
// CASE-SAME: (%[[I:.*]]: tensor<i32>, %[[X:.*]]: tensor<2xf32>)
// CASE: "mhlo.case"(%[[I]]) ({
// CASE: mhlo.add %[[X]], %[[X]]
// CASE: }, {
// CASE: mhlo.multiply %[[X]], %[[X]]
// CASE: }, {
// CASE: mhlo.abs %[[X]]
// CASE: }) : (tensor<i32>) -> tensor<2xf32>

// `call` targets become private functions; `fusion` bodies are inlined.
// CALL-LABEL: func.func private @transposer_1(
// CALL: "mhlo.transpose"
// CALL-LABEL: func.func @main
// CALL-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CALL-NEXT: %[[SQ:.*]] = mhlo.multiply %[[X]], %[[X]]
// CALL: %[[F:.*]] = mhlo.add %[[SQ]], %{{.*}} : tensor<2x3xf32>
// CALL-NEXT: %[[C:.*]] = call @transposer_1(%[[F]]) : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CALL-NEXT: return %[[C]]
// CALL-NOT: fusion

// Tuple results of a conditional are yielded as their leaves (as XLA's importer does) and re-tupled.
// IF-TUPLE-LABEL: func.func @main
// IF-TUPLE: %[[R0:.*]]:2 = "mhlo.if"
// IF-TUPLE: mhlo.return %{{.*}}, %{{.*}} : tensor<2xf32>, tensor<2xf32>
// IF-TUPLE: mhlo.return %{{.*}}, %{{.*}} : tensor<2xf32>, tensor<2xf32>
// IF-TUPLE-NEXT: }) : (tensor<i1>) -> (tensor<2xf32>, tensor<2xf32>)
// IF-TUPLE-NEXT: %[[T:.*]] = mhlo.tuple %[[R0]]#0, %[[R0]]#1
// IF-TUPLE-NEXT: %[[O:.*]] = mhlo.get_tuple_element %[[T]][0]
// IF-TUPLE-NEXT: return %[[O]]
