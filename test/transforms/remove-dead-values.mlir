// RUN: ai-opt %s --remove-dead-values --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: ai-opt %s --remove-dead-values=canonicalize=false --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=NOCANON
// RUN: %if upstream-mlir %{ %mlir-opt %s --remove-dead-values --split-input-file --allow-unregistered-dialect | FileCheck %s %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --remove-dead-values=canonicalize=false --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=NOCANON %}

// The checks are what mlir-opt 22 prints. With `canonicalize` (the default) they leave out the `ub.poison`
// ops and need not be on consecutive lines: an unused poison the canonicalization of region branch ops leaves may
// stay here where upstream's greedy driver erases it. Without it, every line is checked.

// CHECK: func.func private @callee_a() {
// CHECK: return
// CHECK: }
// CHECK: func.func @main_a(%[[ARG0:[a-zA-Z0-9_]+]]: i32) {
// CHECK: call @callee_a() : () -> ()
// CHECK: return
// CHECK: }
// NOCANON: func.func private @callee_a() {
// NOCANON-NEXT: return
// NOCANON-NEXT: }
// NOCANON: func.func @main_a(%[[ARG0:[a-zA-Z0-9_]+]]: i32) {
// NOCANON-NEXT: call @callee_a() : () -> ()
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func private @callee_a(%arg0: i32) -> (i32) {
  return %arg0 : i32
}
func.func @main_a(%arg0 : i32) {
  %non_live = func.call @callee_a(%arg0) : (i32) -> (i32)
  return
}

// -----

// CHECK: func.func private @two_rets(%[[ARG0:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// CHECK: %[[C0_I32:[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// CHECK: memref.store %[[C0_I32]], %[[ARG0]][] : memref<i32>
// CHECK: return %[[C0_I32]] : i32
// CHECK: }
// CHECK: func.func @main_b(%[[ARG0:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = call @two_rets(%[[ARG0]]) : (memref<i32>) -> i32
// CHECK: %[[V1:[a-zA-Z0-9_]+]] = call @two_rets(%[[ARG0]]) : (memref<i32>) -> i32
// CHECK: return %[[V0]] : i32
// CHECK: }
// NOCANON: func.func private @two_rets(%[[ARG0:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// NOCANON-NEXT: %[[C0_I32:[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// NOCANON-NEXT: memref.store %[[C0_I32]], %[[ARG0]][] : memref<i32>
// NOCANON-NEXT: return %[[C0_I32]] : i32
// NOCANON-NEXT: }
// NOCANON: func.func @main_b(%[[ARG0:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = call @two_rets(%[[ARG0]]) : (memref<i32>) -> i32
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]] = call @two_rets(%[[ARG0]]) : (memref<i32>) -> i32
// NOCANON-NEXT: return %[[V0]] : i32
// NOCANON-NEXT: }
func.func private @two_rets(%m : memref<i32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  memref.store %c0, %m[] : memref<i32>
  return %c0, %c0 : i32, i32
}
func.func @main_b(%m : memref<i32>) -> (i32) {
  %live, %dead = func.call @two_rets(%m) : (memref<i32>) -> (i32, i32)
  %dead0, %dead1 = func.call @two_rets(%m) : (memref<i32>) -> (i32, i32)
  return %live : i32
}

// -----

// CHECK: func.func private @keep_both() -> (i32, i32) {
// CHECK: %[[C0_I32:[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// CHECK: return %[[C0_I32]], %[[C0_I32]] : i32, i32
// CHECK: }
// CHECK: func.func @main_c() -> (i32, i32) {
// CHECK: %[[V0:[a-zA-Z0-9_]+]]:2 = call @keep_both() : () -> (i32, i32)
// CHECK: %[[V1:[a-zA-Z0-9_]+]]:2 = call @keep_both() : () -> (i32, i32)
// CHECK: return %[[V0]]#0, %[[V1]]#1 : i32, i32
// CHECK: }
// NOCANON: func.func private @keep_both() -> (i32, i32) {
// NOCANON-NEXT: %[[C0_I32:[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// NOCANON-NEXT: return %[[C0_I32]], %[[C0_I32]] : i32, i32
// NOCANON-NEXT: }
// NOCANON: func.func @main_c() -> (i32, i32) {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]]:2 = call @keep_both() : () -> (i32, i32)
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]]:2 = call @keep_both() : () -> (i32, i32)
// NOCANON-NEXT: return %[[V0]]#0, %[[V1]]#1 : i32, i32
// NOCANON-NEXT: }
func.func private @keep_both() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  return %c0, %c0 : i32, i32
}
func.func @main_c() -> (i32, i32) {
  %a, %b = func.call @keep_both() : () -> (i32, i32)
  %c, %d = func.call @keep_both() : () -> (i32, i32)
  return %a, %d : i32, i32
}

// -----

