// RUN: ai-opt %s --linalg-generalize-named-ops | filecheck %s

// As upstream's greedy driver: the constants the generalized bodies hold
// (linalg.reciprocal's 1.0) are merged and move to the front of the function,
// out of the linalg.generic ops, which are not isolated from above.

// CHECK-LABEL: func.func @two_reciprocals
// CHECK-SAME:    (%[[X:.*]]: tensor<3x5xf64>, %[[Y:.*]]: tensor<3x5xf64>)
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    %[[A:.*]] = linalg.generic
// CHECK-SAME:      ins(%[[X]] : tensor<3x5xf64>) outs(%[[Y]] : tensor<3x5xf64>)
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f64, %{{.*}}: f64):
// CHECK-NEXT:      %[[R:.*]] = arith.divf %[[ONE]], %[[IN]] : f64
// CHECK-NEXT:      linalg.yield %[[R]] : f64
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[A]] : tensor<3x5xf64>)
// CHECK-NEXT:    ^bb0(%[[IN2:.*]]: f64, %{{.*}}: f64):
// CHECK-NEXT:      arith.divf %[[ONE]], %[[IN2]] : f64
// CHECK-NOT:     arith.constant
// CHECK:         return
func.func @two_reciprocals(%x: tensor<3x5xf64>, %y: tensor<3x5xf64>) -> tensor<3x5xf64> {
  %a = linalg.reciprocal ins(%x : tensor<3x5xf64>) outs(%y : tensor<3x5xf64>) -> tensor<3x5xf64>
  %b = linalg.reciprocal ins(%a : tensor<3x5xf64>) outs(%y : tensor<3x5xf64>) -> tensor<3x5xf64>
  return %b : tensor<3x5xf64>
}

// A constant of the input moves to the front as well, and the one the body
// brings merges with it.

// CHECK-LABEL: func.func @merged_with_input_constant
// CHECK-SAME:    (%[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<4xf32>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    linalg.generic
// CHECK:           arith.divf %[[C]]
// CHECK-NOT:     arith.constant
// CHECK:         memref.store %[[C]], %[[Y]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:    return
func.func @merged_with_input_constant(%x: memref<4xf32>, %y: memref<4xf32>, %i: index) {
  linalg.reciprocal ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  %one = arith.constant 1.0 : f32
  memref.store %one, %y[%i] : memref<4xf32>
  return
}
