// Upstream's scf canonicalizations (transforms/canonicalize_scf.py), one case each; an scf.if whose
// branches compute something stays.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @trivial_if_to_select
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : index
// CHECK-NEXT: func.return %[[S]], %[[B]]
func.func @trivial_if_to_select(%c: i1, %a: index, %b: index) -> (index, index) {
  %0, %1 = scf.if %c -> (index, index) {
    scf.yield %a, %b : index, index
  } else {
    scf.yield %b, %b : index, index
  }
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @if_that_computes_stays
// CHECK: scf.if
// CHECK: arith.addi
func.func @if_that_computes_stays(%c: i1, %a: index, %b: index) -> index {
  %0 = scf.if %c -> (index) {
    %s = arith.addi %a, %b : index
    scf.yield %s : index
  } else {
    scf.yield %b : index
  }
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @empty_else
// CHECK: scf.if
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NOT: else
func.func @empty_else(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
  }
  return
}