// CHECK: func.func @while_b(%[[ARG0:[a-zA-Z0-9_]+]]: i1) -> i32 {
// CHECK: %[[C0_I32:[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// CHECK: %[[C1_I32:[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// CHECK: %[[V1:[a-zA-Z0-9_]+]]:2 = scf.while (%[[ARG1:[a-zA-Z0-9_]+]] = %[[C0_I32]], %[[ARG2:[a-zA-Z0-9_]+]] = %[[C1_I32]]) : (i32, i32) -> (i32, i32) {
// CHECK: func.call @identity() : () -> ()
// CHECK: scf.condition(%[[ARG0]]) %[[ARG1]], %[[ARG2]] : i32, i32
// CHECK: } do {
// CHECK: ^bb0(%[[ARG1]]: i32, %[[ARG2]]: i32):
// CHECK: scf.yield %[[ARG2]], %[[ARG1]] : i32, i32
// CHECK: }
// CHECK: return %[[V1]]#1 : i32
// CHECK: }
// CHECK: func.func private @identity() {
// CHECK: return
// CHECK: }
// NOCANON: func.func @while_b(%[[ARG0:[a-zA-Z0-9_]+]]: i1) -> i32 {
// NOCANON-NEXT: %[[C0_I32:[a-zA-Z0-9_]+]] = arith.constant 0 : i32
// NOCANON-NEXT: %[[C1_I32:[a-zA-Z0-9_]+]] = arith.constant 1 : i32
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]]:4 = scf.while (%[[ARG1:[a-zA-Z0-9_]+]] = %[[C0_I32]], %[[ARG2:[a-zA-Z0-9_]+]] = %[[C1_I32]], %[[ARG3:[a-zA-Z0-9_]+]] = %[[V0]]) : (i32, i32, i32) -> (i32, i32, i32, i32) {
// NOCANON-NEXT: func.call @identity() : () -> ()
// NOCANON-NEXT: %[[V2:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: %[[V3:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: scf.condition(%[[ARG0]]) %[[ARG2]], %[[ARG1]], %[[V2]], %[[V3]] : i32, i32, i32, i32
// NOCANON-NEXT: } do {
// NOCANON-NEXT: ^bb0(%[[ARG1]]: i32, %[[ARG2]]: i32, %[[ARG3]]: i32, %[[ARG4:[a-zA-Z0-9_]+]]: i32):
// NOCANON-NEXT: %[[V2]] = ub.poison : i32
// NOCANON-NEXT: scf.yield %[[ARG1]], %[[ARG2]], %[[V2]] : i32, i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %[[V1]]#0 : i32
// NOCANON-NEXT: }
// NOCANON: func.func private @identity() {
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func @while_b(%arg2: i1) -> (i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %live, %non_live, %non_live_0, %non_live_1 = scf.while (%arg3 = %c0, %arg4 = %c1, %arg10 = %c2) : (i32, i32, i32) -> (i32, i32, i32, i32) {
    %non_live_2 = arith.addi %arg10, %arg10 : i32
    %non_live_3 = func.call @identity(%arg10) : (i32) -> (i32)
    scf.condition(%arg2) %arg4, %arg3, %non_live_2, %non_live_3 : i32, i32, i32, i32
  } do {
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32):
    %non_live_4 = arith.addi %arg7, %arg8 :i32
    scf.yield %arg5, %arg6, %non_live_4 : i32, i32, i32
  }
  return %live : i32
}
func.func private @identity(%arg1 : i32) -> (i32) {
  return %arg1 : i32
}

// -----

// CHECK: func.func @switch(%[[ARG0:[a-zA-Z0-9_]+]]: index, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>) {
// CHECK: scf.index_switch %[[ARG0]]
// CHECK: case 1 {
// CHECK: %[[C10_I32:[a-zA-Z0-9_]+]] = arith.constant 10 : i32
// CHECK: memref.store %[[C10_I32]], %[[ARG1]][] : memref<i32>
// CHECK: scf.yield
// CHECK: }
// CHECK: default {
// CHECK: }
// CHECK: return
// CHECK: }
// NOCANON: func.func @switch(%[[ARG0:[a-zA-Z0-9_]+]]: index, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>) {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = scf.index_switch %[[ARG0]] -> i32
// NOCANON-NEXT: case 1 {
// NOCANON-NEXT: %[[C10_I32:[a-zA-Z0-9_]+]] = arith.constant 10 : i32
// NOCANON-NEXT: memref.store %[[C10_I32]], %[[ARG1]][] : memref<i32>
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: scf.yield %[[V1]] : i32
// NOCANON-NEXT: }
// NOCANON-NEXT: default {
// NOCANON-NEXT: %[[V1]] = ub.poison : i32
// NOCANON-NEXT: scf.yield %[[V1]] : i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func @switch(%arg0 : index, %arg1 : memref<i32>) {
  %non_live = scf.index_switch %arg0 -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %c10 : i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11 : i32
  }
  return
}

// -----

