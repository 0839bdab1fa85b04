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
