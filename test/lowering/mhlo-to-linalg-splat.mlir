// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s

// A large splat constant (stored as one element) is filled at run time, not
// stored in the program; an unsigned one is filled signless and cast back.
// Small splats stay `arith.constant`s.
// CHECK-LABEL: func.func @splats
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4096x4096xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// CHECK-NEXT: %[[C:.*]] = arith.constant -6 : i8
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<100000000xi8>
// CHECK-NEXT: %[[U:.*]] = linalg.fill ins(%[[C]] : i8) outs(%[[E2]] : tensor<100000000xi8>) -> tensor<100000000xi8>
// CHECK-NEXT: %[[CAST:.*]] = builtin.unrealized_conversion_cast %[[U]] : tensor<100000000xi8> to tensor<100000000xui8>
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: return %[[F]], %[[CAST]], %[[S]]
func.func @splats() -> (tensor<4096x4096xf32>, tensor<100000000xui8>, tensor<4xf32>) {
  %0 = mhlo.constant dense<0.0> : tensor<4096x4096xf32>
  %1 = mhlo.constant dense<250> : tensor<100000000xui8>
  %2 = mhlo.constant dense<1.0> : tensor<4xf32>
  func.return %0, %1, %2 : tensor<4096x4096xf32>, tensor<100000000xui8>, tensor<4xf32>
}
