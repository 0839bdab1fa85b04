// Upstream's scf canonicalizations (transforms/canonicalize_scf.py), one case each; an scf.if whose
// branches compute something stays.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @trivial_if_to_select
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : index
// CHECK-NEXT: return %[[S]], %[[B]]
func.func @trivial_if_to_select(%c: i1, %a: index, %b: index) -> (index, index) {
  %0, %1 = scf.if %c -> (index, index) {
    scf.yield %a, %b : index, index
  } else {
    scf.yield %b, %b : index, index
  }
  return %0, %1 : index, index
}

// -----

// Tensor results stay an scf.if (aiopt's one-shot-bufferize has no arith.select on tensors yet).
// CHECK-LABEL: func.func @tensor_if_stays
// CHECK: scf.if
// CHECK-NOT: arith.select
func.func @tensor_if_stays(%c: i1, %a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = scf.if %c -> (tensor<2xi64>) {
    scf.yield %a : tensor<2xi64>
  } else {
    scf.yield %b : tensor<2xi64>
  }
  return %0 : tensor<2xi64>
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

// -----

// CHECK-LABEL: func.func @constant_index_switch
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[I:.*]]: index)
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[KEPT:.*]] = scf.index_switch %[[I]]
// CHECK: return %[[S]], %[[B]], %[[KEPT]]
func.func @constant_index_switch(%a: f32, %b: f32, %i: index) -> (f32, f32, f32) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c1 -> f32
  case 1 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  default {
    scf.yield %a : f32
  }
  // No case matches 7: the default runs.
  %1 = scf.index_switch %c7 -> f32
  case 1 {
    scf.yield %a : f32
  }
  default {
    scf.yield %b : f32
  }
  %2 = scf.index_switch %i -> f32
  case 1 {
    scf.yield %a : f32
  }
  default {
    scf.yield %b : f32
  }
  return %0, %1, %2 : f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @redundant_iter_args
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32, %[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index)
// CHECK-NEXT: %[[C:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[R:.*]]:2 = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[A:.*]] = %[[X]], %[[B:.*]] = %[[Y]]) -> (i32, i32) {
// CHECK-NEXT:   %[[SUM:.*]] = arith.addi %[[A]], %[[C]] : i32
// CHECK-NEXT:   scf.yield %[[B]], %[[SUM]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[C]], %[[Y]], %[[R]]#1
func.func @redundant_iter_args(%x: i32, %y: i32, %lb: index, %ub: index, %s: index) -> (i32, i32, i32, i32) {
  %c = arith.constant 32 : i32
  // %p yields its init, %q yields itself, %u is not read and its result not used;
  // %a and %b swap values and stay.
  %r:5 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %p = %c, %q = %y, %u = %x, %b = %y) -> (i32, i32, i32, i32, i32) {
    %sum = arith.addi %a, %p : i32
    scf.yield %b, %c, %q, %sum, %sum : i32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#4 : i32, i32, i32, i32
}
