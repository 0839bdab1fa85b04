// ai-translate --hlo-text-to-mhlo: the remaining unary opcodes (cbrt, erf, tan, logistic, expm1, log1p, sign,
// is-finite, count-leading-zeros, popcnt).

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/unary.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi32>)
// CHECK: mhlo.cbrt %[[X]] : tensor<4xf32>
// CHECK: mhlo.erf %[[X]] : tensor<4xf32>
// CHECK: mhlo.tan %[[X]] : tensor<4xf32>
// CHECK: mhlo.logistic %[[X]] : tensor<4xf32>
// CHECK: mhlo.exponential_minus_one %[[X]] : tensor<4xf32>
// CHECK: mhlo.log_plus_one %[[X]] : tensor<4xf32>
// CHECK: mhlo.sign %[[X]] : tensor<4xf32>
// CHECK: mhlo.is_finite %[[X]] : (tensor<4xf32>) -> tensor<4xi1>
// CHECK: mhlo.count_leading_zeros %[[I]] : tensor<4xi32>
// CHECK: mhlo.popcnt %[[I]] : tensor<4xi32>
