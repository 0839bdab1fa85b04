// ai-translate --hlo-text-to-mhlo: parameters, constants, iota, elementwise ops, compare, select, clamp, convert.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/elementwise.hlo | FileCheck %s
// The output is valid mhlo that ai-opt reads back.
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/elementwise.hlo | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>, %[[I:.*]]: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi1>)
// CHECK: %[[EXP:.*]] = mhlo.exponential %[[A]] : tensor<2x3xf32>
// CHECK: %[[LOG:.*]] = mhlo.log %[[EXP]]
// CHECK: %[[NEG:.*]] = mhlo.negate %[[LOG]]
// CHECK: %[[ABS:.*]] = mhlo.abs %[[NEG]]
// CHECK: %[[ADD:.*]] = mhlo.add %[[ABS]], %[[B]]
// CHECK: %[[SUB:.*]] = mhlo.subtract %[[ADD]], %[[B]]
// CHECK: %[[MUL:.*]] = mhlo.multiply %[[SUB]], %[[B]]
// CHECK: %[[DIV:.*]] = mhlo.divide %[[MUL]], %[[B]]
// CHECK: %[[MAX:.*]] = mhlo.maximum %[[DIV]], %[[A]]
// CHECK: %[[MIN:.*]] = mhlo.minimum %[[MAX]], %[[A]]
// CHECK: %[[POW:.*]] = mhlo.power %[[MIN]], %[[B]]
// CHECK: %[[GT:.*]] = mhlo.compare GT, %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK: %[[SEL:.*]] = mhlo.select %[[GT]], %[[A]], %[[POW]]
// CHECK: %[[LO:.*]] = mhlo.constant dense<-1.500000e+00> : tensor<f32>
// CHECK: %[[HI:.*]] = mhlo.constant dense<1.000000e+02> : tensor<f32>
// CHECK: mhlo.clamp %[[LO]], %[[SEL]], %[[HI]] : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK: mhlo.convert %[[I]] : (tensor<2x3xi32>) -> tensor<2x3xf32>
// CHECK: %[[TABLE:.*]] = mhlo.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.500000e+00, 0xFF800000, 0x7FC00000]]> : tensor<2x3xf32>
// CHECK: %[[IOTA:.*]] = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xi32>
// CHECK: mhlo.compare EQ, %[[IOTA]], %[[I]], SIGNED
// CHECK: mhlo.bitcast_convert %[[TABLE]] : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK: %[[AND:.*]] = mhlo.and
// CHECK-NOT: mhlo.tuple
// CHECK: return %{{.*}}, %[[AND]] : tensor<2x3xf32>, tensor<2x3xi1>
