// RUN: ai-opt %s -generate-runtime-verification -split-input-file | FileCheck %s

// aiopt's check of recursion (upstream has none: too deep a recursion overflows the stack). A function on a
// cycle of calls gets its body moved into @<name>.depth, which takes its depth; the function calls it at depth 0.
// Each call within the cycle checks the depth against the limit (1000) and that the stack has 64 KiB left beyond the
// callee's frame (its entry block's static allocas, its vectors), and calls one deeper.

// CHECK-LABEL: func.func private @aiopt_stack_left() -> index

// CHECK-LABEL: func.func @sum(
//  CHECK-SAME:     %[[n:.*]]: i64) -> i64 {
//  CHECK-NEXT:   %[[zero:.*]] = arith.constant 0 : index
//  CHECK-NEXT:   %[[r:.*]] = call @sum.depth(%[[n]], %[[zero]]) : (i64, index) -> i64
//  CHECK-NEXT:   return %[[r]] : i64
//  CHECK-NEXT: }
//       CHECK: func.func private @sum.depth(%[[n2:.*]]: i64, %[[depth:.*]]: index) -> i64 {
//       CHECK:   %[[m:.*]] = arith.subi %[[n2]]
//  CHECK-NEXT:   %[[limit:.*]] = arith.constant 1000 : index
//  CHECK-NEXT:   %[[deep_ok:.*]] = arith.cmpi slt, %[[depth]], %[[limit]] : index
//  CHECK-NEXT:   %[[left:.*]] = func.call @aiopt_stack_left() : () -> index
//  CHECK-NEXT:   %[[reserve:.*]] = arith.constant 65536 : index
//  CHECK-NEXT:   %[[stack_ok:.*]] = arith.cmpi sgt, %[[left]], %[[reserve]] : index
//  CHECK-NEXT:   %[[ok:.*]] = arith.andi %[[deep_ok]], %[[stack_ok]] : i1
//  CHECK-NEXT:   cf.assert %[[ok]], "ERROR: Runtime op verification failed\0A%3 = func.call @sum(%2) : (i64) -> i64\0A^ recursion too deep\0ALocation: loc({{.*}}generate-runtime-verification-func.mlir{{.*}}:[[# @LINE + 14]]:10)"
//  CHECK-NEXT:   %[[one:.*]] = arith.constant 1 : index
//  CHECK-NEXT:   %[[deeper:.*]] = arith.addi %[[depth]], %[[one]] : index
//  CHECK-NEXT:   func.call @sum.depth(%[[m]], %[[deeper]]) : (i64, index) -> i64
// CHECK-LABEL: func.func @main(
//  CHECK-NEXT:   call @sum(%{{.*}}) : (i64) -> i64
func.func @sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> i64 {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @sum(%m) : (i64) -> i64
    %t = arith.addi %s, %n : i64
    scf.yield %t : i64
  }
  return %r : i64
}
func.func @main(%n: i64) -> i64 {
  %r = func.call @sum(%n) : (i64) -> i64
  return %r : i64
}

// -----

// Mutual recursion: both functions of the cycle count, and call each other's counted function. A call out of the
// cycle (@leaf) is left; a name taken (@ping.depth) gets a suffix; argument attributes stay on both.

// CHECK-LABEL: func.func @ping(
//  CHECK-SAME:     %{{.*}}: memref<4xf32> {llvm.noalias}
//       CHECK:   call @ping.depth_1(
//       CHECK: func.func private @ping.depth_1(%{{.*}}: memref<4xf32> {llvm.noalias}, %{{.*}}: index, %[[d1:.*]]: index)
//       CHECK:   cf.assert {{.*}}^ recursion too deep
//  CHECK-NEXT:   arith.constant 1 : index
//  CHECK-NEXT:   %[[p1:.*]] = arith.addi %[[d1]]
//  CHECK-NEXT:   func.call @pong.depth(%{{.*}}, %{{.*}}, %[[p1]])
//   CHECK-NOT:   recursion too deep
//       CHECK:   call @leaf(
//       CHECK: func.func @pong(
//       CHECK:   call @pong.depth(
//       CHECK: func.func private @pong.depth(
//       CHECK:   cf.assert {{.*}}^ recursion too deep
//       CHECK:   call @ping.depth_1(
// CHECK-LABEL: func.func private @leaf(
//   CHECK-NOT:   index
//       CHECK:   return
// CHECK-LABEL: func.func @ping.depth(
//  CHECK-NEXT:   return
func.func @ping(%m: memref<4xf32> {llvm.noalias}, %i: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %more = arith.cmpi slt, %i, %c4 : index
  scf.if %more {
    %j = arith.addi %i, %c1 : index
    func.call @pong(%m, %j) : (memref<4xf32>, index) -> ()
  }
  func.call @leaf(%m) : (memref<4xf32>) -> ()
  return
}
func.func @pong(%m: memref<4xf32>, %i: index) {
  func.call @ping(%m, %i) : (memref<4xf32>, index) -> ()
  return
}
func.func private @leaf(%m: memref<4xf32>) {
  return
}
func.func @ping.depth() {
  return
}

// -----

// No cycle: nothing changes.

// CHECK-LABEL: func.func @a(
//  CHECK-NEXT:   call @b(
//  CHECK-NEXT:   call @b(
//  CHECK-NEXT:   return
// CHECK-LABEL: func.func @b(
//   CHECK-NOT:   depth
func.func @a(%x: i32) -> i32 {
  %0 = func.call @b(%x) : (i32) -> i32
  %1 = func.call @b(%0) : (i32) -> i32
  return %1 : i32
}
func.func @b(%x: i32) -> i32 {
  return %x : i32
}

// -----

// A callee with a large frame: the stack must hold its 64 KiB alloca and its vector<1024xf32> (4 KiB) beyond the
// 64 KiB kept free; without the stack check, 256 levels of it overflowed the 8 MiB stack (SIGSEGV) before the
// depth limit. The alloca itself is checked too (more than 8 KiB of frame).

// CHECK-LABEL: func.func private @aiopt_stack_left() -> index
// CHECK-LABEL: func.func private @big.depth(
//       CHECK:   memref.alloca() : memref<16384xf32>
//       CHECK:   %[[left:.*]] = func.call @aiopt_stack_left() : () -> index
//  CHECK-NEXT:   %[[needed:.*]] = arith.constant 135168 : index
//  CHECK-NEXT:   arith.cmpi sgt, %[[left]], %[[needed]] : index
//       CHECK:   cf.assert {{.*}}^ recursion too deep
func.func @big(%n: index, %v: vector<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<16384xf32>
  %w = arith.addf %v, %v : vector<1024xf32>
  vector.store %w, %m[%c0] : memref<16384xf32>, vector<1024xf32>
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> f32 {
    %x = memref.load %m[%c0] : memref<16384xf32>
    scf.yield %x : f32
  } else {
    %k = arith.subi %n, %c1 : index
    %s = func.call @big(%k, %w) : (index, vector<1024xf32>) -> f32
    scf.yield %s : f32
  }
  return %r : f32
}