// CHECK: func.func private @simple(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// CHECK: %[[C2_I32:[a-zA-Z0-9_]+]] = arith.constant 2 : i32
// CHECK: %[[V1:[a-zA-Z0-9_]+]] = arith.muli %[[V0]], %[[C2_I32]] : i32
// CHECK: %[[C3_I32:[a-zA-Z0-9_]+]] = arith.constant 3 : i32
// CHECK: %[[V2:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[C3_I32]] : i32
// CHECK: memref.store %[[V2]], %[[ARG1]][] : memref<i32>
// CHECK: return %[[V1]] : i32
// CHECK: }
// CHECK: func.func @main_s(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = call @simple(%[[ARG0]], %[[ARG1]]) : (i32, memref<i32>) -> i32
// CHECK: return %[[V0]] : i32
// CHECK: }
// NOCANON: func.func private @simple(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// NOCANON-NEXT: %[[C2_I32:[a-zA-Z0-9_]+]] = arith.constant 2 : i32
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]] = arith.muli %[[V0]], %[[C2_I32]] : i32
// NOCANON-NEXT: %[[C3_I32:[a-zA-Z0-9_]+]] = arith.constant 3 : i32
// NOCANON-NEXT: %[[V2:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[C3_I32]] : i32
// NOCANON-NEXT: memref.store %[[V2]], %[[ARG1]][] : memref<i32>
// NOCANON-NEXT: return %[[V1]] : i32
// NOCANON-NEXT: }
// NOCANON: func.func @main_s(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = call @simple(%[[ARG0]], %[[ARG1]]) : (i32, memref<i32>) -> i32
// NOCANON-NEXT: return %[[V0]] : i32
// NOCANON-NEXT: }
func.func private @simple(%arg0 : i32, %arg1 : memref<i32>, %arg2 : i32) -> (i32, i32, i32, i32) {
  %live_0 = arith.addi %arg0, %arg0 : i32
  %c2 = arith.constant 2 : i32
  %live_1 = arith.muli %live_0, %c2 : i32
  %non_live_1 = arith.addi %live_1, %live_0 : i32
  %non_live_2 = arith.constant 7 : i32
  %non_live_3 = arith.subi %arg0, %non_live_1 : i32
  %c3 = arith.constant 3 : i32
  %live_2 = arith.addi %arg0, %c3 : i32
  memref.store %live_2, %arg1[] : memref<i32>
  return %live_1, %non_live_1, %non_live_2, %non_live_3 : i32, i32, i32, i32
}
func.func @main_s(%arg3 : i32, %arg4 : memref<i32>, %arg5 : i32) -> (i32) {
  %live, %non_live_1, %non_live_2, %non_live_3 = func.call @simple(%arg3, %arg4, %arg5) : (i32, memref<i32>, i32) -> (i32, i32, i32, i32)
  return %live : i32
}

// -----

