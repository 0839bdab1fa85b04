// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --mem2reg | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}),llvm.func(mem2reg))' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file --mem2reg | FileCheck %s %}
// The CHECK lines are mlir-opt 22's output (the third RUN line checks it).

// In one block, each load takes the value stored last before it; a load
// before any store takes the slot's default value, ub.poison.
// CHECK-LABEL: func.func @single_block
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[POISON:.*]] = ub.poison : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[POISON]], %[[A]] : i32
// CHECK-NEXT: %[[T:.*]] = arith.addi %[[S]], %[[POISON]] : i32
// CHECK-NEXT: return %[[T]] : i32
func.func @single_block(%a: i32, %b: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  %0 = memref.load %m[] : memref<i32>
  memref.store %0, %m[] : memref<i32>
  %1 = memref.load %m[] : memref<i32>
  memref.store %a, %m[] : memref<i32>
  %2 = memref.load %m[] : memref<i32>
  %3 = arith.addi %0, %2 : i32
  %4 = arith.addi %3, %1 : i32
  return %4 : i32
}

// -----

// Where the values stored on two paths meet, the block gets an argument.
// A slot of one element of any static shape is promoted; one never stored
// to reads as its default value everywhere.
// CHECK-LABEL: func.func @diamond
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[POISON:.*]] = ub.poison : f32
// CHECK-NEXT: %{{.*}} = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%[[A]] : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%[[B]] : i32)
// CHECK-NEXT: ^bb3(%[[X:.*]]: i32):
// CHECK-NEXT: return %[[X]], %[[POISON]] : i32, f32
func.func @diamond(%c: i1, %a: i32, %b: i32) -> (i32, f32) {
  %m = memref.alloca() : memref<i32>
  %f = memref.alloca() : memref<1x1xf32>
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[] : memref<i32>
  cf.br ^bb3
^bb2:
  memref.store %b, %m[] : memref<i32>
  cf.br ^bb3
^bb3:
  %v = memref.load %m[] : memref<i32>
  %g = memref.load %f[%c0, %c0] : memref<1x1xf32>
  return %v, %g : i32, f32
}

// -----

// A loop: the header joins the value from the entry and the one the body
// stored; an argument that no load needs is not added (the diamond inside
// the loop stores only %k, which is loaded after the loop).
// CHECK-LABEL: func.func @loops
// CHECK-SAME: (%[[N:.*]]: i32, %[[C:.*]]: i1)
// CHECK-NEXT: %[[POISON:.*]] = ub.poison : i32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%[[C0]], %[[POISON]] : i32, i32)
// CHECK-NEXT: ^bb1(%[[V:.*]]: i32, %[[K:.*]]: i32):
// CHECK-NEXT: %[[DONE:.*]] = arith.cmpi sge, %[[V]], %[[N]] : i32
// CHECK-NEXT: cf.cond_br %[[DONE]], ^bb6, ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.cond_br %[[C]], ^bb3, ^bb4
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %[[W:.*]] = arith.addi %[[V]], %[[C1]] : i32
// CHECK-NEXT: cf.br ^bb5(%[[W]], %[[W]] : i32, i32)
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: cf.br ^bb5(%[[V]], %[[K]] : i32, i32)
// CHECK-NEXT: ^bb5(%[[Y:.*]]: i32, %[[K2:.*]]: i32):
// CHECK-NEXT: %[[Z:.*]] = arith.addi %[[Y]], %[[C1]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[Z]], %[[K2]] : i32, i32)
// CHECK-NEXT: ^bb6:
// CHECK-NEXT: return %[[K]] : i32
func.func @loops(%n: i32, %c: i1) -> i32 {
  %m = memref.alloca() : memref<i32>
  %k = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %m[] : memref<i32>
  cf.br ^head
^head:
  %v = memref.load %m[] : memref<i32>
  %done = arith.cmpi sge, %v, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  cf.cond_br %c, ^left, ^right
^left:
  %w = arith.addi %v, %c1 : i32
  memref.store %w, %m[] : memref<i32>
  memref.store %w, %k[] : memref<i32>
  cf.br ^join
^right:
  %x = memref.load %m[] : memref<i32>
  memref.store %x, %m[] : memref<i32>
  cf.br ^join
^join:
  %y = memref.load %m[] : memref<i32>
  %z = arith.addi %y, %c1 : i32
  memref.store %z, %m[] : memref<i32>
  cf.br ^head
^exit:
  %r = memref.load %k[] : memref<i32>
  return %r : i32
}

// -----

