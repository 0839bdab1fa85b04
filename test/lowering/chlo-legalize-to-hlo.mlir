// mlir-hlo's chlo-legalize-to-hlo: chlo-legalize-to-mhlo, but erf and top_k become their mhlo twins.
// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-hlo | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-mhlo | FileCheck %s --check-prefix=MHLO

// CHECK-LABEL: func.func @erf_and_top_k
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf64>)
// CHECK-NEXT: %[[E:.*]] = mhlo.erf %[[X]] : tensor<4x8xf64>
// CHECK-NEXT: %values, %indices = mhlo.topk(%[[E]], k = 2) : tensor<4x8xf64> -> (tensor<4x2xf64>, tensor<4x2xi32>)
// MHLO-LABEL: func.func @erf_and_top_k
// MHLO-NOT: mhlo.erf
// MHLO-NOT: mhlo.topk
// MHLO: mhlo.sort
func.func @erf_and_top_k(%x: tensor<4x8xf64>) -> (tensor<4x2xf64>, tensor<4x2xi32>) {
  %0 = chlo.erf %x : tensor<4x8xf64> -> tensor<4x8xf64>
  %1:2 = chlo.top_k(%0, k = 2) : tensor<4x8xf64> -> (tensor<4x2xf64>, tensor<4x2xi32>)
  func.return %1#0, %1#1 : tensor<4x2xf64>, tensor<4x2xi32>
}

// -----

// The other chlo ops are legalized as by chlo-legalize-to-mhlo.
// CHECK-LABEL: func.func @broadcast_add
// CHECK: "mhlo.broadcast_in_dim"
// CHECK: mhlo.add
func.func @broadcast_add(%a: tensor<2x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// As upstream's dialect conversion, the passes erase no op: an unused chlo op becomes unused mhlo ops.
// CHECK-LABEL: func.func @unused_results
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: mhlo.erf %[[X]] : tensor<4xf32>
// CHECK: %[[NEG:.*]] = mhlo.negate %[[X]] : tensor<4xf32>
// CHECK: mhlo.multiply %[[X]], %[[NEG]] : tensor<4xf32>
// CHECK: mhlo.sine %[[X]] : tensor<4xf32>
// CHECK-NEXT: return
// MHLO-LABEL: func.func @unused_results
// MHLO: mhlo.clamp
// MHLO: mhlo.negate
// MHLO: mhlo.sine
// MHLO-NEXT: return
func.func @unused_results(%x: tensor<4xf32>) {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  %2 = mhlo.sine %x : tensor<4xf32>
  func.return
}