// CHECK: func.func private @erase_while() {
// CHECK: return
// CHECK: }
// CHECK: func.func @main_w(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i1) {
// CHECK: call @erase_while() : () -> ()
// CHECK: return
// CHECK: }
// NOCANON: func.func private @erase_while() {
// NOCANON-NEXT: return
// NOCANON-NEXT: }
// NOCANON: func.func @main_w(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i1) {
// NOCANON-NEXT: call @erase_while() : () -> ()
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func private @erase_while(%arg0 : i32, %arg1 : i1) -> (i32) {
  %non_live = scf.while (%arg2 = %arg0) : (i32) -> (i32) {
    scf.condition(%arg1) %arg2 : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  return %non_live : i32
}
func.func @main_w(%arg3 : i32, %arg4 : i1) {
  %non_live_0 = func.call @erase_while(%arg3, %arg4) : (i32, i1) -> (i32)
  return
}

// -----

// CHECK: func.func @kernel(%[[ARG0:[a-zA-Z0-9_]+]]: memref<18xf32>) {
// CHECK: %[[C1:[a-zA-Z0-9_]+]] = arith.constant 1 : index
// CHECK: %[[C18:[a-zA-Z0-9_]+]] = arith.constant 18 : index
// CHECK: gpu.launch blocks(%[[ARG1:[a-zA-Z0-9_]+]], %[[ARG2:[a-zA-Z0-9_]+]], %[[ARG3:[a-zA-Z0-9_]+]]) in (%[[ARG7:[a-zA-Z0-9_]+]] = %[[C18]], %[[ARG8:[a-zA-Z0-9_]+]] = %[[C18]], %[[ARG9:[a-zA-Z0-9_]+]] = %[[C18]]) threads(%[[ARG4:[a-zA-Z0-9_]+]], %[[ARG5:[a-zA-Z0-9_]+]], %[[ARG6:[a-zA-Z0-9_]+]]) in (%[[ARG10:[a-zA-Z0-9_]+]] = %[[C1]], %[[ARG11:[a-zA-Z0-9_]+]] = %[[C1]], %[[ARG12:[a-zA-Z0-9_]+]] = %[[C1]]) {
// CHECK: %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK: %[[CST:[a-zA-Z0-9_]+]] = arith.constant 25.4669495 : f32
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = arith.addi %[[ARG1]], %[[C0]] : index
// CHECK: memref.store %[[CST]], %[[ARG0]][%[[V0]]] : memref<18xf32>
// CHECK: gpu.terminator
// CHECK: }
// CHECK: return
// CHECK: }
// NOCANON: func.func @kernel(%[[ARG0:[a-zA-Z0-9_]+]]: memref<18xf32>) {
// NOCANON-NEXT: %[[C1:[a-zA-Z0-9_]+]] = arith.constant 1 : index
// NOCANON-NEXT: %[[C18:[a-zA-Z0-9_]+]] = arith.constant 18 : index
// NOCANON-NEXT: gpu.launch blocks(%[[ARG1:[a-zA-Z0-9_]+]], %[[ARG2:[a-zA-Z0-9_]+]], %[[ARG3:[a-zA-Z0-9_]+]]) in (%[[ARG7:[a-zA-Z0-9_]+]] = %[[C18]], %[[ARG8:[a-zA-Z0-9_]+]] = %[[C18]], %[[ARG9:[a-zA-Z0-9_]+]] = %[[C18]]) threads(%[[ARG4:[a-zA-Z0-9_]+]], %[[ARG5:[a-zA-Z0-9_]+]], %[[ARG6:[a-zA-Z0-9_]+]]) in (%[[ARG10:[a-zA-Z0-9_]+]] = %[[C1]], %[[ARG11:[a-zA-Z0-9_]+]] = %[[C1]], %[[ARG12:[a-zA-Z0-9_]+]] = %[[C1]]) {
// NOCANON-NEXT: %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// NOCANON-NEXT: %[[CST:[a-zA-Z0-9_]+]] = arith.constant 25.4669495 : f32
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = arith.addi %[[ARG1]], %[[C0]] : index
// NOCANON-NEXT: memref.store %[[CST]], %[[ARG0]][%[[V0]]] : memref<18xf32>
// NOCANON-NEXT: gpu.terminator
// NOCANON-NEXT: }
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func @kernel(%arg0: memref<18xf32>) {
  %c1 = arith.constant 1 : index
  %c18 = arith.constant 18 : index
  gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c18, %arg10 = %c18, %arg11 = %c18) threads(%arg6, %arg7, %arg8) in (%arg12 = %c1, %arg13 = %c1, %arg14 = %c1) {
    %c0_1 = arith.constant 0 : index
    %cst_2 = arith.constant 25.4669495 : f32
    %6 = arith.addi %arg3, %c0_1 : index
    memref.store %cst_2, %arg0[%6] : memref<18xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: func.func private @decl()
// CHECK: func.func private @decl2(i32) -> i32
// CHECK: func.func @use_decl(%[[ARG0:[a-zA-Z0-9_]+]]: i32) {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = call @decl2(%[[ARG0]]) : (i32) -> i32
// CHECK: return
// CHECK: }
// NOCANON: func.func private @decl()
// NOCANON: func.func private @decl2(i32) -> i32
// NOCANON: func.func @use_decl(%[[ARG0:[a-zA-Z0-9_]+]]: i32) {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = call @decl2(%[[ARG0]]) : (i32) -> i32
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func private @decl() -> ()
func.func private @decl2(i32) -> i32
func.func @use_decl(%a: i32) {
  %r = func.call @decl2(%a) : (i32) -> i32
  return
}

// -----

// CHECK: func.func @cf_args(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: i32, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: cf.cond_br %[[ARG0]], ^bb1(%[[ARG1]] : i32), ^bb2(%[[ARG2]] : i32)
// CHECK: ^bb1(%[[V0:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// CHECK: cf.br ^bb3(%[[V0]] : i32)
// CHECK: ^bb2(%[[V1:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// CHECK: cf.br ^bb3(%[[V1]] : i32)
// CHECK: ^bb3(%[[V2:[a-zA-Z0-9_]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK: return %[[V2]] : i32
// CHECK: }
// NOCANON: func.func @cf_args(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: i32, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: cf.cond_br %[[ARG0]], ^bb1(%[[ARG1]] : i32), ^bb2(%[[ARG2]] : i32)
// NOCANON-NEXT: ^bb1(%[[V0:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// NOCANON-NEXT: cf.br ^bb3(%[[V0]] : i32)
// NOCANON-NEXT: ^bb2(%[[V1:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// NOCANON-NEXT: cf.br ^bb3(%[[V1]] : i32)
// NOCANON-NEXT: ^bb3(%[[V2:[a-zA-Z0-9_]+]]: i32):  // 2 preds: ^bb1, ^bb2
// NOCANON-NEXT: return %[[V2]] : i32
// NOCANON-NEXT: }
func.func @cf_args(%c: i1, %a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1(%a, %x : i32, i32), ^bb2(%b, %x : i32, i32)
^bb1(%p: i32, %q: i32):
  cf.br ^bb3(%p, %q : i32, i32)
^bb2(%r: i32, %s: i32):
  cf.br ^bb3(%r, %s : i32, i32)
^bb3(%u: i32, %v: i32):
  return %u : i32
}

// -----

// CHECK: func.func @for_iter(%[[ARG0:[a-zA-Z0-9_]+]]: index, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: index, %[[ARG3:[a-zA-Z0-9_]+]]: f32, %[[ARG4:[a-zA-Z0-9_]+]]: memref<f32>) -> f32 {
// CHECK: %[[CST:[a-zA-Z0-9_]+]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[V1:[a-zA-Z0-9_]+]] = scf.for %[[ARG5:[a-zA-Z0-9_]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG6:[a-zA-Z0-9_]+]] = %[[ARG3]]) -> (f32) {
// CHECK: %[[V2:[a-zA-Z0-9_]+]] = arith.addf %[[ARG6]], %[[CST]] : f32
// CHECK: memref.store %[[ARG3]], %[[ARG4]][] : memref<f32>
// CHECK: scf.yield %[[V2]] : f32
// CHECK: }
// CHECK: return %[[V1]] : f32
// CHECK: }
// NOCANON: func.func @for_iter(%[[ARG0:[a-zA-Z0-9_]+]]: index, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: index, %[[ARG3:[a-zA-Z0-9_]+]]: f32, %[[ARG4:[a-zA-Z0-9_]+]]: memref<f32>) -> f32 {
// NOCANON-NEXT: %[[CST:[a-zA-Z0-9_]+]] = arith.constant 1.000000e+00 : f32
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = ub.poison : f32
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]]:3 = scf.for %[[ARG5:[a-zA-Z0-9_]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG6:[a-zA-Z0-9_]+]] = %[[ARG3]], %[[ARG7:[a-zA-Z0-9_]+]] = %[[V0]], %[[ARG8:[a-zA-Z0-9_]+]] = %[[ARG3]]) -> (f32, f32, f32) {
// NOCANON-NEXT: %[[V2:[a-zA-Z0-9_]+]] = arith.addf %[[ARG6]], %[[CST]] : f32
// NOCANON-NEXT: memref.store %[[ARG8]], %[[ARG4]][] : memref<f32>
// NOCANON-NEXT: %[[V3:[a-zA-Z0-9_]+]] = ub.poison : f32
// NOCANON-NEXT: scf.yield %[[V2]], %[[V3]], %[[ARG8]] : f32, f32, f32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %[[V1]]#0 : f32
// NOCANON-NEXT: }
func.func @for_iter(%lb: index, %ub: index, %step: index, %x: f32, %m: memref<f32>) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %x, %b = %x, %d = %x) -> (f32, f32, f32) {
    %a2 = arith.addf %a, %c1 : f32
    %b2 = arith.mulf %b, %a : f32
    memref.store %d, %m[] : memref<f32>
    scf.yield %a2, %b2, %d : f32, f32, f32
  }
  return %r#0 : f32
}

