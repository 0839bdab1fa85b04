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

// -----

// Dimensions of one iteration go: their induction variable is the lower bound.
// CHECK-LABEL: func.func @parallel_single_iteration_dims
// CHECK-SAME: (%[[M:.*]]: memref<4x8x12xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK: scf.parallel (%[[J:.*]]) = (%[[C3]]) to (%[[C6]]) step (%[[C2]]) {
// CHECK: memref.store %{{.*}}, %[[M]][%[[C0]], %[[J]], %[[C7]]]
func.func @parallel_single_iteration_dims(%m: memref<4x8x12xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i, %j, %k) = (%c0, %c3, %c7) to (%c1, %c6, %c10) step (%c1, %c2, %c3) {
    %v = arith.index_cast %j : index to i32
    memref.store %v, %m[%i, %j, %k] : memref<4x8x12xi32>
    scf.reduce
  }
  return
}

// -----

// No dimension left: the body and the reductions run once, from the inits.
// CHECK-LABEL: func.func @parallel_all_single_iteration
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NOT: scf.
// CHECK: %[[S:.*]] = arith.addi %[[A]], %{{.*}} : index
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[B]], %{{.*}} : index
// CHECK-NEXT: return %[[S]], %[[P]]
func.func @parallel_all_single_iteration(%a: index, %b: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %0:2 = scf.parallel (%i, %j) = (%c1, %c3) to (%c2, %c6) step (%c1, %c3) init(%a, %b) -> (index, index) {
    scf.reduce(%i, %j : index, index) {
    ^bb0(%l: index, %r: index):
      %s = arith.addi %l, %r : index
      scf.reduce.return %s : index
    }, {
    ^bb0(%l: index, %r: index):
      %p = arith.muli %l, %r : index
      scf.reduce.return %p : index
    }
  }
  return %0#0, %0#1 : index, index
}

// -----

// A parallel loop whose body is a parallel loop with independent bounds is one loop.
// CHECK-LABEL: func.func @parallel_nested
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%[[D0:.*]], %[[D1:.*]]) step
// CHECK-NEXT: memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[J]], %[[I]]]
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @parallel_nested(%m: memref<?x?xf32>, %o: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.parallel (%i) = (%c0) to (%d0) step (%c1) {
    scf.parallel (%j) = (%c0) to (%d1) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %o[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// An empty loop that runs yields the outside value; one that does not run gives its init.
// CHECK-LABEL: func.func @for_yielding_outside_value
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT: return %[[Y]], %[[X]]
func.func @for_yielding_outside_value(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  %1 = scf.for %i = %c5 to %c5 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// -----

// An iter_arg initialized by a cast from a static tensor iterates on that tensor.
// CHECK-LABEL: func.func @for_iter_arg_of_cast
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %[[T]]) -> (tensor<4xf32>) {
// CHECK-NEXT: %[[IN:.*]] = tensor.cast %[[A]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %[[S:.*]] = func.call @step(%[[IN]])
// CHECK-NEXT: %[[OUT:.*]] = tensor.cast %[[S]] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.yield %[[OUT]] : tensor<4xf32>
// CHECK: %[[BACK:.*]] = tensor.cast %[[R]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[BACK]]
func.func private @step(tensor<?xf32>) -> tensor<?xf32>
func.func @for_iter_arg_of_cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %0) -> (tensor<?xf32>) {
    %2 = func.call @step(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}
