// RUN: ai-opt %s -split-input-file --buffer-results-to-out-params | FileCheck %s
// RUN: ai-opt %s -split-input-file --buffer-results-to-out-params=hoist-static-allocs | FileCheck %s --check-prefix=HOIST

// CHECK-LABEL: func.func @callee(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
// CHECK:         %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         memref.copy %[[B]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK:         return
// CHECK-LABEL: func.func @caller(
// CHECK:         %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         func.call @callee(%{{.*}}, %[[R]]) : (memref<4xf32>, memref<4xf32>) -> ()
// HOIST-LABEL: func.func @callee(
// HOIST-SAME:      %{{.*}}: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
// HOIST-NOT:     memref.alloc
// HOIST:         linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<4xf32>)
// HOIST-NEXT:    return
func.func @callee(%a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%b : memref<4xf32>)
  return %b : memref<4xf32>
}
func.func @caller(%a: memref<4xf32>) -> f32 {
  %r = func.call @callee(%a) : (memref<4xf32>) -> memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// A result's attributes go with it to its out-param.
// CHECK-LABEL: func.func @result_attrs(
// CHECK-SAME:      %{{.*}}: i32 {test.arg}, %{{.*}}: memref<2xf32> {jax.result_info = "result"}) -> (i32 {test.kept}) {
func.func @result_attrs(%i: i32 {test.arg}) -> (memref<2xf32> {jax.result_info = "result"}, i32 {test.kept}) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %i : memref<2xf32>, i32
}
