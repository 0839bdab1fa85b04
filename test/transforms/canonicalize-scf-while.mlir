// Upstream's scf.while canonicalizations: RemoveLoopInvariantArgsFromBeforeBlock, RemoveLoopInvariantValueYielded,
// WhileConditionTruth, WhileCmpCond, WhileUnusedResult,
// WhileRemoveDuplicatedResults, WhileRemoveUnusedArgs, WhileOpAlignBeforeArgs.
// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

// The after block's copy of the condition is true.
// CHECK-LABEL: func.func @condition_truth(
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: scf.while
// CHECK: } do {
// CHECK-NEXT: ^bb0(%{{.*}}: i1):
// CHECK-NEXT: "test.use"(%[[TRUE]]) : (i1) -> ()
func.func @condition_truth() -> i1 {
  %0 = scf.while : () -> i1 {
    %c = "test.condition"() : () -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%x: i1):
    "test.use"(%x) : (i1) -> ()
    scf.yield
  }
  return %0 : i1
}

// -----

// In the after block, the loop's comparison of a passed value is true, its inverse false.
// CHECK-LABEL: func.func @compare_again(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: } do {
// CHECK-NEXT: ^bb0(%[[W:.*]]: i32):
// CHECK-NEXT: "test.use"(%[[TRUE]], %[[FALSE]], %[[W]]) : (i1, i1, i32) -> ()
func.func @compare_again(%n: i32) {
  %0 = scf.while : () -> i32 {
    %v = "test.val"() : () -> i32
    %c = arith.cmpi slt, %v, %n : i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    %same = arith.cmpi slt, %w, %n : i32
    %inverse = arith.cmpi sge, %w, %n : i32
    "test.use"(%same, %inverse, %w) : (i1, i1, i32) -> ()
    scf.yield
  }
  return
}

// -----

// A passed value that neither the results nor the after block use is dropped; one passed twice is
// passed once.
// CHECK-LABEL: func.func @unused_and_duplicated_results(
// CHECK: %[[R:.*]] = scf.while : () -> i32 {
// CHECK: %[[V:.*]] = "test.val"() : () -> i32
// CHECK: scf.condition(%{{.*}}) %[[V]] : i32
// CHECK: } do {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT: "test.use"(%[[A]], %[[A]]) : (i32, i32) -> ()
// CHECK: return %[[R]], %[[R]] : i32, i32
func.func @unused_and_duplicated_results() -> (i32, i32) {
  %0:3 = scf.while : () -> (i32, i32, i64) {
    %v = "test.val"() : () -> i32
    %w = "test.other"() : () -> i64
    %c = "test.condition"() : () -> i1
    scf.condition(%c) %v, %v, %w : i32, i32, i64
  } do {
  ^bb0(%a: i32, %b: i32, %d: i64):
    "test.use"(%a, %b) : (i32, i32) -> ()
    scf.yield
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// A before-block argument nothing uses is dropped with its init and yielded value.
// CHECK-LABEL: func.func @unused_argument(
// CHECK-SAME: %[[X:.*]]: i32, %{{.*}}: f64
// CHECK-NEXT: %[[R:.*]] = scf.while (%[[A:.*]] = %[[X]]) : (i32) -> i32 {
// CHECK: scf.yield %{{.*}} : i32
func.func @unused_argument(%x: i32, %y: f64) -> i32 {
  %0 = scf.while (%a = %x, %b = %y) : (i32, f64) -> i32 {
    %c = "test.condition"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a2: i32):
    %next = "test.next"(%a2) : (i32) -> i32
    scf.yield %next, %y : i32, f64
  }
  return %0 : i32
}

// -----

// The condition op passes the before-block arguments on in their order.
// CHECK-LABEL: func.func @align_arguments(
// CHECK: %[[R:.*]]:2 = scf.while (%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) : (f32, i32) -> (f32, i32) {
// CHECK: scf.condition(%{{.*}}) %[[A]], %[[B]] : f32, i32
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: i32):
// CHECK: %[[P:.*]] = "test.f"(%[[X]]) : (f32) -> f32
// CHECK: %[[Q:.*]] = "test.i"(%[[Y]]) : (i32) -> i32
// CHECK: scf.yield %[[P]], %[[Q]] : f32, i32
// CHECK: return %[[R]]#1, %[[R]]#0 : i32, f32
func.func @align_arguments(%f: f32, %i: i32) -> (i32, f32) {
  %0:2 = scf.while (%a = %f, %b = %i) : (f32, i32) -> (i32, f32) {
    %c = "test.condition"() : () -> i1
    scf.condition(%c) %b, %a : i32, f32
  } do {
  ^bb0(%y: i32, %x: f32):
    %p = "test.f"(%x) : (f32) -> f32
    %q = "test.i"(%y) : (i32) -> i32
    scf.yield %p, %q : f32, i32
  }
  return %0#0, %0#1 : i32, f32
}

// -----

// A before-block argument every iteration gets back unchanged is its init; a value the condition op
// passes from outside the before block is used directly.
// CHECK-LABEL: func.func @loop_invariants(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32
// CHECK: %[[R:.*]] = scf.while (%[[A:.*]] = %[[X]]) : (i32) -> i32 {
// CHECK-NEXT: %[[C:.*]] = "test.condition"(%[[A]], %[[Y]]) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%[[C]]) %[[A]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[P:.*]]: i32):
// CHECK-NEXT: %[[N:.*]] = "test.next"(%[[P]], %[[Y]]) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %[[N]] : i32
// CHECK: return %[[R]], %[[Y]] : i32, i32
func.func @loop_invariants(%x: i32, %y: i32) -> (i32, i32) {
  %0:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.condition"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