// -----

// CHECK: func.func @if_dead(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: f32, %[[ARG2:[a-zA-Z0-9_]+]]: memref<f32>) -> f32 {
// CHECK: scf.if %[[ARG0]] {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = arith.addf %[[ARG1]], %[[ARG1]] : f32
// CHECK: memref.store %[[V0]], %[[ARG2]][] : memref<f32>
// CHECK: } else {
// CHECK: }
// CHECK: return %[[ARG1]] : f32
// CHECK: }
// NOCANON: func.func @if_dead(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: f32, %[[ARG2:[a-zA-Z0-9_]+]]: memref<f32>) -> f32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]]:2 = scf.if %[[ARG0]] -> (f32, f32) {
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]] = arith.addf %[[ARG1]], %[[ARG1]] : f32
// NOCANON-NEXT: memref.store %[[V1]], %[[ARG2]][] : memref<f32>
// NOCANON-NEXT: %[[V2:[a-zA-Z0-9_]+]] = ub.poison : f32
// NOCANON-NEXT: scf.yield %[[V2]], %[[ARG1]] : f32, f32
// NOCANON-NEXT: } else {
// NOCANON-NEXT: %[[V1]] = ub.poison : f32
// NOCANON-NEXT: scf.yield %[[V1]], %[[ARG1]] : f32, f32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %[[V0]]#1 : f32
// NOCANON-NEXT: }
func.func @if_dead(%c: i1, %x: f32, %m: memref<f32>) -> f32 {
  %r:2 = scf.if %c -> (f32, f32) {
    %y = arith.addf %x, %x : f32
    memref.store %y, %m[] : memref<f32>
    scf.yield %y, %x : f32, f32
  } else {
    scf.yield %x, %x : f32, f32
  }
  %z = scf.if %c -> (f32) {
    %y = arith.mulf %x, %x : f32
    scf.yield %y : f32
  } else {
    scf.yield %x : f32
  }
  return %r#1 : f32
}

// -----

// CHECK: func.func @exec(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// CHECK: memref.store %[[V0]], %[[ARG1]][] : memref<i32>
// CHECK: return %[[ARG0]] : i32
// CHECK: }
// NOCANON: func.func @exec(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: memref<i32>) -> i32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]]:2 = scf.execute_region -> (i32, i32) {
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// NOCANON-NEXT: memref.store %[[V1]], %[[ARG1]][] : memref<i32>
// NOCANON-NEXT: %[[V2:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: scf.yield %[[ARG0]], %[[V2]] : i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %[[V0]]#0 : i32
// NOCANON-NEXT: }
func.func @exec(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %y = arith.addi %x, %x : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %x, %y : i32, i32
  }
  return %r#0 : i32
}

// -----

