// Upstream's MultiBlockExecuteInliner: an scf.execute_region directly in a function becomes blocks of it.
// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @multi_block(
// CHECK-NOT: scf.execute_region
// CHECK: "test.foo"() : () -> ()
// CHECK-NEXT: %[[C:.*]] = "test.cmp"() : () -> i1
// CHECK-NEXT: cf.cond_br %[[C]], ^[[B1:.*]], ^[[B2:.*]]
// CHECK: ^[[B1]]:
// CHECK-NEXT: %[[X:.*]] = "test.val1"() : () -> i64
// CHECK-NEXT: cf.br ^[[B3:.*]](%[[X]] : i64)
// CHECK: ^[[B2]]:
// CHECK-NEXT: %[[Y:.*]] = "test.val2"() : () -> i64
// CHECK-NEXT: cf.br ^[[B3]](%[[Y]] : i64)
// CHECK: ^[[B3]](%[[Z:.*]]: i64):
// CHECK-NEXT: "test.bar"(%[[Z]]) : (i64) -> ()
// CHECK-NEXT: return
func.func @multi_block() {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    scf.yield %x : i64
  ^bb2:
    %y = "test.val2"() : () -> i64
    scf.yield %y : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return
}

// -----

// Inside another op's region (a single-block region) the multi-block execute_region stays.
// CHECK-LABEL: func.func @in_loop(
// CHECK: scf.for
// CHECK: scf.execute_region -> i64 {
func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = scf.execute_region -> i64 {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "test.val1"() : () -> i64
      scf.yield %x : i64
    ^bb2:
      %y = "test.val2"() : () -> i64
      scf.yield %y : i64
    }
    "test.bar"(%v) : (i64) -> ()
  }
  return
}
