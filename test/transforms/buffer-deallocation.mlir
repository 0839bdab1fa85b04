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

// One branch yields a new buffer, the other a borrowed one: the borrowed one is cloned, the result freed.
// CHECK-LABEL: func.func @if_ownership(
// CHECK:         %[[R:.*]] = scf.if
// CHECK:           %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:           scf.yield %[[A]]
// CHECK:         } else {
// CHECK:           %[[C:.*]] = bufferization.clone %{{.*}}
// CHECK:           scf.yield %[[C]]
// CHECK:         memref.copy %[[R]], %{{.*}}
// CHECK-NEXT:    memref.dealloc %[[R]] : memref<4xf32>
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
