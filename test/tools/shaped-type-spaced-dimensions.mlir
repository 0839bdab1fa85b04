// Shaped types may separate their dimensions with ` x ` as upstream's lexer
// accepts (MLIR's own tests write `memref<2 x 32 x f32>`): the `x` before
// the element type may be followed by a space.

// RUN: ai-opt %s | FileCheck %s

// CHECK-LABEL: func.func @spaced
// CHECK-SAME: memref<2x32xf32>
// CHECK-SAME: tensor<4x?xf32>
// CHECK-SAME: vector<4xf32>
// CHECK-SAME: memref<*xf32>
// CHECK-SAME: vector<2x[4]xf32>
// CHECK-SAME: tensor<2x4xf32>
// CHECK-SAME: -> memref<2x32xf32>
func.func @spaced(%a: memref<2 x 32 x f32>, %b: tensor<4 x ? x f32>, %c: vector<4 x f32>,
                  %d: memref<* x f32>, %e: vector<2 x [4] x f32>, %f: tensor<2 x4xf32>) -> memref<2 x 32 x f32> {
  // CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<2x32xf32>
  %i = arith.constant 0 : index
  %v = memref.load %a[%i, %i] : memref<2 x 32 x f32>
  return %a : memref<2 x 32 x f32>
}
