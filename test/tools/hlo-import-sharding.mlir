// Sharding annotations are not imported; a warning says so once, at the first one.
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/sharding.hlo 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err

// CHECK: func.func @main(%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: mhlo.negate %[[X]] : tensor<4xf32>
// WARN: sharding.hlo:4:3: warning: sharding annotations are not imported (2 instructions); the module is imported unsharded
// WARN-NOT: warning
