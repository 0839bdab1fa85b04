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

// A function without results prints no `-> ()`, declared or defined (upstream's `printFunctionOp`).
// CHECK: func.func private @no_results(i32){{$}}
func.func private @no_results(i32) -> ()
// CHECK: func.func private @nothing(){{$}}
func.func private @nothing()
// CHECK: func.func private @no_results_attrs(i32 {llvm.noundef}){{$}}
func.func private @no_results_attrs(i32 {llvm.noundef})
// CHECK: func.func @defined(%{{.*}}: i32) {
func.func @defined(%a: i32) -> () {
  return
}

// func.call_indirect: its operands' and results' types are its callee's function type. A single
// function-typed result prints in parentheses, as upstream's (`-> ((i32) -> i32)`).
// CHECK-LABEL: func.func @indirect(
// CHECK-SAME: %[[FN:.*]]: (i32, f32) -> (i32, f32), %[[A:.*]]: i32, %[[B:.*]]: f32) -> ((i32) -> f32) {
func.func @indirect(%fn: (i32, f32) -> (i32, f32), %a: i32, %b: f32) -> ((i32) -> f32) {
  // CHECK: %{{.*}}:2 = call_indirect %[[FN]](%[[A]], %[[B]]) : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %fn(%a, %b) : (i32, f32) -> (i32, f32)
  // CHECK: %[[F:.*]] = constant @callee : (i32) -> f32
  %f = func.constant @callee : (i32) -> f32
  // CHECK: %{{.*}} = call_indirect %[[F]](%[[A]]) {arg_attrs = [{llvm.noundef}], foo} : (i32) -> f32
  %s = func.call_indirect %f(%a) {foo, arg_attrs = [{llvm.noundef}]} : (i32) -> f32
  // CHECK: %[[G:.*]] = call @returns_function() : () -> ((i32) -> f32)
  %g = func.call @returns_function() : () -> ((i32) -> f32)
  // CHECK: call_indirect %[[G]](%[[A]]) : (i32) -> f32
  func.call_indirect %g(%a) : (i32) -> f32
  // CHECK: return %[[G]] : (i32) -> f32
  return %g : (i32) -> f32
}
// CHECK: func.func private @returns_function() -> ((i32) -> f32){{$}}
func.func private @returns_function() -> ((i32) -> f32)
