// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s --check-prefix=FUNC
// RUN: ai-opt %s --sccp | FileCheck %s --check-prefix=MODULE
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s --check-prefix=FUNC %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --sccp | FileCheck %s --check-prefix=MODULE %}
// The CHECK lines are mlir-opt 22's output.

// On the module, a private function nothing calls is not reached; run on the
// function itself, its body is (its entry is where the analysis starts), and a
// call's results are not known (the callee is outside).
// FUNC-LABEL: func.func private @never_called
// FUNC-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// FUNC-NEXT: arith.constant 1 : i32
// FUNC-NEXT: return %[[C2]] : i32
// FUNC-LABEL: func.func @caller
// FUNC: %[[R:.*]] = call @pub
// FUNC-NEXT: return %[[R]] : i32
// MODULE-LABEL: func.func private @never_called
// MODULE-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// MODULE-NEXT: %[[S:.*]] = arith.addi %[[C1]], %[[C1]] : i32
// MODULE-NEXT: return %[[S]] : i32
// MODULE-LABEL: func.func @caller
// MODULE-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// MODULE-NEXT: call @pub
// MODULE-NEXT: return %[[C7]] : i32
func.func private @never_called(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %c1, %c1 : i32
  return %s : i32
}
func.func @pub() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @caller() -> i32 {
  %r = func.call @pub() : () -> i32
  return %r : i32
}