// CHECK: func.func @linalg_body(%[[ARG0:[a-zA-Z0-9_]+]]: tensor<4xf32>, %[[ARG1:[a-zA-Z0-9_]+]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%[[ARG0]] : tensor<4xf32>) outs(%[[ARG1]] : tensor<4xf32>) {
// CHECK: ^bb0(%[[IN:[a-zA-Z0-9_]+]]: f32, %[[OUT:[a-zA-Z0-9_]+]]: f32):
// CHECK: %[[V1:[a-zA-Z0-9_]+]] = arith.addf %[[IN]], %[[IN]] : f32
// CHECK: linalg.yield %[[V1]] : f32
// CHECK: } -> tensor<4xf32>
// CHECK: return %[[V0]] : tensor<4xf32>
// CHECK: }
// NOCANON: func.func @linalg_body(%[[ARG0:[a-zA-Z0-9_]+]]: tensor<4xf32>, %[[ARG1:[a-zA-Z0-9_]+]]: tensor<4xf32>) -> tensor<4xf32> {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%[[ARG0]] : tensor<4xf32>) outs(%[[ARG1]] : tensor<4xf32>) {
// NOCANON-NEXT: ^bb0(%[[IN:[a-zA-Z0-9_]+]]: f32, %[[OUT:[a-zA-Z0-9_]+]]: f32):
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]] = arith.addf %[[IN]], %[[IN]] : f32
// NOCANON-NEXT: linalg.yield %[[V1]] : f32
// NOCANON-NEXT: } -> tensor<4xf32>
// NOCANON-NEXT: return %[[V0]] : tensor<4xf32>
// NOCANON-NEXT: }
func.func @linalg_body(%t: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %unused = arith.addf %t, %t : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    %dead = arith.mulf %s, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK: func.func @cf(%[[ARG0:[a-zA-Z0-9_]+]]: i1) {
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: cf.br ^bb3
// CHECK: ^bb2:  // pred: ^bb0
// CHECK: cf.br ^bb3
// CHECK: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK: return
// CHECK: }
// NOCANON: func.func @cf(%[[ARG0:[a-zA-Z0-9_]+]]: i1) {
// NOCANON-NEXT: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// NOCANON-NEXT: ^bb1:  // pred: ^bb0
// NOCANON-NEXT: cf.br ^bb3
// NOCANON-NEXT: ^bb2:  // pred: ^bb0
// NOCANON-NEXT: cf.br ^bb3
// NOCANON-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func @cf(%arg0: i1) {
  %non_live = arith.constant 0 : i32
  cf.cond_br %arg0, ^bb1(%non_live : i32), ^bb2(%non_live : i32)
^bb1(%non_live_0 : i32):
  cf.br ^bb3
^bb2(%non_live_1 : i32):
  cf.br ^bb3
^bb3:
  return
}

// -----

// CHECK: memref.global "private" constant @g : memref<i32> = dense<0>
// CHECK: func.func @gg(%[[ARG0:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: return %[[ARG0]] : i32
// CHECK: }
// NOCANON: memref.global "private" constant @g : memref<i32> = dense<0>
// NOCANON: func.func @gg(%[[ARG0:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: return %[[ARG0]] : i32
// NOCANON-NEXT: }
memref.global "private" constant @g : memref<i32> = dense<0>
func.func @gg(%arg0: i32) -> i32 {
  %0 = memref.get_global @g : memref<i32>
  %1 = tensor.empty() : tensor<10xbf16>
  return %arg0 : i32
}

// -----

// CHECK: func.func @pub(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i32) -> (i32, i32) {
// CHECK: return %[[ARG0]], %[[ARG1]] : i32, i32
// CHECK: }
// NOCANON: func.func @pub(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i32) -> (i32, i32) {
// NOCANON-NEXT: return %[[ARG0]], %[[ARG1]] : i32, i32
// NOCANON-NEXT: }
func.func @pub(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %a, %b : i32, i32
}

// -----

// CHECK: func.func @unk(%[[ARG0:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = "test.foo"(%[[ARG0]]) ({
// CHECK: "test.bar"() : () -> ()
// CHECK: }) : (i32) -> i32
// CHECK: return %[[ARG0]] : i32
// CHECK: }
// NOCANON: func.func @unk(%[[ARG0:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = "test.foo"(%[[ARG0]]) ({
// NOCANON-NEXT: "test.bar"() : () -> ()
// NOCANON-NEXT: }) : (i32) -> i32
// NOCANON-NEXT: return %[[ARG0]] : i32
// NOCANON-NEXT: }
func.func @unk(%a: i32) -> i32 {
  %0 = "test.foo"(%a) ({ "test.bar"() : () -> () }) : (i32) -> i32
  %1 = arith.addi %a, %a : i32
  return %a : i32
}

// -----

// CHECK: func.func @unk2(%[[ARG0:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = "test.foo"(%[[ARG0]]) : (i32) -> i32
// CHECK: return %[[ARG0]] : i32
// CHECK: }
// NOCANON: func.func @unk2(%[[ARG0:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = "test.foo"(%[[ARG0]]) : (i32) -> i32
// NOCANON-NEXT: return %[[ARG0]] : i32
// NOCANON-NEXT: }
func.func @unk2(%a: i32) -> i32 {
  %0 = "test.foo"(%a) : (i32) -> i32
  return %a : i32
}

// -----

// CHECK: func.func @sw(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i32, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: cf.switch %[[ARG0]] : i32, [
// CHECK: default: ^bb1(%[[ARG1]] : i32),
// CHECK: 42: ^bb2(%[[ARG2]] : i32)
// CHECK: ]
// CHECK: ^bb1(%[[V0:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// CHECK: return %[[V0]] : i32
// CHECK: ^bb2(%[[V1:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// CHECK: return %[[V1]] : i32
// CHECK: }
// NOCANON: func.func @sw(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i32, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: cf.switch %[[ARG0]] : i32, [
// NOCANON-NEXT: default: ^bb1(%[[ARG1]] : i32),
// NOCANON-NEXT: 42: ^bb2(%[[ARG2]] : i32)
// NOCANON-NEXT: ]
// NOCANON-NEXT: ^bb1(%[[V0:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// NOCANON-NEXT: return %[[V0]] : i32
// NOCANON-NEXT: ^bb2(%[[V1:[a-zA-Z0-9_]+]]: i32):  // pred: ^bb0
// NOCANON-NEXT: return %[[V1]] : i32
// NOCANON-NEXT: }
func.func @sw(%f: i32, %a: i32, %b: i32) -> i32 {
  %x = arith.muli %a, %b : i32
  cf.switch %f : i32, [
    default: ^bb1(%a, %x : i32, i32),
    42: ^bb2(%b, %x : i32, i32)
  ]
^bb1(%p: i32, %q: i32):
  return %p : i32
^bb2(%r: i32, %s: i32):
  return %r : i32
}

// -----

// CHECK: func.func private @multi(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: i32, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: return %[[ARG2]] : i32
// CHECK: ^bb2:  // pred: ^bb0
// CHECK: return %[[ARG1]] : i32
// CHECK: }
// CHECK: func.func @m(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = call @multi(%[[ARG0]], %[[ARG1]], %[[ARG1]]) : (i1, i32, i32) -> i32
// CHECK: return %[[V0]] : i32
// CHECK: }
// NOCANON: func.func private @multi(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: i32, %[[ARG2:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// NOCANON-NEXT: ^bb1:  // pred: ^bb0
// NOCANON-NEXT: return %[[ARG2]] : i32
// NOCANON-NEXT: ^bb2:  // pred: ^bb0
// NOCANON-NEXT: return %[[ARG1]] : i32
// NOCANON-NEXT: }
// NOCANON: func.func @m(%[[ARG0:[a-zA-Z0-9_]+]]: i1, %[[ARG1:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = call @multi(%[[ARG0]], %[[ARG1]], %[[ARG1]]) : (i1, i32, i32) -> i32
// NOCANON-NEXT: return %[[V0]] : i32
// NOCANON-NEXT: }
func.func private @multi(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %b : i32, i32
^bb2:
  return %b, %a : i32, i32
}
func.func @m(%c: i1, %a: i32) -> i32 {
  %r:2 = call @multi(%c, %a, %a) : (i1, i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// -----

// CHECK: func.func private @chain() {
// CHECK: return
// CHECK: }
// CHECK: func.func private @mid() {
// CHECK: call @chain() : () -> ()
// CHECK: return
// CHECK: }
// CHECK: func.func @top(%[[ARG0:[a-zA-Z0-9_]+]]: i32) {
// CHECK: call @mid() : () -> ()
// CHECK: return
// CHECK: }
// NOCANON: func.func private @chain() {
// NOCANON-NEXT: return
// NOCANON-NEXT: }
// NOCANON: func.func private @mid() {
// NOCANON-NEXT: call @chain() : () -> ()
// NOCANON-NEXT: return
// NOCANON-NEXT: }
// NOCANON: func.func @top(%[[ARG0:[a-zA-Z0-9_]+]]: i32) {
// NOCANON-NEXT: call @mid() : () -> ()
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func private @chain(%a: i32) -> i32 {
  return %a : i32
}
func.func private @mid(%a: i32) -> i32 {
  %r = call @chain(%a) : (i32) -> i32
  return %r : i32
}
func.func @top(%a: i32) {
  %r = call @mid(%a) : (i32) -> i32
  return
}

// -----

// CHECK: func.func private @nested(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: memref<i32>) {
// CHECK: %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK: %[[C1:[a-zA-Z0-9_]+]] = arith.constant 1 : index
// CHECK: scf.for %[[ARG3:[a-zA-Z0-9_]+]] = %[[C0]] to %[[ARG1]] step %[[C1]] {
// CHECK: memref.store %[[ARG0]], %[[ARG2]][] : memref<i32>
// CHECK: }
// CHECK: return
// CHECK: }
// CHECK: func.func @n(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: memref<i32>) {
// CHECK: call @nested(%[[ARG0]], %[[ARG1]], %[[ARG2]]) : (i32, index, memref<i32>) -> ()
// CHECK: return
// CHECK: }
// NOCANON: func.func private @nested(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: memref<i32>) {
// NOCANON-NEXT: %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// NOCANON-NEXT: %[[C1:[a-zA-Z0-9_]+]] = arith.constant 1 : index
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]]:2 = scf.for %[[ARG3:[a-zA-Z0-9_]+]] = %[[C0]] to %[[ARG1]] step %[[C1]] iter_args(%[[ARG4:[a-zA-Z0-9_]+]] = %[[V0]], %[[ARG5:[a-zA-Z0-9_]+]] = %[[ARG0]]) -> (i32, i32) {
// NOCANON-NEXT: memref.store %[[ARG5]], %[[ARG2]][] : memref<i32>
// NOCANON-NEXT: %[[V2:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: scf.yield %[[V2]], %[[ARG5]] : i32, i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return
// NOCANON-NEXT: }
// NOCANON: func.func @n(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: memref<i32>) {
// NOCANON-NEXT: call @nested(%[[ARG0]], %[[ARG1]], %[[ARG2]]) : (i32, index, memref<i32>) -> ()
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func private @nested(%a: i32, %n: index, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %x2 = arith.addi %x, %x : i32
    memref.store %y, %m[] : memref<i32>
    scf.yield %x2, %y : i32, i32
  }
  return %r#0 : i32
}
func.func @n(%a: i32, %n: index, %m: memref<i32>) {
  %r = call @nested(%a, %n, %m) : (i32, index, memref<i32>) -> i32
  return
}

// -----

// CHECK: func.func @loop_effects(%[[ARG0:[a-zA-Z0-9_]+]]: index, %[[ARG1:[a-zA-Z0-9_]+]]: memref<index>) {
// CHECK: %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// CHECK: %[[C1:[a-zA-Z0-9_]+]] = arith.constant 1 : index
// CHECK: scf.for %[[ARG2:[a-zA-Z0-9_]+]] = %[[C0]] to %[[ARG0]] step %[[C1]] {
// CHECK: memref.store %[[ARG2]], %[[ARG1]][] : memref<index>
// CHECK: }
// CHECK: return
// CHECK: }
// NOCANON: func.func @loop_effects(%[[ARG0:[a-zA-Z0-9_]+]]: index, %[[ARG1:[a-zA-Z0-9_]+]]: memref<index>) {
// NOCANON-NEXT: %[[C0:[a-zA-Z0-9_]+]] = arith.constant 0 : index
// NOCANON-NEXT: %[[C1:[a-zA-Z0-9_]+]] = arith.constant 1 : index
// NOCANON-NEXT: scf.for %[[ARG2:[a-zA-Z0-9_]+]] = %[[C0]] to %[[ARG0]] step %[[C1]] {
// NOCANON-NEXT: memref.store %[[ARG2]], %[[ARG1]][] : memref<index>
// NOCANON-NEXT: }
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func @loop_effects(%n: index, %m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %d = arith.muli %i, %i : index
    memref.store %i, %m[] : memref<index>
  }
  return
}

