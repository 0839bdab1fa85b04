// RUN: ai-opt %s --linalg-generalize-named-ops | FileCheck %s

// linalg.fill casts its value to the element type of its outs (upstream's cast_signed), as its
// generalized body shows.

// CHECK-LABEL: func.func @fill_casts(
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f16):
// CHECK-NEXT:   %[[T:.*]] = arith.truncf %[[IN]] : f32 to f16
// CHECK-NEXT:   linalg.yield %[[T]] : f16
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[I:.*]]: i8, %{{.*}}: i32):
// CHECK-NEXT:   %[[E:.*]] = arith.extsi %[[I]] : i8 to i32
// CHECK-NEXT:   linalg.yield %[[E]] : i32
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[F:.*]]: f64, %{{.*}}: i16):
// CHECK-NEXT:   %[[C:.*]] = arith.fptosi %[[F]] : f64 to i16
// CHECK-NEXT:   linalg.yield %[[C]] : i16
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[S:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   linalg.yield %[[S]] : f32
func.func @fill_casts(%h: tensor<4xf16>, %i: tensor<4xi32>, %s: tensor<4xi16>, %f: tensor<4xf32>)
    -> (tensor<4xf16>, tensor<4xi32>, tensor<4xi16>, tensor<4xf32>) {
  %c = arith.constant 7.0 : f32
  %k = arith.constant 3 : i8
  %d = arith.constant 2.5 : f64
  %0 = linalg.fill ins(%c : f32) outs(%h : tensor<4xf16>) -> tensor<4xf16>
  %1 = linalg.fill ins(%k : i8) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %2 = linalg.fill ins(%d : f64) outs(%s : tensor<4xi16>) -> tensor<4xi16>
  %3 = linalg.fill ins(%c : f32) outs(%f : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf16>, tensor<4xi32>, tensor<4xi16>, tensor<4xf32>
}
