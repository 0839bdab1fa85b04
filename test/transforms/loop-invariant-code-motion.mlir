// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-code-motion | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-code-motion | FileCheck %s %}
// The CHECK lines are mlir-opt 22's output (the third RUN line checks it).

// Ops without memory effects whose operands come from outside the loop are
// hoisted, unless they may have undefined behaviour: a division by a value
// that may be 0 (or -1 for a signed one) stays; upstream marks the remainders
// and floordivsi Pure, and a dim of a ranked value at a constant index in
// range speculatable. Loads, allocas and ops using the induction variable stay.
// CHECK-LABEL: func.func @speculation
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[M:.*]]: memref<4xf32>, %[[T:.*]]: tensor<?xf32>)
// CHECK: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[CM1:.*]] = arith.constant -1 : i32
// CHECK: %[[DIV2:.*]] = arith.divsi %[[A]], %[[C2]] : i32
// CHECK-NEXT: %[[DIVU2:.*]] = arith.divui %[[A]], %[[C2]] : i32
// CHECK-NEXT: %[[REMS:.*]] = arith.remsi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[REMU:.*]] = arith.remui %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[CEILS:.*]] = arith.ceildivsi %[[A]], %[[C2]] : i32
// CHECK-NEXT: %[[FLOORS:.*]] = arith.floordivsi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[CEILU:.*]] = arith.ceildivui %[[A]], %[[C2]] : i32
// CHECK-NEXT: %[[DIM:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?xf32>
// CHECK-NEXT: %[[ADD:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[MUL:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT: %[[IF:.*]] = scf.if
// CHECK: %[[EXT:.*]] = tensor.extract %[[T]]
// CHECK-NEXT: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[DIVB:.*]] = arith.divsi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[DIVM1:.*]] = arith.divsi %[[A]], %[[CM1]] : i32
// CHECK-NEXT: %[[DIVUB:.*]] = arith.divui %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[LOAD:.*]] = memref.load %[[M]]
// CHECK-NEXT: %[[CAST:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: %[[USE:.*]] = arith.addi %[[CAST]], %[[A]] : i32
// CHECK-NEXT: %[[ALLOCA:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %[[DIV0:.*]] = arith.divsi %[[A]], %{{.*}} : i32
// CHECK-NEXT: "test.use"(%[[DIVB]], %[[DIV2]], %[[DIVM1]], %[[DIVUB]], %[[DIVU2]], %[[REMS]], %[[REMU]], %[[CEILS]], %[[FLOORS]], %[[CEILU]], %[[LOAD]], %[[DIM]], %[[USE]], %[[IF]], %[[EXT]], %[[ALLOCA]], %[[DIV0]])
func.func @speculation(%a: i32, %b: i32, %lb: index, %ub: index, %s: index, %m: memref<4xf32>, %t: tensor<?xf32>) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %cm1 = arith.constant -1 : i32
  %i0 = arith.constant 0 : index
  %tr = arith.constant true
  scf.for %i = %lb to %ub step %s {
    %0 = arith.divsi %a, %b : i32
    %1 = arith.divsi %a, %c2 : i32
    %2 = arith.divsi %a, %cm1 : i32
    %3 = arith.divui %a, %b : i32
    %4 = arith.divui %a, %c2 : i32
    %5 = arith.remsi %a, %b : i32
    %6 = arith.remui %a, %b : i32
    %7 = arith.ceildivsi %a, %c2 : i32
    %8 = arith.floordivsi %a, %b : i32
    %9 = arith.ceildivui %a, %c2 : i32
    %10 = memref.load %m[%i0] : memref<4xf32>
    %11 = tensor.dim %t, %i0 : tensor<?xf32>
    %12 = arith.addi %a, %b : i32
    %13 = arith.muli %12, %12 : i32
    %14 = arith.index_cast %i : index to i32
    %15 = arith.addi %14, %a : i32
    %16 = scf.if %tr -> i32 { scf.yield %12 : i32 } else { scf.yield %13 : i32 }
    %17 = tensor.extract %t[%i0] : tensor<?xf32>
    %18 = memref.alloca() : memref<4xf32>
    %19 = arith.divsi %a, %c0 : i32
    "test.use"(%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%15,%16,%17,%18,%19) : (i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,index,i32,i32,f32,memref<4xf32>,i32) -> ()
  }
  return
}

// -----

