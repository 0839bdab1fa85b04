// RUN: ai-opt %s -split-input-file --buffer-results-to-out-params=modify-public-functions | FileCheck %s
// RUN: ai-opt %s -split-input-file --buffer-results-to-out-params='hoist-static-allocs modify-public-functions' | FileCheck %s --check-prefix=HOIST
// RUN: ai-opt %s -split-input-file --buffer-results-to-out-params | FileCheck %s --check-prefix=DEFAULT
// RUN: ai-opt %s -split-input-file -p 'builtin.module(buffer-results-to-out-params{add-result-attr modify-public-functions})' | FileCheck %s --check-prefix=MARK

// CHECK-LABEL: func.func @callee(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
// CHECK:         %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         memref.copy %[[B]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK:         return
// CHECK-LABEL: func.func @caller(
// CHECK:         %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         call @callee(%{{.*}}, %[[R]]) : (memref<4xf32>, memref<4xf32>) -> ()
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

// -----

// As upstream, public functions keep their results unless modify-public-functions is given;
// private ones are converted, and external ones are left alone.
// DEFAULT-LABEL: func.func @public() -> memref<4xf32> {
// DEFAULT-LABEL: func.func private @private(
// DEFAULT-SAME:      %[[OUT:.*]]: memref<4xf32>) {
// DEFAULT:         memref.copy %{{.*}}, %[[OUT]]
// DEFAULT-LABEL: func.func private @external() -> memref<4xf32>
// DEFAULT-LABEL: func.func @calls(
// DEFAULT:         %[[BUF:.*]] = memref.alloc() : memref<4xf32>
// DEFAULT:         call @private(%[[BUF]]) : (memref<4xf32>) -> ()
// DEFAULT:         call @public() : () -> memref<4xf32>
// DEFAULT:         call @external() : () -> memref<4xf32>
// MARK-LABEL: func.func private @private(
// MARK-SAME:      %{{.*}}: memref<4xf32> {bufferize.result}) {
func.func @public() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @private() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @external() -> memref<4xf32>
func.func @calls() {
  %0 = func.call @private() : () -> memref<4xf32>
  %1 = func.call @public() : () -> memref<4xf32>
  %2 = func.call @external() : () -> memref<4xf32>
  return
}

// -----

// A result with a fully dynamic layout: callers allocate an identity buffer and cast it.
// CHECK-LABEL: func.func @callee_strided(
// CHECK-SAME:      %{{.*}}: memref<8xf32>, %[[OUT:.*]]: memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-LABEL: func.func @caller_strided(
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         %[[CAST:.*]] = memref.cast %[[BUF]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:         call @callee_strided(%{{.*}}, %[[CAST]])
func.func @callee_strided(%m: memref<8xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %v = memref.subview %m[1] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  %s = memref.cast %v : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
func.func @caller_strided(%m: memref<8xf32>) {
  %0 = func.call @callee_strided(%m) : (memref<8xf32>) -> memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

// Every return copies into the out-param, whatever block it is in.
// CHECK-LABEL: func.func @branches(
// CHECK-SAME:      %{{.*}}: i1, %[[M:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
// CHECK:       ^bb1:
// CHECK-NEXT:    memref.copy %[[M]], %[[OUT]]
// CHECK-NEXT:    return
// CHECK:       ^bb2:
// CHECK-NEXT:    memref.copy %[[M]], %[[OUT]]
// CHECK-NEXT:    return
func.func @branches(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %m : memref<4xf32>
^bb2:
  return %m : memref<4xf32>
}
