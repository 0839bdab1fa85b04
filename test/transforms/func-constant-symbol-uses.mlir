// RUN: ai-opt %s --split-input-file --symbol-dce | FileCheck %s --check-prefix=DCE
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --symbol-dce | FileCheck %s --check-prefix=DCE %}
// RUN: ai-opt %s --split-input-file --inline | FileCheck %s --check-prefix=INLINE
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --inline | FileCheck %s --check-prefix=INLINE %}
// A func.constant uses the function it references: symbol-dce keeps a private function that only a
// func.constant names, and inline (whose canonicalize makes the call of a constant direct) inlines it.
// The CHECK lines are mlir-opt 22's output.

// DCE-LABEL: module
// DCE: func.func private @only_referenced(
// DCE-NOT: @unused
// DCE: func.func @caller(
// DCE: constant @only_referenced
// INLINE-LABEL: module
// INLINE-NOT: func.func private
// INLINE: func.func @caller(%[[X:.*]]: i32) -> i32 {
// INLINE-NEXT: %[[R:.*]] = arith.addi %[[X]], %[[X]] : i32
// INLINE-NEXT: return %[[R]] : i32
func.func private @only_referenced(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller(%x: i32) -> i32 {
  %f = func.constant @only_referenced : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

// A function value that escapes keeps its function alive; the call of it stays indirect.
// DCE-LABEL: module
// DCE: func.func private @escapes(
// DCE: func.func @returns_function(
// INLINE-LABEL: module
// INLINE: func.func private @escapes(
// INLINE: func.func @returns_function() -> ((i32) -> i32) {
// INLINE-NEXT: %[[F:.*]] = constant @escapes : (i32) -> i32
// INLINE-NEXT: return %[[F]] : (i32) -> i32
func.func private @escapes(%x: i32) -> i32 {
  return %x : i32
}
func.func @returns_function() -> ((i32) -> i32) {
  %f = func.constant @escapes : (i32) -> i32
  return %f : (i32) -> i32
}
