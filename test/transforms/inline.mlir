// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --inline | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file --inline | FileCheck %s %}
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 })' | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file '--inline=default-pipeline=' | FileCheck %s --check-prefix=NOPIPE
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file '--inline=default-pipeline=' | FileCheck %s --check-prefix=NOPIPE %}
// The CHECK lines are mlir-opt 22's output (the RUN lines with %mlir-opt check it).

// Calls are inlined and the caller canonicalized (the two constants 1 become
// one); the private callee left without uses is erased, the public one stays.
// CHECK-LABEL: module
// CHECK-NOT: @add1
// CHECK: func.func @pub_callee
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[X]], %[[C1]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[M]], %[[C1]] : i32
// CHECK-NEXT: return %[[B]] : i32
// Without a pipeline each inlined body keeps its own constant.
// NOPIPE-LABEL: func.func @caller
// NOPIPE-NEXT: arith.constant 1 : i32
// NOPIPE-NEXT: arith.addi
// NOPIPE-NEXT: arith.muli
// NOPIPE-NEXT: arith.constant 1 : i32
// NOPIPE-NEXT: arith.addi
func.func private @add1(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}
func.func @pub_callee(%a: i32) -> i32 {
  %m = arith.muli %a, %a : i32
  return %m : i32
}
func.func @caller(%x: i32) -> i32 {
  %r = func.call @add1(%x) : (i32) -> i32
  %q = func.call @pub_callee(%r) : (i32) -> i32
  %z = func.call @add1(%q) : (i32) -> i32
  return %z : i32
}

// -----

// A self-recursive function is not inlined, nor are mutually recursive ones
// (inlining ping then pong gives the call of ping back, which its history stops).
// CHECK-LABEL: func.func private @rec
// CHECK-NEXT: call @rec
// CHECK-LABEL: func.func @call_rec
// CHECK-NEXT: call @rec
// CHECK-LABEL: func.func private @ping
// CHECK-NEXT: call @pong
// CHECK-LABEL: func.func private @pong
// CHECK-NEXT: call @ping
// CHECK-LABEL: func.func @mutual
// CHECK-NEXT: call @ping
func.func private @rec(%a: i32) -> i32 {
  %r = func.call @rec(%a) : (i32) -> i32
  return %r : i32
}
func.func @call_rec(%a: i32) -> i32 {
  %r = func.call @rec(%a) : (i32) -> i32
  return %r : i32
}
func.func private @ping(%a: i32) -> i32 {
  %r = func.call @pong(%a) : (i32) -> i32
  return %r : i32
}
func.func private @pong(%a: i32) -> i32 {
  %r = func.call @ping(%a) : (i32) -> i32
  return %r : i32
}
func.func @mutual(%a: i32) -> i32 {
  %r = func.call @ping(%a) : (i32) -> i32
  return %r : i32
}

// -----

// A callee of several blocks: the caller's block is split, each return
// branches to the rest (canonicalize then makes a select of it). In an
// scf.if (a single-block region) it is not inlined.
// CHECK-LABEL: func.func private @multi
// CHECK-LABEL: func.func @call_multi
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[A]], %[[Z]] : i32
// CHECK-NEXT: return %[[S]] : i32
// CHECK-LABEL: func.func @multi_in_if
// CHECK: scf.if
// CHECK-NEXT: func.call @multi
// NOPIPE-LABEL: func.func @call_multi
// NOPIPE-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32)
// NOPIPE-NEXT: cf.cond_br %[[C]], ^bb1, ^bb2
// NOPIPE-NEXT: ^bb1:
// NOPIPE-NEXT: cf.br ^bb3(%[[A]] : i32)
// NOPIPE-NEXT: ^bb2:
// NOPIPE-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// NOPIPE-NEXT: cf.br ^bb3(%[[Z]] : i32)
// NOPIPE-NEXT: ^bb3(%[[R:.*]]: i32):
// NOPIPE-NEXT: return %[[R]] : i32
func.func private @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
}
func.func @call_multi(%c: i1, %a: i32) -> i32 {
  %r = func.call @multi(%c, %a) : (i1, i32) -> i32
  return %r : i32
}
func.func @multi_in_if(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = func.call @multi(%c, %a) : (i1, i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// Legality: affine and gpu ops inline; an unregistered op, a `no_inline`
// callee or call, and a declaration do not.
// CHECK-NOT: func.func private @aff
// CHECK-LABEL: func.func @call_aff
// CHECK-NEXT: affine.for
// CHECK-LABEL: func.func private @unreg
// CHECK-LABEL: func.func @call_unreg
// CHECK-NEXT: call @unreg
// CHECK-LABEL: func.func private @noinl
// CHECK-LABEL: func.func @call_noinl
// CHECK-NEXT: call @noinl
// CHECK-NEXT: call @id(%{{.*}}) {no_inline}
// CHECK-LABEL: func.func @call_decl
// CHECK-NEXT: call @decl
// CHECK-LABEL: func.func @call_gpu
// CHECK-NEXT: gpu.thread_id
// CHECK-NEXT: arith.addi
func.func private @aff(%m: memref<4xf32>, %v: f32) {
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xf32>
  }
  return
}
func.func @call_aff(%m: memref<4xf32>, %v: f32) {
  func.call @aff(%m, %v) : (memref<4xf32>, f32) -> ()
  return
}
func.func private @unreg(%a: i32) -> i32 {
  %r = "test.foo"(%a) : (i32) -> i32
  return %r : i32
}
func.func @call_unreg(%a: i32) -> i32 {
  %r = func.call @unreg(%a) : (i32) -> i32
  return %r : i32
}
func.func private @id(%a: i32) -> i32 {
  return %a : i32
}
func.func private @noinl(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
func.func @call_noinl(%a: i32) -> i32 {
  %r = func.call @noinl(%a) : (i32) -> i32
  %s = func.call @id(%r) {no_inline} : (i32) -> i32
  return %s : i32
}
func.func private @decl(i32) -> i32
func.func @call_decl(%a: i32) -> i32 {
  %r = func.call @decl(%a) : (i32) -> i32
  return %r : i32
}
func.func private @gpuish(%a: index) -> index {
  %r = gpu.thread_id x
  %s = arith.addi %a, %r : index
  return %s : index
}
func.func @call_gpu(%a: index) -> index {
  %r = func.call @gpuish(%a) : (index) -> index
  return %r : index
}

// -----

// A private function nothing uses is erased; calls inside regions are inlined.
// CHECK-NOT: @unused
// CHECK-LABEL: func.func @in_region
// CHECK: scf.if
// CHECK-NEXT: arith.addi
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @inc(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}
func.func @in_region(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = func.call @inc(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
