// The math ops take unranked tensors, as upstream's do (FloatLike and SignlessIntegerOrIndexLike take any
// container with value semantics; xDSL's take vectors and ranked tensors only).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @unranked
// CHECK-SAME: (%[[A:.*]]: tensor<*xf32>, %[[I:.*]]: tensor<*xi32>)
// CHECK-NEXT: math.exp %[[A]] : tensor<*xf32>
// CHECK-NEXT: math.tanh %[[A]] fastmath<afn> : tensor<*xf32>
// CHECK-NEXT: math.powf %[[A]], %[[A]] : tensor<*xf32>
// CHECK-NEXT: math.fma %[[A]], %[[A]], %[[A]] : tensor<*xf32>
// CHECK-NEXT: math.fpowi %[[A]], %[[I]] : tensor<*xf32>, tensor<*xi32>
// CHECK-NEXT: math.absi %[[I]] : tensor<*xi32>
// CHECK-NEXT: math.ctlz %[[I]] : tensor<*xi32>
// CHECK-NEXT: math.ipowi %[[I]], %[[I]] : tensor<*xi32>
func.func @unranked(%a: tensor<*xf32>, %i: tensor<*xi32>) {
  %0 = math.exp %a : tensor<*xf32>
  %1 = math.tanh %a fastmath<afn> : tensor<*xf32>
  %2 = math.powf %a, %a : tensor<*xf32>
  %3 = math.fma %a, %a, %a : tensor<*xf32>
  %4 = math.fpowi %a, %i : tensor<*xf32>, tensor<*xi32>
  %5 = math.absi %i : tensor<*xi32>
  %6 = math.ctlz %i : tensor<*xi32>
  %7 = math.ipowi %i, %i : tensor<*xi32>
  return
}
