// Passes as flags, and as a textual pipeline with nested op anchors (--pass-pipeline, or its alias -p).

// RUN: ai-opt %s --cse --canonicalize | FileCheck %s
// RUN: ai-opt %s -cse -canonicalize | FileCheck %s
// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(cse),canonicalize)' | FileCheck %s
// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(cse), canonicalize)' | FileCheck %s
// RUN: ai-opt %s -p 'builtin.module(cse,canonicalize)' | FileCheck %s

// Passes run in the order given: canonicalize alone folds `x + 0` but keeps
// the duplicated add, which only cse removes.
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// A pass nested under func.func runs once on each function, which the IR
// dumps show.
// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED

// CHECK-LABEL: func.func @duplicated
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT: %[[PRODUCT:.*]] = arith.muli %[[SUM]], %[[SUM]] : i32
// CHECK-NEXT: return %[[PRODUCT]] : i32

// CANON-LABEL: func.func @duplicated
// CANON-COUNT-2: arith.addi
func.func @duplicated(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  func.return %2 : i32
}

// CHECK-LABEL: func.func @add_zero
// CHECK-SAME: (%[[Y:.*]]: i32)
// CHECK-NEXT: return %[[Y]] : i32
// CANON-LABEL: func.func @add_zero
// CANON-NEXT: return
func.func @add_zero(%y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %y, %c0 : i32
  func.return %0 : i32
}

// NESTED: // -----// IR Dump After CSE (cse) //----- //
// NESTED-NEXT: func.func @duplicated
// NESTED: // -----// IR Dump After CSE (cse) //----- //
// NESTED-NEXT: func.func @add_zero
// NESTED-NOT: IR Dump
