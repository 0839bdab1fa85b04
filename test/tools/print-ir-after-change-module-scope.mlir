// Upstream's --mlir-print-ir-after-change (dump after a pass only when it
// changed the IR) and --mlir-print-ir-module-scope (dump the whole module,
// the header naming the op the pass ran on); mlir-opt needs
// --mlir-disable-threading for the latter, ai-opt always runs on one thread.

// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(canonicalize),cse)' --mlir-print-ir-after-all --mlir-print-ir-after-change 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// CHANGE:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHANGE-NEXT: func.func @changed(%arg0: i32) -> i32 {
// CHANGE-NEXT:   return %arg0 : i32
// CHANGE-NEXT: }
// CHANGE-NOT:  IR Dump

// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(canonicalize),cse)' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE
// SCOPE:      // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @changed) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @changed
// SCOPE:        func.func @unchanged
// SCOPE:      // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @unchanged) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module {

// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(canonicalize),cse)' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope 2>&1 >/dev/null | FileCheck %s --check-prefix=BOTH
// BOTH:     IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @changed)
// BOTH-NOT: IR Dump

func.func @changed(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  func.return %0 : i32
}

func.func @unchanged(%x: i32) -> i32 {
  func.return %x : i32
}