// Region ops: an scf.for with a constant step and an affine.for are hoisted
// with their bodies, an scf.for of unknown step and an scf.while are not (they
// may not terminate). A linalg.generic on tensors is hoisted; dims of an
// unranked value or out of range stay.
// CHECK-LABEL: func.func @region_ops
// CHECK: %[[R1:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1 iter_args
// CHECK: %[[R3:.*]] = affine.for
// CHECK: %[[DIM:.*]] = memref.dim
// CHECK-NEXT: %[[EMPTY:.*]] = tensor.empty(%[[DIM]]) : tensor<?xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic
// CHECK: %[[SHL:.*]] = arith.shli
// CHECK-NEXT: %[[SLICE:.*]] = tensor.extract_slice
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[R2:.*]] = scf.for
// CHECK: %[[R4:.*]] = scf.while
// CHECK: %[[D1:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<*xf32>
// CHECK-NEXT: %[[D2:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK-NEXT: "test.use"(%[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[D1]], %[[D2]], %[[DIM]], %[[G]], %[[SHL]], %[[SLICE]], %[[CAST]])
func.func @region_ops(%a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>, %u: tensor<*xf32>, %mm: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %lb to %ub step %s {
    %r1 = scf.for %j = %lb to %ub step %c1 iter_args(%x = %a) -> i32 {
      %y = arith.addi %x, %a : i32
      scf.yield %y : i32
    }
    %r2 = scf.for %j = %lb to %ub step %s iter_args(%x = %a) -> i32 {
      %y = arith.addi %x, %a : i32
      scf.yield %y : i32
    }
    %r3 = affine.for %j = 0 to 10 iter_args(%x = %a) -> i32 {
      %y = arith.addi %x, %a : i32
      affine.yield %y : i32
    }
    %r4 = scf.while (%x = %a) : (i32) -> i32 {
      %cnd = arith.cmpi slt, %x, %a : i32
      scf.condition(%cnd) %x : i32
    } do {
    ^bb0(%x: i32):
      %y = arith.addi %x, %a : i32
      scf.yield %y : i32
    }
    %d1 = tensor.dim %u, %c0 : tensor<*xf32>
    %d2 = tensor.dim %t, %c5 : tensor<4xf32>
    %d3 = memref.dim %mm, %c0 : memref<?xf32>
    %e = tensor.empty(%d3) : tensor<?xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xf32>) {
      ^bb0(%o: f32):
        linalg.yield %o : f32
    } -> tensor<?xf32>
    %sh = arith.shli %a, %a : i32
    %ex = tensor.extract_slice %t[%c0][2][1] : tensor<4xf32> to tensor<2xf32>
    %ca = tensor.cast %u : tensor<*xf32> to tensor<4xf32>
    "test.use"(%r1, %r2, %r3, %r4, %d1, %d2, %d3, %g, %sh, %ex, %ca) : (i32, i32, i32, i32, index, index, index, tensor<?xf32>, i32, tensor<2xf32>, tensor<4xf32>) -> ()
  }
  return
}

// -----

// Inner loops first: the invariant ops of the affine.parallel leave it, then
// the scf.parallel. scf.forall loses its invariant op too.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[A:.*]]: f32,
// CHECK: %[[MUL:.*]] = arith.mulf %[[A]], %[[A]] : f32
// CHECK-NEXT: %[[ADD:.*]] = arith.addf %[[MUL]], %[[A]] : f32
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: affine.parallel
// CHECK-NEXT: memref.store %[[ADD]]
// CHECK: %[[NEG:.*]] = arith.negf %[[A]] : f32
// CHECK-NEXT: scf.forall
// CHECK-NEXT: memref.store %[[NEG]]
func.func @nested(%a: f32, %m: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    affine.parallel (%j) = (0) to (8) {
      %0 = arith.mulf %a, %a : f32
      %1 = arith.addf %0, %a : f32
      memref.store %1, %m[%i, %j] : memref<8x8xf32>
    }
    scf.reduce
  }
  scf.forall (%k) in (%n) {
    %2 = arith.negf %a : f32
    memref.store %2, %m[%k, %k] : memref<8x8xf32>
  }
  return
}

// -----

// Both regions of scf.while are loop regions.
// CHECK-LABEL: func.func @while_regions
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[T:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT: scf.while
// CHECK-NEXT: arith.cmpi slt, %{{.*}}, %[[S]] : i32
// CHECK: arith.addi %{{.*}}, %[[T]] : i32
func.func @while_regions(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %s = arith.addi %a, %b : i32
    %c = arith.cmpi slt, %x, %s : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x: i32):
    %t = arith.muli %a, %b : i32
    %y = arith.addi %x, %t : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// A linalg.generic on buffers writes memory and stays; an scf.if that stores
// stays, a division by the constant 1 leaves the loop.
// CHECK-LABEL: func.func @effects
// CHECK: %[[D:.*]] = arith.divui
// CHECK-NEXT: scf.for
// CHECK-NEXT: linalg.generic
// CHECK: scf.if
// CHECK-NEXT: memref.store
// CHECK: arith.addi %[[D]]
func.func @effects(%m: memref<4xf32>, %n: index, %c: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
      ^bb0(%o: f32):
        %z = arith.addf %o, %o : f32
        linalg.yield %z : f32
    }
    scf.if %c {
      memref.store %v, %m[%c0] : memref<4xf32>
    }
    %d = arith.divui %n, %c1 : index
    %e = arith.addi %d, %i : index
    memref.store %v, %m[%e] : memref<4xf32>
  }
  return
}

// -----

// An scf.if is speculatable when its ops are, by upstream's answers: one
// holding a remui leaves the loop, one holding a divui by a value stays.
// CHECK-LABEL: func.func @if_bodies
// CHECK: %[[R:.*]] = scf.if
// CHECK-NEXT: arith.remui
// CHECK: scf.for
// CHECK-NEXT: %[[S:.*]] = scf.if
// CHECK-NEXT: arith.divui
// CHECK: "test.use"(%[[R]], %[[S]])
func.func @if_bodies(%c: i1, %a: i32, %b: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.if %c -> i32 {
      %x = arith.remui %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %s = scf.if %c -> i32 {
      %x = arith.divui %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    "test.use"(%r, %s) : (i32, i32) -> ()
  }
  return
}
