// ai-translate --hlo-text-to-mhlo: the long form XLA prints (`%` names, computation signatures,
// typed operands, /*index=N*/ comments, module options); parameters follow parameter(N), not text order.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/long-form.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[SUM:.*]] = mhlo.reduce(%[[A]] init: %[[Z]]) applies mhlo.add across dimensions = [0]
// CHECK: %[[MASK:.*]] = mhlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK: %[[B:.*]] = "mhlo.broadcast_in_dim"(%[[SUM]])
// CHECK: %[[SEL:.*]] = mhlo.select %[[MASK]], %[[A]], %[[B]]
// CHECK-NOT: mhlo.tuple
// CHECK: return %[[SEL]], %[[B]]
