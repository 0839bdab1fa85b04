// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-runner %s --interpret --print | FileCheck %s --check-prefix=VALUES
// linalg.reduce with several inputs and inits (upstream's variadic form): parsed, printed, interpreted.

// CHECK-LABEL: func.func @main
// CHECK: %[[R:.*]]:2 = linalg.reduce ins(%{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<2x3xi32>) outs(%{{.*}}, %{{.*}} : tensor<2xf32>, tensor<2xi32>) dimensions = [1]
// CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: i32, %{{.*}}: f32, %{{.*}}: i32) {
// CHECK: linalg.yield %{{.*}}, %{{.*}} : f32, i32
// CHECK: return %[[R]]#0, %[[R]]#1
// VALUES: out0 = [ 6., 15.] : float32[2]
// VALUES: out1 = [{{ *}}6, 120] : int32[2]
func.func @main() -> (tensor<2xf32>, tensor<2xi32>) {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %x = arith.constant dense<0.0> : tensor<2xf32>
  %y = arith.constant dense<1> : tensor<2xi32>
  %r:2 = linalg.reduce ins(%a, %b : tensor<2x3xf32>, tensor<2x3xi32>)
                       outs(%x, %y : tensor<2xf32>, tensor<2xi32>) dimensions = [1]
    (%in: f32, %in_0: i32, %init: f32, %init_1: i32) {
      %s = arith.addf %in, %init : f32
      %t = arith.muli %in_0, %init_1 : i32
      linalg.yield %s, %t : f32, i32
    }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xi32>
}
