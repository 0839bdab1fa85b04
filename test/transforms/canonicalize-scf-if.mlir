// Upstream's scf.if canonicalizations: IfOp::fold (negated condition), RemoveUnusedResults,
// ReplaceIfYieldWithConditionOrValue, ConditionPropagation, CombineNestedIfs, ConvertTrivialIfToSelect.
// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

// An if on `xor %c, true` is an if on %c with its regions swapped.
// CHECK-LABEL: func.func @negated_condition(
// CHECK-SAME: %[[C:.*]]: i1
// CHECK-NEXT: %{{.*}} = scf.if %[[C]] -> (index) {
// CHECK-NEXT:   %[[F:.*]] = "test.false"() : () -> index
// CHECK-NEXT:   scf.yield %[[F]] : index
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[T:.*]] = "test.true"() : () -> index
// CHECK-NEXT:   scf.yield %[[T]] : index
func.func @negated_condition(%c: i1) -> index {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (index) {
    %t = "test.true"() : () -> index
    scf.yield %t : index
  } else {
    %f = "test.false"() : () -> index
    scf.yield %f : index
  }
  return %r : index
}

// -----

// Unused results are dropped with the values yielded for them.
// CHECK-LABEL: func.func @unused_result(
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT:   "test.a"() : () -> i32
// CHECK-NEXT:   %[[B:.*]] = "test.b"() : () -> f32
// CHECK-NEXT:   scf.yield %[[B]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT:   "test.c"() : () -> i32
// CHECK-NEXT:   %[[D:.*]] = "test.d"() : () -> f32
// CHECK-NEXT:   scf.yield %[[D]] : f32
// CHECK: return %[[R]] : f32
func.func @unused_result(%c: i1) -> f32 {
  %r:2 = scf.if %c -> (i32, f32) {
    %a = "test.a"() : () -> i32
    %b = "test.b"() : () -> f32
    scf.yield %a, %b : i32, f32
  } else {
    %x = "test.c"() : () -> i32
    %d = "test.d"() : () -> f32
    scf.yield %x, %d : i32, f32
  }
  return %r#1 : f32
}

// -----

