// RUN: ai-opt %s --remove-dead-values --split-input-file --allow-unregistered-dialect | FileCheck %s

// Where mlir-opt 22 fails.

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

// -----

// A function in a nested symbol table, named from outside through @m::@f, keeps its signature and its call its
// operands (mlir-opt 22 asserts on the non-call use).

// CHECK-LABEL: module @m
// CHECK: func.func private @f(%[[A:.*]]: i32) -> i32
// CHECK-NEXT: return %[[A]] : i32
// CHECK: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: call @f(%[[C]]) : (i32) -> i32
module {
  module @m {
    func.func private @f(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 1 : i32
      %r = func.call @f(%c) : (i32) -> i32
      return %r : i32
    }
  }
  func.func @h() {
    "test.ref"() {r = @m::@f} : () -> ()
    return
  }
}
