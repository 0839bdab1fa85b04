// The common cleanup pipeline, by flags and in the form mlir-opt 22's --dump-pass-pipeline prints.
// RUN: ai-opt %s -canonicalize -cse -inline -symbol-dce -loop-invariant-code-motion -sccp | FileCheck %s
// RUN: ai-opt %s --pass-pipeline='builtin.module( canonicalize{ max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}, cse, inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }, symbol-dce, loop-invariant-code-motion, sccp)' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s -canonicalize -cse -inline -symbol-dce -loop-invariant-code-motion -sccp | FileCheck %s %}
// The CHECK lines are mlir-opt 22's output: @step inlined (its private copy
// erased), the scf.if on true folded, a * 3 hoisted out of the loop.
// CHECK-NOT: @step
// CHECK-NOT: @unused
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[N:.*]]: index, %[[A:.*]]: i32)
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[C3]] : i32
// CHECK-NEXT: %[[R:.*]] = scf.for %{{.*}} = %[[C0]] to %[[N]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[Z]]) -> (i32) {
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[ACC]], %[[M]] : i32
// CHECK-NEXT: scf.yield %[[S]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
func.func private @step(%acc: i32, %a: i32, %b: i32) -> i32 {
  %m = arith.muli %a, %b : i32
  %s = arith.addi %acc, %m : i32
  return %s : i32
}
func.func private @unused() {
  return
}
func.func @main(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %three = arith.constant 3 : i32
  %t = arith.constant true
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %b = scf.if %t -> i32 {
      scf.yield %three : i32
    } else {
      scf.yield %a : i32
    }
    %next = func.call @step(%acc, %a, %b) : (i32, i32, i32) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}
