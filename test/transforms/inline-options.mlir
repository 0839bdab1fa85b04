// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=200})' | FileCheck %s --check-prefix=KEEP
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=300})' | FileCheck %s --check-prefix=INLINE
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse) default-pipeline=})' | FileCheck %s --check-prefix=OPPIPE
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=200})' | FileCheck %s --check-prefix=KEEP %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=300})' | FileCheck %s --check-prefix=INLINE %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse) default-pipeline=})' | FileCheck %s --check-prefix=OPPIPE %}
// The CHECK lines are mlir-opt 22's output.

// inlining-threshold: the callee's 5 ops are 250% of the canonicalized
// caller's 2; op-pipelines runs cse on func.func in place of canonicalize
// (the add of 0 stays).
// KEEP-NOT: @unused
// KEEP: func.func private @big
// KEEP: func.func @small
// KEEP-NEXT: call @big
// INLINE-NOT: @big
// INLINE: func.func @small
// INLINE-NEXT: arith.muli
// INLINE-NEXT: arith.muli
// OPPIPE-NOT: @big
// OPPIPE: func.func @small
// OPPIPE-NEXT: arith.constant 0 : i32
// OPPIPE-NEXT: arith.addi
// OPPIPE-NEXT: arith.muli
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @big(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.muli %2, %a : i32
  return %3 : i32
}
func.func @small(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %y = arith.addi %x, %c : i32
  %r = func.call @big(%y) : (i32) -> i32
  return %r : i32
}