// cf.switch passes the value to each successor that joins. A block that no
// branch reaches is no predecessor that joins (^bb4); stores that nothing
// reads vanish.
// CHECK-LABEL: func.func @switch
// CHECK-SAME: (%[[I:.*]]: i32, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: cf.switch %[[I]] : i32, [
// CHECK-NEXT: default: ^bb3(%[[A]], %[[A]] : i32, i32),
// CHECK-NEXT: 0: ^bb1,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%[[B]], %[[B]] : i32, i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%[[A]], %[[A]] : i32, i32)
// CHECK-NEXT: ^bb3(%[[X:.*]]: i32, %[[V:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[V]], %[[X]] : i32
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: return %[[S]] : i32
func.func @switch(%i: i32, %a: i32, %b: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  %u = memref.alloca() : memref<i32>
  memref.store %a, %m[] : memref<i32>
  memref.store %a, %u[] : memref<i32>
  cf.switch %i : i32, [
    default: ^bb3(%a : i32),
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  memref.store %b, %m[] : memref<i32>
  cf.br ^bb3(%b : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  %v = memref.load %m[] : memref<i32>
  %s = arith.addi %v, %x : i32
  memref.store %s, %m[] : memref<i32>
  cf.br ^bb5
^bb4:
  cf.br ^bb5
^bb5:
  %r = memref.load %m[] : memref<i32>
  return %r : i32
}

// -----

// Slots that stay: a use that is no load or store of the slot (a call, a
// store of the slot's address), more than one element, a use in a nested
// region (MLIR 22's scf ops do not take part), unused allocas. Promoting the
// memref<memref<i32>> slot makes the memref it held promotable too.
// CHECK-LABEL: func.func @stays
// CHECK-SAME: (%[[A:.*]]: i32, %[[C:.*]]: i1)
// CHECK-NEXT: %[[POISON:.*]] = ub.poison : i32
// CHECK-NEXT: %[[CALLED:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[NESTED:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[UNUSED:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[BIG:.*]] = memref.alloca() : memref<2xi32>
// CHECK-NEXT: memref.store %[[A]], %[[CALLED]][] : memref<i32>
// CHECK-NEXT: call @use(%[[CALLED]]) : (memref<i32>) -> ()
// CHECK-NEXT: %[[V:.*]] = memref.load %[[CALLED]][] : memref<i32>
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: memref.store %[[A]], %[[NESTED]][] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[N:.*]] = memref.load %[[NESTED]][] : memref<i32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[A]], %[[BIG]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT: %[[X:.*]] = memref.load %[[BIG]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[V]], %[[POISON]] : i32
// CHECK-NEXT: %[[T:.*]] = arith.addi %[[S]], %[[X]] : i32
// CHECK-NEXT: %[[U:.*]] = arith.addi %[[T]], %[[N]] : i32
// CHECK-NEXT: return %[[U]] : i32
func.func private @use(memref<i32>)
func.func @stays(%a: i32, %c: i1) -> i32 {
  %m = memref.alloca() : memref<i32>
  %held = memref.alloca() : memref<i32>
  %p = memref.alloca() : memref<memref<i32>>
  %nested = memref.alloca() : memref<i32>
  %unused = memref.alloca() : memref<i32>
  %big = memref.alloca() : memref<2xi32>
  memref.store %a, %m[] : memref<i32>
  func.call @use(%m) : (memref<i32>) -> ()
  %v = memref.load %m[] : memref<i32>
  memref.store %held, %p[] : memref<memref<i32>>
  %q = memref.load %p[] : memref<memref<i32>>
  %w = memref.load %q[] : memref<i32>
  scf.if %c {
    memref.store %a, %nested[] : memref<i32>
  }
  %n = memref.load %nested[] : memref<i32>
  %c0 = arith.constant 0 : index
  memref.store %a, %big[%c0] : memref<2xi32>
  %x = memref.load %big[%c0] : memref<2xi32>
  %s = arith.addi %v, %w : i32
  %t = arith.addi %s, %x : i32
  %u = arith.addi %t, %n : i32
  return %u : i32
}

// -----

// An alloca in a loop body is promoted within its region.
// CHECK-LABEL: func.func @in_loop
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32) {
// CHECK-NEXT: %[[W:.*]] = arith.addi %[[ACC]], %[[ACC]] : i32
// CHECK-NEXT: scf.yield %[[W]] : i32
func.func @in_loop(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %m = memref.alloca() : memref<i32>
    memref.store %acc, %m[] : memref<i32>
    %v = memref.load %m[] : memref<i32>
    %w = arith.addi %v, %v : i32
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

// llvm.alloca in the entry block: its default value is llvm.mlir.undef,
// lifetime markers go with it; a volatile store keeps its slot, an alloca
// outside the entry block is not a slot.
// CHECK-LABEL: llvm.func @llvm_slots
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK-NEXT: %[[UNDEF:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.alloca %[[ONE]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store volatile %[[A]], %[[Q]] : i32, !llvm.ptr
// CHECK-NEXT: llvm.cond_br %[[C]], ^bb1, ^bb2(%[[UNDEF]] : i32)
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.br ^bb2(%[[A]] : i32)
// CHECK-NEXT: ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = llvm.alloca %[[ONE]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V]], %[[R]] : i32, !llvm.ptr
// CHECK-NEXT: %[[L:.*]] = llvm.load %[[R]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %[[L]] : i32
llvm.func @llvm_slots(%c: i1, %a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.store volatile %a, %q : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.intr.lifetime.end %p : !llvm.ptr
  %r = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %r : i32, !llvm.ptr
  %l = llvm.load %r : !llvm.ptr -> i32
  llvm.return %l : i32
}
