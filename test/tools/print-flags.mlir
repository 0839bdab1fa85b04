// Printing flags: generic form, debug info, IR dumps around passes, timing.

// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=DEBUGINFO
// RUN: ai-opt %s --strip-debuginfo --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=STRIPPED
// RUN: ai-opt %s --cse --mlir-print-ir-before-all 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: ai-opt %s --cse --canonicalize --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER
// RUN: not ai-opt %s --cse --test-emit-diagnostics --canonicalize --mlir-print-ir-after-failure 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILURE
// RUN: ai-opt %s --cse --canonicalize --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING

// The generic form parses back to the same program.
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s --check-prefix=ROUNDTRIP

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "twice"}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: i32):
// GENERIC-NEXT: %{{.*}} = "arith.addi"(%[[A]], %[[A]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32

// Locations are those of each op's name in this file, and of each block argument's name, as upstream's
// parser places them.
// DEBUGINFO: func.func @twice(%arg0: i32 loc("{{.*}}print-flags.mlir":[[# @LINE + 31]]:18)) -> i32 {
// DEBUGINFO: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i32 loc("{{.*}}print-flags.mlir":[[# @LINE + 31]]:8)
// DEBUGINFO: return %{{.*}} : i32 loc("{{.*}}print-flags.mlir":[[# @LINE + 33]]:3)
// STRIPPED: arith.addi {{.*}} loc(unknown)

// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: module {
// BEFORE-COUNT-2: arith.addi

// AFTER: // -----// IR Dump After CSE (cse) //----- //
// AFTER-COUNT-1: arith.addi
// AFTER: // -----// IR Dump After Canonicalizer (canonicalize) //----- //

// FAILURE: error: stop here
// FAILURE: // -----// IR Dump After TestEmitDiagnosticsPass Failed (test-emit-diagnostics) //----- //
// FAILURE-NEXT: module {
// FAILURE-NOT: IR Dump

// TIMING: ... Execution time report ...
// TIMING: Total Execution Time: {{[0-9.]+}} seconds
// TIMING: ----Wall Time----  ----Name----
// TIMING: Parser
// TIMING: CSE
// TIMING: Canonicalizer
// TIMING: Output
// TIMING: Rest
// TIMING: (100.0%)  Total

// ROUNDTRIP-LABEL: func.func @twice
// ROUNDTRIP: arith.addi

func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  "test.op"() {test.error = "stop here"} : () -> ()
  func.return %1 : i32
}
