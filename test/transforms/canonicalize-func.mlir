// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --canonicalize | FileCheck %s %}
// A call of a func.constant is a direct call (upstream's CallIndirectOp::canonicalize); the constant
// left without uses goes. The CHECK lines are mlir-opt 22's output.

func.func private @callee(%x: i32) -> (i32, f32)

// CHECK-LABEL: func.func @known_callee(
// CHECK-SAME: %[[X:.*]]: i32) -> (i32, f32)
// CHECK-NEXT: %[[R:.*]]:2 = call @callee(%[[X]]) : (i32) -> (i32, f32)
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : i32, f32
func.func @known_callee(%x: i32) -> (i32, f32) {
  %f = func.constant @callee : (i32) -> (i32, f32)
  %r:2 = func.call_indirect %f(%x) : (i32) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}

// -----

// A function value that is not a constant is called indirectly still.
// CHECK-LABEL: func.func @unknown_callee(
// CHECK-SAME: %[[F:.*]]: (i32) -> i32, %[[X:.*]]: i32) -> i32
// CHECK-NEXT: %[[R:.*]] = call_indirect %[[F]](%[[X]]) : (i32) -> i32
// CHECK-NEXT: return %[[R]] : i32
func.func @unknown_callee(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

// The constant stays where it has other uses.
// CHECK-LABEL: func.func @escaping(
// CHECK-SAME: %[[X:.*]]: i32) -> (i32, (i32) -> i32)
// CHECK-NEXT: %[[F:.*]] = constant @id : (i32) -> i32
// CHECK-NEXT: %[[R:.*]] = call @id(%[[X]]) : (i32) -> i32
// CHECK-NEXT: return %[[R]], %[[F]] : i32, (i32) -> i32
func.func private @id(%x: i32) -> i32
func.func @escaping(%x: i32) -> (i32, (i32) -> i32) {
  %f = func.constant @id : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r, %f : i32, (i32) -> i32
}
