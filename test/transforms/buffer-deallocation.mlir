// RUN: ai-opt %s -split-input-file --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func @free_after_last_use(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         %[[V:.*]] = memref.subview %[[A]][0] [2] [1]
// CHECK:         memref.copy %[[V]], %{{.*}}
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:    return
func.func @free_after_last_use(%out: memref<2xf32, strided<[1]>>) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  memref.copy %v, %out : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1]>>
  return
}

// -----

// A returned buffer is not freed; a returned argument is cloned so the caller owns every result.
// CHECK-LABEL: func.func @returned(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT:     memref.dealloc
// CHECK:         %[[C:.*]] = bufferization.clone %{{.*}} : memref<4xf32> to memref<4xf32>
// CHECK:         return %[[A]], %[[C]]
func.func @returned(%arg: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %arg : memref<4xf32>, memref<4xf32>
}

// -----

// One branch yields a new buffer, the other a borrowed one: an i1 result says which (upstream's ownership
// indicator), and the result is freed where it is true; no clone of the borrowed buffer.
// CHECK-LABEL: func.func @if_ownership(
// CHECK-SAME:      %[[COND:.*]]: i1, %[[ARG:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK:         %[[R:.*]]:2 = scf.if %[[COND]] -> (memref<4xf32>, i1) {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      scf.yield %[[A]], %[[T]] : memref<4xf32>, i1
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[F:.*]] = arith.constant false
// CHECK-NEXT:      scf.yield %[[ARG]], %[[F]] : memref<4xf32>, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.copy %[[R]]#0, %[[OUT]]
// CHECK-NEXT:    scf.if %[[R]]#1 {
// CHECK-NEXT:      memref.dealloc %[[R]]#0 : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NOT:     bufferization.clone
func.func @if_ownership(%c: i1, %arg: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// A buffer allocated in a loop body is freed in the body.
// CHECK-LABEL: func.func @loop(
// CHECK:         scf.for
// CHECK:           %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:           memref.copy %[[A]], %{{.*}}
// CHECK-NEXT:      memref.dealloc %[[A]]
// CHECK-NEXT:      scf.yield
func.func @loop(%n: index, %buf: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %buf) -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %a, %acc : memref<4xf32> to memref<4xf32>
    scf.yield %acc : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// A function with branches but no buffers has nothing to free.
// CHECK-LABEL: func.func @branches_without_buffers(
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @branches_without_buffers(%c: i1, %j: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %j : index
}

// -----

// The else branch yields the unsigned-type cast of a new buffer (what convert-mhlo-to-linalg makes of an
// stablehlo.if on ui32 tensors; difftest seed 3 program 53): the cast passes the buffer's ownership on to the
// scf.if result, whose ownership indicator is false where the other branch yields the argument, and the
// result is freed after its last use where it owns its buffer.
// CHECK-LABEL: func.func @if_yields_cast_of_new_buffer(
// CHECK-SAME:      %[[C:.*]]: i1, %[[ARG:.*]]: memref<4xui32>, %[[OUT:.*]]: memref<4xui32>)
// CHECK:         %[[R:.*]]:2 = scf.if %[[C]] -> (memref<4xui32>, i1) {
// CHECK-NEXT:      %[[F:.*]] = arith.constant false
// CHECK-NEXT:      scf.yield %[[ARG]], %[[F]] : memref<4xui32>, i1
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:      %[[V:.*]] = builtin.unrealized_conversion_cast %[[A]] : memref<4xi32> to memref<4xui32>
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      scf.yield %[[V]], %[[T]] : memref<4xui32>, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.copy %[[R]]#0, %[[OUT]]
// CHECK-NEXT:    scf.if %[[R]]#1 {
// CHECK-NEXT:      memref.dealloc %[[R]]#0 : memref<4xui32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @if_yields_cast_of_new_buffer(%c: i1, %arg: memref<4xui32>, %out: memref<4xui32>) {
  %r = scf.if %c -> (memref<4xui32>) {
    scf.yield %arg : memref<4xui32>
  } else {
    %a = memref.alloc() : memref<4xi32>
    %v = builtin.unrealized_conversion_cast %a : memref<4xi32> to memref<4xui32>
    scf.yield %v : memref<4xui32>
  }
  memref.copy %r, %out : memref<4xui32> to memref<4xui32>
  return
}

