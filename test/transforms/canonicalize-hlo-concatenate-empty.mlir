// concatenate drops operands of size 0 along its dimension, and one with an empty result is an empty constant
// (mlir-hlo's ConcatenateOperandRemoval and ConcatenateOp::fold), for mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @remove_empty
// CHECK-SAME: (%[[A:.*]]: tensor<4x2xi32>, %[[E:.*]]: tensor<0x2xi32>, %[[B:.*]]: tensor<1x2xi32>)
// CHECK-NEXT: %[[R:.*]] = "mhlo.concatenate"(%[[A]], %[[B]]) <{dimension = 0 : i64}> : (tensor<4x2xi32>, tensor<1x2xi32>) -> tensor<5x2xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.concatenate %[[A]], %[[B]], dim = 0 : (tensor<4x2xi32>, tensor<1x2xi32>) -> tensor<5x2xi32>
// CHECK-NEXT: return %[[R]], %[[S]], %[[A]]
func.func @remove_empty(%a: tensor<4x2xi32>, %e: tensor<0x2xi32>, %b: tensor<1x2xi32>) -> (tensor<5x2xi32>, tensor<5x2xi32>, tensor<4x2xi32>) {
  %0 = "mhlo.concatenate"(%a, %e, %b) <{dimension = 0 : i64}> : (tensor<4x2xi32>, tensor<0x2xi32>, tensor<1x2xi32>) -> tensor<5x2xi32>
  %1 = stablehlo.concatenate %e, %a, %b, dim = 0 : (tensor<0x2xi32>, tensor<4x2xi32>, tensor<1x2xi32>) -> tensor<5x2xi32>
  %2 = stablehlo.concatenate %e, %a, dim = 0 : (tensor<0x2xi32>, tensor<4x2xi32>) -> tensor<4x2xi32>
  return %0, %1, %2 : tensor<5x2xi32>, tensor<5x2xi32>, tensor<4x2xi32>
}

// -----

// An operand empty along another dimension is not dropped (the result is empty: a constant).
// CHECK-LABEL: func.func @empty_result
// CHECK-DAG: %[[C:.*]] = mhlo.constant dense<> : tensor<0xi1>
// CHECK-DAG: %[[D:.*]] = stablehlo.constant dense<> : tensor<2x0xf32>
// CHECK: return %[[C]], %[[D]]
func.func @empty_result(%a: tensor<0xi1>, %b: tensor<0xi1>, %x: tensor<1x0xf32>, %y: tensor<1x0xf32>) -> (tensor<0xi1>, tensor<2x0xf32>) {
  %0 = "mhlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<0xi1>, tensor<0xi1>) -> tensor<0xi1>
  %1 = stablehlo.concatenate %x, %y, dim = 0 : (tensor<1x0xf32>, tensor<1x0xf32>) -> tensor<2x0xf32>
  return %0, %1 : tensor<0xi1>, tensor<2x0xf32>
}
