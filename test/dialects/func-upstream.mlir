// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// func.constant, and a declaration's argument attributes kept.

// CHECK-LABEL: func.func private @callee(i32 {llvm.noundef}) -> f32
func.func private @callee(i32 {llvm.noundef}) -> f32

// CHECK-LABEL: func.func @caller
func.func @caller(%a: i32) -> ((i32) -> f32, f32) {
  // CHECK: %[[F:.*]] = constant @callee : (i32) -> f32
  %f = func.constant @callee : (i32) -> f32
  // CHECK: %[[R:.*]] = call @callee(%{{.*}}) : (i32) -> f32
  %r = func.call @callee(%a) : (i32) -> f32
  // CHECK: return %[[F]], %[[R]] : (i32) -> f32, f32
  return %f, %r : (i32) -> f32, f32
}
