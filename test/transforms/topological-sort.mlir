// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --topological-sort | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(topological-sort)' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file --topological-sort | FileCheck %s %}
// The CHECK lines are mlir-opt 22's output (the third RUN line checks it).

// The body of a module is a graph region: each op moves after the ops it
// uses, those used by the ops nested in it included. Ready ops keep their
// order; each sweep appends the ops that became ready.
// CHECK-LABEL: module {
// CHECK-NEXT: %[[A:.*]] = "test.a"() : () -> i32
// CHECK-NEXT: %[[D:.*]] = "test.d"() : () -> i32
// CHECK-NEXT: %[[B:.*]] = "test.b"(%[[A]])
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: "test.inner"(%[[D]])
// CHECK-NEXT: "test.inner_term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.c"(%[[B]], %[[A]])
// CHECK-NEXT: }
%3 = "test.c"(%2, %1) : (i32, i32) -> i32
%2 = "test.b"(%1) : (i32) -> i32
"test.region"() ({
  %x = "test.inner"(%4) : (i32) -> i32
  "test.inner_term"() : () -> ()
}) : () -> ()
%1 = "test.a"() : () -> i32
%4 = "test.d"() : () -> i32

// -----

// A cycle cannot be sorted: its first op stays where it is, and the sort
// goes on from there.
// CHECK-LABEL: module {
// CHECK-NEXT: %[[X:.*]] = "test.x"() : () -> i32
// CHECK-NEXT: %[[C1:.*]] = "test.cycle1"(%[[C2:.*]], %[[X]])
// CHECK-NEXT: %[[C2]] = "test.cycle2"(%[[C1]])
// CHECK-NEXT: "test.after"(%[[C2]])
// CHECK-NEXT: }
%5 = "test.cycle1"(%6, %0) : (i32, i32) -> i32
%7 = "test.after"(%6) : (i32) -> i32
%6 = "test.cycle2"(%5) : (i32) -> i32
%0 = "test.x"() : () -> i32

// -----

// gpu.module is a graph region too; a function body is not, and an
// unregistered op's region is not known to be one (the verifier lets it be
// one, as upstream's): they stay as they are.
// CHECK-LABEL: module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: %[[A:.*]] = "test.a"() : () -> i32
// CHECK-NEXT: "test.b"(%[[A]])
// CHECK-NEXT: }
// CHECK-NEXT: "test.graph_region"() ({
// CHECK-NEXT: %[[U:.*]] = "test.use"(%[[V:.*]]) : (i32) -> i32
// CHECK-NEXT: %[[V]] = "test.def"() : () -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: %[[F:.*]] = "test.f"() : () -> i32
// CHECK-NEXT: "test.g"(%[[F]])
// CHECK-NEXT: return
gpu.module @m {
  %b = "test.b"(%a) : (i32) -> i32
  %a = "test.a"() : () -> i32
}
"test.graph_region"() ({
  %u = "test.use"(%v) : (i32) -> i32
  %v = "test.def"() : () -> i32
}) : () -> ()
func.func @f() {
  %0 = "test.f"() : () -> i32
  %1 = "test.g"(%0) : (i32) -> i32
  return
}
