// canonicalize{max-num-rewrites=N}: as upstream's greedy driver, each sweep stops after N pattern rewrites
// (-1: no limit; 0: the sweep visits nothing). Erasing dead ops and folding are not counted, and the
// region simplification after the sweep still erases the ops a rewrite left dead.
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=0})' | FileCheck %s --check-prefix=ZERO
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 max-num-rewrites=1})' | FileCheck %s --check-prefix=ONE
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 max-num-rewrites=1 top-down=false})' | FileCheck %s --check-prefix=ONE-BOTTOM-UP
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 max-num-rewrites=2})' | FileCheck %s --check-prefix=TWO
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=2 max-num-rewrites=1})' | FileCheck %s --check-prefix=TWO
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 max-num-rewrites=-1})' | FileCheck %s --check-prefix=ALL
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=ALL
// Upstream's mlir-opt gives the same IR.
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 max-num-rewrites=1})' | FileCheck %s --check-prefix=ONE %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 max-num-rewrites=1 top-down=false})' | FileCheck %s --check-prefix=ONE-BOTTOM-UP %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 max-num-rewrites=2})' | FileCheck %s --check-prefix=TWO %}

// ZERO-LABEL: func.func @chain
// ZERO-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// ZERO-NEXT: %[[A:.*]] = arith.addi %arg0, %[[C1]] : i32
// ZERO-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[C1]] : i32
// ZERO-NEXT: %[[C:.*]] = arith.addi %[[B]], %[[C1]] : i32
// ZERO-NEXT: %[[D:.*]] = arith.addi %[[C]], %[[C1]] : i32
// ZERO-NEXT: return %[[D]] : i32

// One rewrite (addi(addi(x, 1), 1) -> addi(x, 2)) top-down: the first pair is merged.
// ONE-LABEL: func.func @chain
// ONE-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// ONE-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// ONE-NEXT: %[[A:.*]] = arith.addi %arg0, %[[C2]] : i32
// ONE-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[C1]] : i32
// ONE-NEXT: %[[C:.*]] = arith.addi %[[B]], %[[C1]] : i32
// ONE-NEXT: return %[[C]] : i32

// Bottom-up: the last pair is merged.
// ONE-BOTTOM-UP-LABEL: func.func @chain
// ONE-BOTTOM-UP-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// ONE-BOTTOM-UP-NEXT: %[[A:.*]] = arith.addi %arg0, %[[C1]] : i32
// ONE-BOTTOM-UP-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[C1]] : i32
// ONE-BOTTOM-UP-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// ONE-BOTTOM-UP-NEXT: %[[C:.*]] = arith.addi %[[B]], %[[C2]] : i32
// ONE-BOTTOM-UP-NEXT: return %[[C]] : i32

// Two rewrites in one sweep, or one in each of two sweeps.
// TWO-LABEL: func.func @chain
// TWO-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// TWO-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// TWO-NEXT: %[[A:.*]] = arith.addi %arg0, %[[C3]] : i32
// TWO-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[C1]] : i32
// TWO-NEXT: return %[[B]] : i32

// ALL-LABEL: func.func @chain
// ALL-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// ALL-NEXT: %[[A:.*]] = arith.addi %arg0, %[[C4]] : i32
// ALL-NEXT: return %[[A]] : i32
func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  %c = arith.addi %b, %c1 : i32
  %d = arith.addi %c, %c1 : i32
  return %d : i32
}

// -----

// Folds are not counted: with one rewrite allowed, the fold of 2 + 3 the sweep meets first is made, then
// the rewrite of addi(addi(x, 1), 2); the sweep stops there, before the folds of x * 1 and x - x.
// ONE-LABEL: func.func @folds
// ONE-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// ONE-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// ONE-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// ONE-NEXT: %[[A:.*]] = arith.addi %arg0, %[[C3]] : i32
// ONE-NEXT: %[[M:.*]] = arith.muli %arg1, %[[C1]] : i32
// ONE-NEXT: %[[Z:.*]] = arith.subi %arg0, %arg0 : i32
// ONE-NEXT: %[[Q:.*]] = arith.addi %[[C5]], %[[A]] : i32
// ONE-NEXT: %[[R:.*]] = arith.addi %[[Q]], %[[M]] : i32
// ONE-NEXT: %[[W:.*]] = arith.addi %[[R]], %[[C1]] : i32
// ONE-NEXT: return %[[W]], %[[Z]] : i32, i32
func.func @folds(%x: i32, %y: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %m = arith.muli %y, %c1 : i32
  %z = arith.subi %x, %x : i32
  %q = arith.addi %s, %b : i32
  %r = arith.addi %q, %m : i32
  %w = arith.addi %r, %c1 : i32
  return %w, %z : i32, i32
}
