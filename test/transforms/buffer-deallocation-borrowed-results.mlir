// RUN: ai-opt %s -split-input-file --buffer-deallocation=return-borrowed-results=true | FileCheck %s
// RUN: ai-opt %s -split-input-file --buffer-deallocation | FileCheck %s --check-prefix=DEFAULT
// The registered name of upstream's pipeline (the same pass here), with and without the option:
// RUN: ai-opt %s -split-input-file --buffer-deallocation-pipeline=return-borrowed-results=true | FileCheck %s
// RUN: ai-opt %s -split-input-file --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' | FileCheck %s --check-prefix=DEFAULT

// An entry that returns its argument, a view of it and a global: with return-borrowed-results (the CPU
// runtime copies returned buffers and frees only what the call allocated) they are returned as they are;
// by default (upstream: the caller owns every result) each is cloned.
// CHECK-LABEL: func.func @borrowed(
// CHECK-SAME:      %[[ARG:.*]]: memref<?x4xf32>)
// CHECK-NEXT:    %[[VIEW:.*]] = memref.collapse_shape %[[ARG]]
// CHECK-NEXT:    %[[G:.*]] = memref.get_global @table
// CHECK-NEXT:    return %[[ARG]], %[[VIEW]], %[[G]] :
// DEFAULT-LABEL: func.func @borrowed(
// DEFAULT-COUNT-3: bufferization.clone
// DEFAULT-NEXT:  return
memref.global "private" constant @table : memref<2xf32> = dense<[1.0, 2.0]>
func.func @borrowed(%arg0: memref<?x4xf32>) -> (memref<?x4xf32>, memref<?xf32>, memref<2xf32>) {
  %v = memref.collapse_shape %arg0 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %g = memref.get_global @table : memref<2xf32>
  return %arg0, %v, %g : memref<?x4xf32>, memref<?xf32>, memref<2xf32>
}

// -----

// A view of a buffer the entry owns is returned as it is and the buffer is not freed (the runtime frees it
// once, after copying the view); by default the view is cloned and the buffer freed.
// CHECK-LABEL: func.func @owned_view(
// CHECK:         %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?x4xf32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?x4xf32>)
// CHECK-NEXT:    %[[V:.*]] = memref.collapse_shape %[[A]]
// CHECK-NEXT:    return %[[V]] : memref<?xf32>
// CHECK-NOT:     memref.dealloc
// DEFAULT-LABEL: func.func @owned_view(
// DEFAULT:       %[[V:.*]] = memref.collapse_shape
// DEFAULT-NEXT:  %[[C:.*]] = bufferization.clone %[[V]]
// DEFAULT-NEXT:  memref.dealloc
// DEFAULT-NEXT:  return %[[C]]
func.func @owned_view(%n: index, %x: f32) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<?x4xf32>)
  %v = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return %v : memref<?xf32>
}

// -----

// A public function that a func.call refers to keeps upstream's contract (its caller frees the results), and
// so does a private one: both return a clone of their argument.
// CHECK-LABEL: func.func @called(
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone
// CHECK-NEXT:    return %[[C]]
// CHECK-LABEL: func.func private @private_identity(
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone
// CHECK-NEXT:    return %[[C]]
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[R:.*]] = call @called
// CHECK-NEXT:    memref.copy %[[R]], %{{.*}}
// CHECK-NEXT:    memref.dealloc %[[R]]
func.func @called(%arg0: memref<?xf32>) -> memref<?xf32> {
  return %arg0 : memref<?xf32>
}
func.func private @private_identity(%arg0: memref<?xf32>) -> memref<?xf32> {
  return %arg0 : memref<?xf32>
}
func.func @caller(%arg0: memref<?xf32>, %out: memref<?xf32>) {
  %r = func.call @called(%arg0) : (memref<?xf32>) -> memref<?xf32>
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A result whose layout has dynamic strides (which could be negative) is still cloned.
// CHECK-LABEL: func.func @dynamic_strides(
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone
// CHECK-NEXT:    return %[[C]]
func.func @dynamic_strides(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  return %arg0 : memref<?xf32, strided<[?], offset: ?>>
}