// A result yielded as `false`/`true` is the negated condition; one both regions yield the same value for
// is that value.
// CHECK-LABEL: func.func @yield_condition_or_value(
// CHECK-SAME: %[[C:.*]]: i1, %[[X:.*]]: i64
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[N:.*]] = arith.xori %[[C]], %[[TRUE]] : i1
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK: return %[[R]], %[[N]], %[[C]], %[[X]] : i32, i1, i1, i64
func.func @yield_condition_or_value(%c: i1, %x: i64) -> (i32, i1, i1, i64) {
  %true = arith.constant true
  %false = arith.constant false
  %r:4 = scf.if %c -> (i32, i1, i1, i64) {
    %v = "test.value"() : () -> i32
    scf.yield %v, %false, %true, %x : i32, i1, i1, i64
  } else {
    %w = "test.value"() : () -> i32
    scf.yield %w, %true, %false, %x : i32, i1, i1, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i1, i1, i64
}

// -----

// Inside the if, the condition is true in the then region and false in the else region.
// CHECK-LABEL: func.func @condition_propagation(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.if
// CHECK-NEXT: "test.use"(%[[TRUE]]) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%[[FALSE]]) : (i1) -> ()
func.func @condition_propagation(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}

// -----

// An if holding only an if is one if on both conditions; a yielded value from outside becomes a select
// on the outer condition.
// CHECK-LABEL: func.func @nested_ifs(
// CHECK-SAME: %[[A:.*]]: i1, %[[B:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32
// CHECK-NEXT: %[[AB:.*]] = arith.andi %[[A]], %[[B]] : i1
// CHECK-NEXT: %[[S:.*]] = arith.select %[[A]], %[[X]], %[[Y]] : i32
// CHECK-NEXT: scf.if %[[AB]] {
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %[[S]] : i32
func.func @nested_ifs(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    scf.if %b {
      "test.op"() : () -> ()
    }
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// The else value of the inner if must be the outer else value, or the ifs stay apart.
// CHECK-LABEL: func.func @nested_ifs_kept(
// CHECK: scf.if %{{.*}} -> (i32) {
// CHECK: scf.if %{{.*}} -> (i32) {
func.func @nested_ifs_kept(%a: i1, %b: i1, %y: i32, %z: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %i = scf.if %b -> (i32) {
      %v = "test.op"() : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %z : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// Results yielded from outside the if are selects; the if keeps its ops.
// CHECK-LABEL: func.func @partial_select(
// CHECK-SAME: %[[C:.*]]: i1, %[[X:.*]]: index, %[[Y:.*]]: index
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[X]], %[[Y]] : index
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %[[S]] : index
func.func @partial_select(%c: i1, %x: index, %y: index) -> index {
  %r = scf.if %c -> index {
    "test.op"() : () -> ()
    scf.yield %x : index
  } else {
    scf.yield %y : index
  }
  return %r : index
}

// -----

// A tensor result stays an scf.if result (aiopt does not bufferize arith.select of tensors).
// CHECK-LABEL: func.func @tensor_result(
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (tensor<4xf32>) {
// CHECK: return %[[R]]
func.func @tensor_result(%c: i1, %x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    "test.op"() : () -> ()
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// An unregistered last op is not a terminator: the region gets its scf.yield (upstream's ensureTerminator).
// CHECK-LABEL: func.func @implicit_yield_after_unregistered(
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: "test.run"() : () -> ()
// CHECK-NEXT: }
func.func @implicit_yield_after_unregistered(%c: i1) {
  scf.if %c {
    "test.run"() : () -> ()
  }
  return
}

// -----

// Adjacent ifs on one condition are one if; the second's use of the first's result uses the value its
// region yields.
// CHECK-LABEL: func.func @combine_ifs(
// CHECK-SAME: %[[C:.*]]: i1
// CHECK-NEXT: %[[R:.*]]:2 = scf.if %[[C]] -> (i32, i32) {
// CHECK-NEXT:   %[[A:.*]] = "test.a"() : () -> i32
// CHECK-NEXT:   %[[B:.*]] = "test.b"(%[[A]]) : (i32) -> i32
// CHECK-NEXT:   scf.yield %[[A]], %[[B]] : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[X:.*]] = "test.x"() : () -> i32
// CHECK-NEXT:   %[[Y:.*]] = "test.y"(%[[X]]) : (i32) -> i32
// CHECK-NEXT:   scf.yield %[[X]], %[[Y]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : i32, i32
func.func @combine_ifs(%c: i1) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %x = "test.x"() : () -> i32
    scf.yield %x : i32
  }
  %s = scf.if %c -> i32 {
    %b = "test.b"(%r) : (i32) -> i32
    scf.yield %b : i32
  } else {
    %y = "test.y"(%r) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}

// -----

// An if on the negated condition is the else region of the combined if.
// CHECK-LABEL: func.func @combine_negated_ifs(
// CHECK-SAME: %[[C:.*]]: i1
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT:   "test.first"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT:   "test.second"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @combine_negated_ifs(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.first"() : () -> ()
  }
  scf.if %n {
    "test.second"() : () -> ()
  }
  return
}

// -----

// Ifs on different conditions, or with an op between them, stay apart.
// CHECK-LABEL: func.func @ifs_kept_apart(
// CHECK: scf.if
// CHECK: scf.if
// CHECK: "test.between"
// CHECK: scf.if
func.func @ifs_kept_apart(%c: i1, %d: i1) {
  scf.if %c {
    "test.first"() : () -> ()
  }
  scf.if %d {
    "test.second"() : () -> ()
  }
  "test.between"() : () -> ()
  scf.if %d {
    "test.third"() : () -> ()
  }
  return
}

// -----

// Combining would select between tensors: the ifs stay (aiopt does not bufferize tensor selects yet).
// CHECK-LABEL: func.func @nested_ifs_tensor_kept(
// CHECK: scf.if %{{.*}} -> (tensor<4xf32>) {
// CHECK: scf.if %{{.*}} {
func.func @nested_ifs_tensor_kept(%a: i1, %b: i1, %x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %a -> (tensor<4xf32>) {
    scf.if %b {
      "test.op"() : () -> ()
    }
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