// -----

// CHECK: func.func @reads_and_allocs(%[[ARG0:[a-zA-Z0-9_]+]]: memref<8xf32>, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: index) {
// CHECK: %[[ALLOC:[a-zA-Z0-9_]+]] = memref.alloc() : memref<4xf32>
// CHECK: return
// CHECK: }
// NOCANON: func.func @reads_and_allocs(%[[ARG0:[a-zA-Z0-9_]+]]: memref<8xf32>, %[[ARG1:[a-zA-Z0-9_]+]]: index, %[[ARG2:[a-zA-Z0-9_]+]]: index) {
// NOCANON-NEXT: %[[ALLOC:[a-zA-Z0-9_]+]] = memref.alloc() : memref<4xf32>
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func @reads_and_allocs(%m: memref<8xf32>, %i: index, %n: index) {
  %v = memref.load %m[%i] : memref<8xf32>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  return
}

// -----

// CHECK: func.func @constant_if(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i32) -> i32 {
// CHECK: %[[V0:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// CHECK: return %[[V0]] : i32
// CHECK: }
// NOCANON: func.func @constant_if(%[[ARG0:[a-zA-Z0-9_]+]]: i32, %[[ARG1:[a-zA-Z0-9_]+]]: i32) -> i32 {
// NOCANON-NEXT: %[[TRUE:[a-zA-Z0-9_]+]] = arith.constant true
// NOCANON-NEXT: %[[V0:[a-zA-Z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// NOCANON-NEXT: %[[V1:[a-zA-Z0-9_]+]] = scf.if %[[TRUE]] -> (i32) {
// NOCANON-NEXT: scf.yield %[[V0]] : i32
// NOCANON-NEXT: } else {
// NOCANON-NEXT: %[[V2:[a-zA-Z0-9_]+]] = ub.poison : i32
// NOCANON-NEXT: scf.yield %[[V2]] : i32
// NOCANON-NEXT: }
// NOCANON-NEXT: return %[[V1]] : i32
// NOCANON-NEXT: }
func.func @constant_if(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %x : i32
  %r = scf.if %true -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK: func.func private @never_called() {
// CHECK: return
// CHECK: }
// CHECK: func.func @entry() {
// CHECK: return
// CHECK: }
// NOCANON: func.func private @never_called() {
// NOCANON-NEXT: return
// NOCANON-NEXT: }
// NOCANON: func.func @entry() {
// NOCANON-NEXT: return
// NOCANON-NEXT: }
func.func private @never_called(%n: i64, %c: i1) {
  cf.assert %c, "unreachable"
  return
}
func.func @entry() {
  return
}
