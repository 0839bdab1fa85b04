// RUN: ai-opt %s --remove-dead-values | FileCheck %s

// A dead value passed to a public function (whose arguments stay) becomes `ub.poison`; mlir-opt 22 leaves a null
// operand there (its verifier then fails: "null operand found").

// CHECK-LABEL: func.func @public_callee
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK-NEXT: return %[[A]] : i32
func.func @public_callee(%a: i32, %b: i32) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[X:.*]]: i32) -> i32
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: %[[R:.*]] = call @public_callee(%[[X]], %[[P]]) : (i32, i32) -> i32
// CHECK-NEXT: return %[[R]] : i32
func.func @caller(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %r = call @public_callee(%x, %y) : (i32, i32) -> i32
  return %r : i32
}
