// Upstream's names of scf.if canonicalization patterns ours do: RemoveEmptyElseBranch (RemoveEmptyElse),
// ConvertTrivialIfToSelect (TrivialIfToSelect), ConditionPropagation (IfConditionPropagation).
// canonicalize{disable-patterns={anonymous}::NAME} stops exactly that rewrite, the others still happen, as in
// mlir-opt 22, which runs the same CHECK lines (its output). The order of the %true and %false constants
// differs (ours: %true first), so they are CHECK-DAG.

// RUN: ai-opt %s --allow-unregistered-dialect --canonicalize='disable-patterns={anonymous}::RemoveEmptyElseBranch' | FileCheck %s --check-prefixes=CHECK,ELSE
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --canonicalize='disable-patterns={anonymous}::RemoveEmptyElseBranch' | FileCheck %s --check-prefixes=CHECK,ELSE %}
// RUN: ai-opt %s --allow-unregistered-dialect --canonicalize='disable-patterns={anonymous}::ConvertTrivialIfToSelect' | FileCheck %s --check-prefixes=CHECK,SELECT
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --canonicalize='disable-patterns={anonymous}::ConvertTrivialIfToSelect' | FileCheck %s --check-prefixes=CHECK,SELECT %}
// RUN: ai-opt %s --allow-unregistered-dialect --canonicalize='disable-patterns={anonymous}::ConditionPropagation' | FileCheck %s --check-prefixes=CHECK,PROPAGATE
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --canonicalize='disable-patterns={anonymous}::ConditionPropagation' | FileCheck %s --check-prefixes=CHECK,PROPAGATE %}

// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// ELSE-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  } else {
  }
  return
}

// CHECK-LABEL: func.func @trivial_if(%arg0: i1, %arg1: index, %arg2: index) -> index {
// ELSE-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : index
// ELSE-NEXT: scf.if %arg0 {
// ELSE-NEXT: "test.op"() : () -> ()
// ELSE-NEXT: } else {
// ELSE-NEXT: }
// SELECT-NEXT: %0 = scf.if %arg0 -> (index) {
// SELECT-NEXT: "test.op"() : () -> ()
// SELECT-NEXT: scf.yield %arg1 : index
// SELECT-NEXT: } else {
// SELECT-NEXT: scf.yield %arg2 : index
// SELECT-NEXT: }
// PROPAGATE-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : index
// PROPAGATE-NEXT: scf.if %arg0 {
// PROPAGATE-NEXT: "test.op"() : () -> ()
// PROPAGATE-NEXT: }
// CHECK-NEXT: return %0 : index
func.func @trivial_if(%c: i1, %a: index, %b: index) -> index {
  %r = scf.if %c -> (index) {
    "test.op"() : () -> ()
    scf.yield %a : index
  } else {
    scf.yield %b : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @propagate(%arg0: i1) {
// ELSE-DAG: %false = arith.constant false
// ELSE-DAG: %true = arith.constant true
// ELSE: scf.if %arg0 {
// ELSE-NEXT: "test.use"(%true) : (i1) -> ()
// ELSE-NEXT: } else {
// ELSE-NEXT: "test.use"(%false) : (i1) -> ()
// SELECT-DAG: %false = arith.constant false
// SELECT-DAG: %true = arith.constant true
// SELECT: scf.if %arg0 {
// SELECT-NEXT: "test.use"(%true) : (i1) -> ()
// SELECT-NEXT: } else {
// SELECT-NEXT: "test.use"(%false) : (i1) -> ()
// PROPAGATE-NEXT: scf.if %arg0 {
// PROPAGATE-NEXT: "test.use"(%arg0) : (i1) -> ()
// PROPAGATE-NEXT: } else {
// PROPAGATE-NEXT: "test.use"(%arg0) : (i1) -> ()
func.func @propagate(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}
