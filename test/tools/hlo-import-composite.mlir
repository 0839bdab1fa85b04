// ai-translate --hlo-text-to-mhlo: a `call` with is_composite=true becomes mhlo.composite named by its
// composite.name/composite.version frontend attributes, decomposed by the called computation's function.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/composite.hlo | FileCheck %s

// CHECK: func.func private @my_double_1(%[[ARG:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: mhlo.multiply %[[ARG]], %{{.*}} : tensor<4xf32>
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = mhlo.composite "my.double" %[[X]] {decomposition = @my_double_1, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: return %[[R]]