// -----

// Both branches yield views of their new buffers: no clone, one dealloc of the result.
// CHECK-LABEL: func.func @if_yields_views_in_both_branches(
// CHECK:         %[[R:.*]] = scf.if
// CHECK-NOT:       bufferization.clone
// CHECK-NOT:       memref.dealloc
// CHECK:         memref.copy %[[R]], %{{.*}}
// CHECK-NEXT:    memref.dealloc %[[R]] : memref<2xf32, strided<[1], offset: 2>>
// CHECK-NOT:     memref.dealloc
func.func @if_yields_views_in_both_branches(%c: i1, %out: memref<2xf32, strided<[1], offset: 2>>) {
  %r = scf.if %c -> (memref<2xf32, strided<[1], offset: 2>>) {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
    scf.yield %v : memref<2xf32, strided<[1], offset: 2>>
  } else {
    %b = memref.alloc() : memref<4xf32>
    %w = memref.subview %b[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
    scf.yield %w : memref<2xf32, strided<[1], offset: 2>>
  }
  memref.copy %r, %out : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: 2>>
  return
}

// -----

// A branch yields a buffer and a view of it: the buffer passes on once, the view is cloned (two results that
// were one buffer would be freed twice, or one read after the other was freed); the other branch's borrowed
// buffers are not cloned: each result has its ownership indicator.
// CHECK-LABEL: func.func @if_yields_a_buffer_and_its_view(
// CHECK-SAME:      %{{.*}}: i1, %[[ARG:.*]]: memref<4xi32>, %{{.*}}: memref<4xi32>)
// CHECK:         %[[R:.*]]:4 = scf.if %{{.*}} -> (memref<4xi32>, memref<4xi32>, i1, i1) {
// CHECK:           %[[A:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:      %[[V:.*]] = memref.cast %[[A]]
// CHECK-NEXT:      %[[K:.*]] = bufferization.clone %[[V]]
// CHECK-NEXT:      %[[T0:.*]] = arith.constant true
// CHECK-NEXT:      %[[T1:.*]] = arith.constant true
// CHECK-NEXT:      scf.yield %[[A]], %[[K]], %[[T0]], %[[T1]]
// CHECK:         } else {
// CHECK-NEXT:      %[[F0:.*]] = arith.constant false
// CHECK-NEXT:      %[[F1:.*]] = arith.constant false
// CHECK-NEXT:      scf.yield %[[ARG]], %[[ARG]], %[[F0]], %[[F1]]
// CHECK:         memref.copy %[[R]]#0, %{{.*}}
// CHECK-NEXT:    scf.if %[[R]]#2 {
// CHECK-NEXT:      memref.dealloc %[[R]]#0
// CHECK:         memref.copy %[[R]]#1, %{{.*}}
// CHECK-NEXT:    scf.if %[[R]]#3 {
// CHECK-NEXT:      memref.dealloc %[[R]]#1
func.func @if_yields_a_buffer_and_its_view(%c: i1, %arg: memref<4xi32>, %out: memref<4xi32>) {
  %r:2 = scf.if %c -> (memref<4xi32>, memref<4xi32>) {
    %a = memref.alloc() : memref<4xi32>
    %v = memref.cast %a : memref<4xi32> to memref<4xi32>
    scf.yield %a, %v : memref<4xi32>, memref<4xi32>
  } else {
    scf.yield %arg, %arg : memref<4xi32>, memref<4xi32>
  }
  memref.copy %r#0, %out : memref<4xi32> to memref<4xi32>
  memref.copy %r#1, %out : memref<4xi32> to memref<4xi32>
  return
}

// -----

// A function returns buffers, not views: a returned view of a new buffer is cloned, the buffer itself
// passes on to the caller (returned twice, it is cloned for the second).
// CHECK-LABEL: func.func @returns_view_of_new_buffer(
// CHECK:         %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xi32>
// CHECK-NEXT:    %[[V:.*]] = builtin.unrealized_conversion_cast %[[A]] : memref<?xi32> to memref<?xui32>
// CHECK-NEXT:    %[[K:.*]] = bufferization.clone %[[A]]
// CHECK-NEXT:    %[[KV:.*]] = bufferization.clone %[[V]]
// CHECK-NEXT:    return %[[A]], %[[K]], %[[KV]]
// CHECK-NOT:     memref.dealloc
func.func @returns_view_of_new_buffer(%n: index) -> (memref<?xi32>, memref<?xi32>, memref<?xui32>) {
  %a = memref.alloc(%n) : memref<?xi32>
  %v = builtin.unrealized_conversion_cast %a : memref<?xi32> to memref<?xui32>
  return %a, %a, %v : memref<?xi32>, memref<?xi32>, memref<?xui32>
}

// -----

// An scf.if result that is returned (or yielded, or carried into a loop) must own its buffer whichever branch
// ran: there the borrowed buffer is still cloned, and the result passes on.
// CHECK-LABEL: func.func @if_result_returned(
// CHECK:         %[[R:.*]] = scf.if %{{.*}} -> (memref<4xf32>) {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      scf.yield %[[A]] : memref<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[C:.*]] = bufferization.clone %{{.*}}
// CHECK-NEXT:      scf.yield %[[C]] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : memref<4xf32>
func.func @if_result_returned(%c: i1, %arg: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// Nested: the inner scf.if's result is yielded by the outer one, so it is cloned where borrowed; the outer
// result is only read, so it gets an ownership indicator.
// CHECK-LABEL: func.func @nested_ifs(
// CHECK:         %[[R:.*]]:2 = scf.if %{{.*}} -> (memref<4xf32>, i1) {
// CHECK-NEXT:      %[[I:.*]] = scf.if %{{.*}} -> (memref<4xf32>) {
// CHECK-NEXT:        memref.alloc
// CHECK:           } else {
// CHECK-NEXT:        bufferization.clone
// CHECK:           %[[T:.*]] = arith.constant true
// CHECK-NEXT:      scf.yield %[[I]], %[[T]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[F:.*]] = arith.constant false
// CHECK-NEXT:      scf.yield %{{.*}}, %[[F]]
// CHECK:         memref.copy %[[R]]#0
// CHECK-NEXT:    scf.if %[[R]]#1 {
// CHECK-NEXT:      memref.dealloc %[[R]]#0
func.func @nested_ifs(%c: i1, %d: i1, %arg: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.if %c -> (memref<4xf32>) {
    %i = scf.if %d -> (memref<4xf32>) {
      %a = memref.alloc() : memref<4xf32>
      scf.yield %a : memref<4xf32>
    } else {
      scf.yield %arg : memref<4xf32>
    }
    scf.yield %i : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// scf.index_switch as scf.if: an ownership indicator per result whose cases yield owned and borrowed buffers.
// CHECK-LABEL: func.func @switch_ownership(
// CHECK-SAME:      %[[I:.*]]: index, %[[ARG:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK:         %[[R:.*]]:2 = scf.index_switch %[[I]] -> memref<4xf32>, i1
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      scf.yield %[[A]], %[[T]] : memref<4xf32>, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      %[[F:.*]] = arith.constant false
// CHECK-NEXT:      scf.yield %[[ARG]], %[[F]] : memref<4xf32>, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.copy %[[R]]#0, %[[OUT]]
// CHECK-NEXT:    scf.if %[[R]]#1 {
// CHECK-NEXT:      memref.dealloc %[[R]]#0 : memref<4xf32>
// CHECK-NEXT:    }
func.func @switch_ownership(%i: index, %arg: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.index_switch %i -> memref<4xf32>
  case 0 {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  default {
    scf.yield %arg : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// memref.transpose and memref.view are views (memref.is_view): a returned transpose of a buffer passes the
// buffer on (cloned, then freed after the clone), and a buffer is freed after the last load of its view
// (both were freed right after the view was made).
// CHECK-LABEL: func.func @transposed(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT:    %[[T:.*]] = memref.transpose %[[A]]
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[T]]
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<2x3xf32>
// CHECK-NEXT:    return %[[C]]
// CHECK-LABEL: func.func @viewed(
// CHECK:         %[[B:.*]] = memref.alloc() : memref<64xi8>
// CHECK-NEXT:    %[[V:.*]] = memref.view %[[B]]
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[V]]
// CHECK-NEXT:    memref.dealloc %[[B]] : memref<64xi8>
// CHECK-NEXT:    return %[[X]] : f32
func.func @transposed() -> memref<3x2xf32, strided<[1, 3]>> {
  %a = memref.alloc() : memref<2x3xf32>
  %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return %t : memref<3x2xf32, strided<[1, 3]>>
}
func.func @viewed(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xi8>
  %v = memref.view %a[%c0][] : memref<64xi8> to memref<16xf32>
  %x = memref.load %v[%i] : memref<16xf32>
  return %x : f32
}

// -----

// An arith.select of buffers is an alias of both operands: a new buffer it may pick is freed after the
// select's last use (it was freed right after the select, before the copy read it: use after free, seed 20102
// program 22 on the GPU path). A select that is returned or yielded passes on a clone of itself.
// CHECK-LABEL: func.func @selected(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.select %{{.*}}, %[[A]], %{{.*}} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[S]], %{{.*}}
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @selected_returned(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.select %{{.*}}, %[[A]], %{{.*}} : memref<4xf32>
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[S]]
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:    return %[[C]]
// CHECK-LABEL: func.func @selected_yielded(
// CHECK:         scf.if
// CHECK:           %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.select %{{.*}}, %[[A]], %{{.*}} : memref<4xf32>
// CHECK-NEXT:      %[[C:.*]] = bufferization.clone %[[S]]
// CHECK-NEXT:      memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:      scf.yield %[[C]]
func.func @selected(%c: i1, %b: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  memref.copy %s, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @selected_returned(%c: i1, %b: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %s : memref<4xf32>
}
func.func @selected_yielded(%c: i1, %d: i1, %b: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %d -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    %s = arith.select %c, %a, %b : memref<4xf32>
    scf.yield %s : memref<4xf32>
  } else {
    %n = memref.alloc() : memref<4xf32>
    scf.yield %n : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// The clone that a returned select passes on copies the buffer where it is returned, after the scf.if that
// writes it (it was made right after the select, before the branch wrote the buffer: the entry returned
// uninitialized memory, seed 20900 program 24). A select yielded in a loop body is cloned before the loop.
// CHECK-LABEL: func.func @selected_then_written(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %[[A]] : memref<4xf32>
// CHECK-NEXT:    scf.if
// CHECK-NEXT:    } else {
// CHECK-NEXT:      linalg.fill {{.*}} outs(%[[A]] : memref<4xf32>)
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[S]]
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:    return %[[C]]
// CHECK-LABEL: func.func @selected_yielded_in_loop(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %[[A]] : memref<4xf32>
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[S]]
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:    %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (memref<4xf32>) {
// CHECK-NEXT:      %[[V:.*]] = memref.subview %[[C]][0] [4] [1]
// CHECK-NEXT:      %[[W:.*]] = memref.cast %[[V]]
// CHECK-NEXT:      scf.yield %[[W]] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[K:.*]] = bufferization.clone %[[R]]
// CHECK-NEXT:    memref.dealloc %[[C]] : memref<4xf32>
// CHECK-NEXT:    return %[[K]]
func.func @selected_then_written(%c: i1, %b: memref<4xf32>, %f: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %b, %a : memref<4xf32>
  scf.if %c {
  } else {
    linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  }
  return %s : memref<4xf32>
}
func.func @selected_yielded_in_loop(%c: i1, %b: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %b, %a : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %b) -> (memref<4xf32>) {
    %v = memref.subview %s[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
    %w = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32>
    scf.yield %w : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// A loop that passes on another buffer than its iteration argument (one it allocates: one-shot-bufferize's
// loop value of dynamic shape, whose sizes may change each trip) owns what it carries, as upstream's
// ownership-based deallocation: its init is a buffer it takes over (a clone of a borrowed or still used
// one, or an owned buffer nothing uses after the loop), each iteration frees its argument after its last
// use unless it passes it on, and the loop's result is owned by the block around it (here returned, or
// freed after its last use). The init of a loop nested in such a loop is the outer iteration's argument,
// taken over.
// CHECK-LABEL: func.func @loop_yields_view_of_new_buffer(
// CHECK-SAME:      %{{.*}}: index, %[[BUF:.*]]: memref<4xui32>)
// CHECK:         %[[INIT:.*]] = bufferization.clone %[[BUF]]
// CHECK-NEXT:    %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (memref<4xui32>) {
// CHECK-NEXT:      memref.dealloc %[[ACC]] : memref<4xui32>
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:      %[[V:.*]] = builtin.unrealized_conversion_cast %[[A]]
// CHECK-NEXT:      scf.yield %[[V]] : memref<4xui32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : memref<4xui32>
// CHECK-LABEL: func.func @while_grows(
// CHECK:         %[[INIT:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    memref.copy %{{.*}}, %[[INIT]]
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[X:.*]] = %[[INIT]]) : (memref<?xf32>) -> memref<?xf32> {
// CHECK-NOT:       memref.dealloc
// CHECK:           scf.condition(%{{.*}}) %[[X]] : memref<?xf32>
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: memref<?xf32>):
// CHECK:           %[[G:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:           memref.copy %[[Y]], %{{.*}} : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %[[Y]] : memref<?xf32>
// CHECK-NEXT:      memref.store %{{.*}}, %[[G]][%{{.*}}] : memref<?xf32>
// CHECK-NEXT:      scf.yield %[[G]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    memref.copy %[[R]], %[[OUT]]
// CHECK-NEXT:    memref.dealloc %[[R]] : memref<?xf32>
// CHECK-NEXT:    return %[[OUT]]
// CHECK-LABEL: func.func @swap_and_read_init_after(
// CHECK-SAME:      %[[A:.*]]: memref<?xf32>, %{{.*}}: index)
// CHECK:         %[[B:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    %[[CA:.*]] = bufferization.clone %[[A]]
// CHECK-NEXT:    %[[CB:.*]] = bufferization.clone %[[B]]
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[P:.*]] = %[[CA]], %[[Q:.*]] = %[[CB]])
// CHECK-NEXT:      scf.yield %[[Q]], %[[P]] : memref<?xf32>, memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.use"(%[[B]], %[[R]]#1)
// CHECK-NEXT:    memref.dealloc %[[R]]#1 : memref<?xf32>
// CHECK-NEXT:    memref.dealloc %[[B]] : memref<?xf32>
// CHECK-NEXT:    return %[[R]]#0 : memref<?xf32>
// CHECK-LABEL: func.func @nested_growing(
// CHECK-SAME:      %[[T:.*]]: memref<?xf32>, %{{.*}}: index)
// CHECK:         %[[INIT:.*]] = bufferization.clone %[[T]]
// CHECK-NEXT:    %[[R:.*]] = scf.for {{.*}} iter_args(%[[X:.*]] = %[[INIT]]) -> (memref<?xf32>) {
// CHECK-NEXT:      %[[S:.*]] = scf.for {{.*}} iter_args(%[[Y:.*]] = %[[X]]) -> (memref<?xf32>) {
// CHECK:             %[[G:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:        memref.copy %[[Y]], %[[G]]
// CHECK-NEXT:        memref.dealloc %[[Y]] : memref<?xf32>
// CHECK-NEXT:        scf.yield %[[G]] : memref<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[S]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : memref<?xf32>
func.func @loop_yields_view_of_new_buffer(%n: index, %buf: memref<4xui32>) -> memref<4xui32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %buf) -> (memref<4xui32>) {
    %a = memref.alloc() : memref<4xi32>
    %v = builtin.unrealized_conversion_cast %a : memref<4xi32> to memref<4xui32>
    scf.yield %v : memref<4xui32>
  }
  return %r : memref<4xui32>
}
func.func @while_grows(%t: memref<?xf32>, %n: index, %f: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc(%n) : memref<?xf32>
  memref.copy %t, %init : memref<?xf32> to memref<?xf32>
  %r = scf.while (%x = %init) : (memref<?xf32>) -> memref<?xf32> {
    %d = memref.dim %x, %c0 : memref<?xf32>
    %more = arith.cmpi slt, %d, %n : index
    scf.condition(%more) %x : memref<?xf32>
  } do {
  ^bb0(%y: memref<?xf32>):
    %d = memref.dim %y, %c0 : memref<?xf32>
    %e = arith.addi %d, %c1 : index
    %g = memref.alloc(%e) : memref<?xf32>
    %s = memref.subview %g[0] [%d] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    memref.copy %y, %s : memref<?xf32> to memref<?xf32, strided<[1]>>
    memref.store %f, %g[%d] : memref<?xf32>
    scf.yield %g : memref<?xf32>
  }
  %out = memref.alloc(%n) : memref<?xf32>
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return %out : memref<?xf32>
}
func.func @swap_and_read_init_after(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc(%n) : memref<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %a, %q = %b) -> (memref<?xf32>, memref<?xf32>) {
    scf.yield %q, %p : memref<?xf32>, memref<?xf32>
  }
  "test.use"(%b, %r#1) : (memref<?xf32>, memref<?xf32>) -> ()
  return %r#0 : memref<?xf32>
}
func.func @nested_growing(%t: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (memref<?xf32>) {
    %s = scf.for %j = %c0 to %i step %c1 iter_args(%y = %x) -> (memref<?xf32>) {
      %d = memref.dim %y, %c0 : memref<?xf32>
      %g = memref.alloc(%d) : memref<?xf32>
      memref.copy %y, %g : memref<?xf32> to memref<?xf32>
      scf.yield %g : memref<?xf32>
    }
    scf.yield %s : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

// An scf.if takes over a buffer of the block around it that a branch yields and nothing uses after it: the
// branch that yields it passes it on, the other frees it after its last use there. An iteration's value that
// one branch passes on unchanged and the other replaces is then neither cloned nor copied (the Jacobi and
// QR loops of jax's linalg programs). A buffer used after the scf.if stays its block's: the branch yields a
// clone.
// CHECK-LABEL: func.func @loop_if_passes_through(
// CHECK:         scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}}) -> (memref<?xf32>) {
// CHECK-NEXT:      %[[S:.*]] = scf.if %{{.*}} -> (memref<?xf32>) {
// CHECK:             %[[G:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:        memref.copy %[[X]], %[[G]]
// CHECK-NEXT:        memref.dealloc %[[X]] : memref<?xf32>
// CHECK-NEXT:        scf.yield %[[G]] : memref<?xf32>
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[X]] : memref<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[S]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-LABEL: func.func @if_reads_after(
// CHECK:         %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:         } else {
// CHECK-NEXT:      %[[C:.*]] = bufferization.clone %[[A]]
// CHECK-NEXT:      scf.yield %[[C]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.use"(%[[A]])
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<?xf32>

func.func @loop_if_passes_through(%t: memref<?xf32>, %n: index, %c: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (memref<?xf32>) {
    %s = scf.if %c -> (memref<?xf32>) {
      %d = memref.dim %x, %c0 : memref<?xf32>
      %g = memref.alloc(%d) : memref<?xf32>
      memref.copy %x, %g : memref<?xf32> to memref<?xf32>
      scf.yield %g : memref<?xf32>
    } else {
      scf.yield %x : memref<?xf32>
    }
    scf.yield %s : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @if_reads_after(%n: index, %c: i1) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %s = scf.if %c -> (memref<?xf32>) {
    %g = memref.alloc(%n) : memref<?xf32>
    scf.yield %g : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  "test.use"(%a) : (memref<?xf32>) -> ()
  return %s : memref<?xf32>
}

// -----

// A buffer that an scf.if takes over and that a view made before the scf.if reads inside a branch (the
// unsigned-type cast convert-mhlo-to-linalg makes of a loop value, read by an scf.index_switch case) is freed
// there after the last use of the view, not at the start of the branch (a use after free: seed 24506
// program 226 of bench/difftest.py --gpu-kernels, whose max/not cases read the freed loop value).
// CHECK-LABEL: func.func @taken_read_through_outer_view(
// CHECK:         scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}}) -> (memref<?xui32>) {
// CHECK-NEXT:      %[[V:.*]] = builtin.unrealized_conversion_cast %[[X]] : memref<?xui32> to memref<?xi32>
// CHECK-NEXT:      %[[S:.*]] = scf.if %{{.*}} -> (memref<?xui32>) {
// CHECK-NEXT:        %[[D:.*]] = memref.dim %[[V]], %{{.*}} : memref<?xi32>
// CHECK-NEXT:        %[[G:.*]] = memref.alloc(%[[D]]) : memref<?xi32>
// CHECK-NEXT:        memref.copy %[[V]], %[[G]]
// CHECK-NEXT:        memref.dealloc %[[X]] : memref<?xui32>
// CHECK-NEXT:        %[[GU:.*]] = builtin.unrealized_conversion_cast %[[G]] : memref<?xi32> to memref<?xui32>
// CHECK-NEXT:        scf.yield %[[GU]] : memref<?xui32>
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[X]] : memref<?xui32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[S]] : memref<?xui32>
// CHECK-NEXT:    }

func.func @taken_read_through_outer_view(%t: memref<?xui32>, %n: index, %c: i1) -> memref<?xui32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (memref<?xui32>) {
    %v = builtin.unrealized_conversion_cast %x : memref<?xui32> to memref<?xi32>
    %s = scf.if %c -> (memref<?xui32>) {
      %d = memref.dim %v, %c0 : memref<?xi32>
      %g = memref.alloc(%d) : memref<?xi32>
      memref.copy %v, %g : memref<?xi32> to memref<?xi32>
      %gu = builtin.unrealized_conversion_cast %g : memref<?xi32> to memref<?xui32>
      scf.yield %gu : memref<?xui32>
    } else {
      scf.yield %x : memref<?xui32>
    }
    scf.yield %s : memref<?xui32>
  }
  return %r : memref<?xui32>
}

// -----

// A select of buffers that a loop writes (one-shot-bufferize's in-place loop value of static shape) and that a
// case inside the loop yields: the clone goes right before the yield, not before the loop, whose writes would
// then go to the clone and be lost to the uses after the loop (seed 24507 program 296 of bench/difftest.py
// --gpu-kernels).
// CHECK-LABEL: func.func @select_written_in_loop(
// CHECK:         %[[S:.*]] = arith.select
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[R:.*]]:2 = scf.index_switch %{{.*}} -> memref<3xf32>, i1
// CHECK:           default {
// CHECK-NEXT:        %[[K:.*]] = bufferization.clone %[[S]]
// CHECK-NEXT:        %[[T:.*]] = arith.constant true
// CHECK-NEXT:        scf.yield %[[K]], %[[T]] : memref<3xf32>, i1
// CHECK:           memref.copy %{{.*}}, %[[S]] : memref<3xf32> to memref<3xf32>
// CHECK:         }
// CHECK-NEXT:    memref.copy %[[S]], %{{.*}} : memref<3xf32> to memref<3xf32>

func.func @select_written_in_loop(%c: i1, %a: memref<3xf32>, %n: index, %k: index, %out: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<3xf32>
  memref.copy %a, %b : memref<3xf32> to memref<3xf32>
  %p = arith.select %c, %a, %b : memref<3xf32>
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.index_switch %k -> memref<3xf32>
    case 0 {
      scf.yield %a : memref<3xf32>
    }
    default {
      scf.yield %p : memref<3xf32>
    }
    %t = memref.alloc() : memref<3xf32>
    memref.copy %r, %t : memref<3xf32> to memref<3xf32>
    memref.copy %t, %p : memref<3xf32> to memref<3xf32>
  }
  memref.copy %p, %out : memref<3xf32> to memref<3xf32>
  return
}
