// Attributes beyond an op's own print where upstream prints them, and parse back:
// after outs(...) for linalg.map, two spaces after the permutation or dimensions of
// linalg.transpose and linalg.broadcast, `attrs =  {...}` for linalg.generic.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @attributes
// CHECK: linalg.map { arith.addf } ins(%{{.*}}, %{{.*}} : tensor<4x3xf32>, tensor<4x3xf32>) outs(%{{.*}} : tensor<4x3xf32>) {a = 2 : i64, someattr}
// CHECK: linalg.map { arith.negf } ins(%{{.*}} : tensor<4x3xf32>) outs(%{{.*}} : tensor<4x3xf32>) {someattr}
// CHECK: linalg.map ins(%{{.*}} : tensor<4x3xf32>) outs(%{{.*}} : tensor<4x3xf32>) {someattr}
// CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK: linalg.transpose ins(%{{.*}} : tensor<4x3xf32>) outs(%{{.*}} : tensor<3x4xf32>) permutation = [1, 0]  {someattr}
// CHECK: linalg.broadcast ins(%{{.*}} : tensor<3xf32>) outs(%{{.*}} : tensor<4x3xf32>) dimensions = [0]  {x = 1 : i64}
func.func @attributes(%a: tensor<4x3xf32>, %t: tensor<3x4xf32>, %v: tensor<3xf32>) -> tensor<3x4xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %a : tensor<4x3xf32>, tensor<4x3xf32>) outs(%a : tensor<4x3xf32>) {someattr, a = 2}
  %1 = linalg.map ins(%a : tensor<4x3xf32>) outs(%a : tensor<4x3xf32>) {someattr}
    (%x: f32, %init: f32) {
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    }
  %4 = linalg.map ins(%a : tensor<4x3xf32>) outs(%a : tensor<4x3xf32>) {someattr}
    (%x: f32, %init: f32) {
      %n = arith.negf %x : f32
      %m = arith.negf %n : f32
      linalg.yield %m : f32
    }
  %2 = linalg.transpose ins(%a : tensor<4x3xf32>) outs(%t : tensor<3x4xf32>) permutation = [1, 0] {someattr}
  %3 = linalg.broadcast ins(%v : tensor<3xf32>) outs(%a : tensor<4x3xf32>) dimensions = [0] {x = 1}
  func.return %2 : tensor<3x4xf32>
}
