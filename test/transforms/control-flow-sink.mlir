// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --control-flow-sink | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(control-flow-sink))' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file --control-flow-sink | FileCheck %s %}
// The CHECK lines are mlir-opt 22's output (the third RUN line checks it).

// Ops used only in one region of an scf.if move to its start, and the ops
// their operands come from follow; the last one sunk ends up first.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:   %[[ADD:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:   %[[MUL:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT:   %[[SUB:.*]] = arith.subi %[[MUL]], %[[ADD]] : i32
// CHECK-NEXT:   %[[X:.*]] = arith.addi %[[SUB]], %[[MUL]] : i32
// CHECK-NEXT:   %[[Y:.*]] = arith.addi %[[X]], %[[ADD]] : i32
// CHECK-NEXT:   scf.yield %[[Y]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %[[A]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
func.func @chain(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %0 : i32
  %r = scf.if %c -> i32 {
    %x = arith.addi %2, %1 : i32
    %y = arith.addi %x, %0 : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// Each region of an scf.index_switch gets the ops only it uses; an op used
// in two regions, or also outside, stays. Ops with memory effects (a load),
// unregistered ops (unknown effects) and ops that region branch ops run any
// number of times (scf.for, scf.execute_region, affine.if: upstream gives
// them unknown invocation bounds) stay too. Pure ops that may have
// undefined behaviour (a division) are sunk: they are not speculated.
// CHECK-LABEL: func.func @stays
// CHECK-SAME: (%[[I:.*]]: index, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[M:.*]]: memref<i32>)
// CHECK-NEXT: %[[BOTH:.*]] = arith.ori %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[LOAD:.*]] = memref.load %[[M]][] : memref<i32>
// CHECK-NEXT: %[[UNK:.*]] = "test.unknown"(%[[A]]) : (i32) -> i32
// CHECK-NEXT: %[[FOR:.*]] = arith.andi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[EXEC:.*]] = arith.xori %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[S:.*]] = scf.index_switch %[[I]] -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT:   %[[DIV:.*]] = arith.divsi %[[A]], %[[B]] : i32
// CHECK-NEXT:   %[[T:.*]] = arith.addi %[[DIV]], %[[BOTH]] : i32
// CHECK-NEXT:   %[[U:.*]] = arith.addi %[[T]], %[[LOAD]] : i32
// CHECK-NEXT:   %[[V:.*]] = arith.addi %[[U]], %[[UNK]] : i32
// CHECK-NEXT:   scf.yield %[[V]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT:   %[[MUL:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT:   %[[W:.*]] = arith.addi %[[MUL]], %[[BOTH]] : i32
// CHECK-NEXT:   scf.yield %[[W]] : i32
// CHECK-NEXT: }
// CHECK: scf.for
// CHECK-NEXT: scf.yield %[[FOR]] : i32
// CHECK: scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %[[EXEC]] : i32
func.func @stays(%i: index, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32, i32) {
  %div = arith.divsi %a, %b : i32
  %mul = arith.muli %a, %b : i32
  %both = arith.ori %a, %b : i32
  %load = memref.load %m[] : memref<i32>
  %unk = "test.unknown"(%a) : (i32) -> i32
  %for = arith.andi %a, %b : i32
  %exec = arith.xori %a, %b : i32
  %s = scf.index_switch %i -> i32
  case 2 {
    %t = arith.addi %div, %both : i32
    %u = arith.addi %t, %load : i32
    %v = arith.addi %u, %unk : i32
    scf.yield %v : i32
  }
  default {
    %w = arith.addi %mul, %both : i32
    scf.yield %w : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = scf.for %k = %c0 to %i step %c1 iter_args(%x = %a) -> i32 {
    scf.yield %for : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %exec : i32
  }
  return %s, %f, %e : i32, i32, i32
}

// -----

// Inner branch ops are visited first: an op used only in a nested region
// moves straight into it, across the outer scf.if. A region op whose body is
// free of memory effects (an scf.if of pure ops) is sunk whole. Each op goes
// to the start of the region, so the last one sunk comes first.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:   %[[MUL:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT:   %[[PURE:.*]] = scf.if %[[D]] -> (i32) {
// CHECK-NEXT:     %[[SUB:.*]] = arith.subi %[[A]], %[[B]] : i32
// CHECK-NEXT:     scf.yield %[[SUB]] : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %[[B]] : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[INNER:.*]] = scf.if %[[D]] -> (i32) {
// CHECK-NEXT:     %[[ADD:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:     scf.yield %[[ADD]] : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %[[MUL]] : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[W:.*]] = arith.addi %[[INNER]], %[[MUL]] : i32
// CHECK-NEXT:   %[[V:.*]] = arith.addi %[[W]], %[[PURE]] : i32
// CHECK-NEXT:   scf.yield %[[V]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %[[A]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
func.func @nested(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %p = scf.if %d -> i32 {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  %r = scf.if %c -> i32 {
    %z = scf.if %d -> i32 {
      scf.yield %0 : i32
    } else {
      scf.yield %1 : i32
    }
    %w = arith.addi %z, %1 : i32
    %v = arith.addi %w, %p : i32
    scf.yield %v : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
