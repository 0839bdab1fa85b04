// Upstream's SimplifyTrivialLoops for scf.for (and RemoveEmptyParallelLoops): no iteration when both bounds are one value, one
// iteration when the upper bound is the lower one plus at most the step; an unregistered op in a
// loop body stays there (xDSL's RehoistConstInLoops took it for a constant).
// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @same_bounds(
// CHECK-NEXT: %[[INIT:.*]] = "test.init"() : () -> i32
// CHECK-NEXT: "test.consume"(%[[INIT]]) : (i32) -> ()
// CHECK-NEXT: return
func.func @same_bounds(%a: index) {
  %c2 = arith.constant 2 : index
  %init = "test.init"() : () -> i32
  %r = scf.for %i = %a to %a step %c2 iter_args(%x = %init) -> (i32) {
    %y = "test.op"(%i, %x) : (index, i32) -> i32
    scf.yield %y : i32
  }
  "test.consume"(%r) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @one_iteration(
// CHECK-SAME: %[[A:.*]]: index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[C2]] : index
// CHECK-NEXT: "test.consume"(%[[M]]) : (index) -> ()
// CHECK-NEXT: return
func.func @one_iteration(%a: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %b = arith.addi %a, %c2 : index
  scf.for %i = %a to %b step %c3 {
    %m = arith.muli %c2, %i : index
    "test.consume"(%m) : (index) -> ()
  }
  return
}

// -----

// Two iterations (the difference exceeds the step): the loop stays, with its unregistered op inside.
// CHECK-LABEL: func.func @two_iterations(
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: "test.consume"
func.func @two_iterations(%a: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %b = arith.addi %c2, %a : index
  scf.for %i = %a to %b step %c1 {
    %m = arith.muli %c2, %i : index
    "test.consume"(%m) : (index) -> ()
  }
  return
}

// -----

// An scf.parallel with a dimension whose bounds are one value is its inits.
// CHECK-LABEL: func.func @empty_parallel(
// CHECK-NEXT: %[[INIT:.*]] = "test.init"() : () -> f32
// CHECK-NEXT: "test.consume"(%[[INIT]]) : (f32) -> ()
// CHECK-NEXT: return
func.func @empty_parallel(%lb: index, %ub: index, %s: index) {
  %init = "test.init"() : () -> f32
  %r = scf.parallel (%i, %j) = (%lb, %ub) to (%ub, %ub) step (%s, %s) init(%init) -> f32 {
    %v = "test.produce"() : () -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %z = "test.combine"(%x, %y) : (f32, f32) -> f32
      scf.reduce.return %z : f32
    }
  }
  "test.consume"(%r) : (f32) -> ()
  return
}
