// bufferization.clone may cast (memref<?xf32> to memref<32xf32>); canonicalize
// folds a cast into a clone and merges a clone with its source where one of
// the two is freed in the clone's block (upstream's CloneOp::fold and
// SimplifyClones); a copy of an empty memref goes (FoldEmptyCopy).
// RUN: ai-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @clone_before_dealloc
//  CHECK-SAME:   %[[ARG:.+]]: memref<?xf32>
//  CHECK-NEXT:   return %[[ARG]]
func.func @clone_before_dealloc(%arg0: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
  memref.dealloc %arg0 : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @clone_and_cast
//  CHECK-SAME:   %[[ARG:.+]]: memref<?xf32>
//  CHECK-NEXT:   %[[C:.+]] = memref.cast %[[ARG]] : memref<?xf32> to memref<32xf32>
//  CHECK-NEXT:   return %[[C]]
func.func @clone_and_cast(%arg0: memref<?xf32>) -> memref<32xf32> {
  %0 = bufferization.clone %arg0 : memref<?xf32> to memref<32xf32>
  memref.dealloc %arg0 : memref<?xf32>
  return %0 : memref<32xf32>
}

// -----

// CHECK-LABEL: func.func @clone_after_cast
//  CHECK-SAME:   %[[ARG:.+]]: memref<?xf32>
//  CHECK-NEXT:   bufferization.clone %[[ARG]] : memref<?xf32> to memref<32xf32>
func.func @clone_after_cast(%arg0: memref<?xf32>) -> memref<32xf32> {
  %0 = memref.cast %arg0 : memref<?xf32> to memref<32xf32>
  %1 = bufferization.clone %0 : memref<32xf32> to memref<32xf32>
  return %1 : memref<32xf32>
}

// -----

// Not cast-compatible (layouts), or freed before the clone, or reallocated: kept.
// CHECK-LABEL: func.func @clone_incompatible
//       CHECK:   bufferization.clone
//       CHECK:   memref.dealloc
// CHECK-LABEL: func.func @clone_and_preceding_dealloc
//       CHECK:   memref.dealloc
//       CHECK:   bufferization.clone
// CHECK-LABEL: func.func @clone_and_realloc
//       CHECK:   bufferization.clone
func.func @clone_incompatible(%arg0: memref<32xf32, strided<[2]>>) -> memref<32xf32> {
  %0 = bufferization.clone %arg0 : memref<32xf32, strided<[2]>> to memref<32xf32>
  memref.dealloc %arg0 : memref<32xf32, strided<[2]>>
  return %0 : memref<32xf32>
}
func.func @clone_and_preceding_dealloc(%arg0: memref<?xf32>) -> memref<32xf32> {
  memref.dealloc %arg0 : memref<?xf32>
  %0 = bufferization.clone %arg0 : memref<?xf32> to memref<32xf32>
  return %0 : memref<32xf32>
}
func.func @clone_and_realloc(%arg0: memref<?xf32>) {
  %0 = bufferization.clone %arg0 : memref<?xf32> to memref<32xf32>
  "use"(%0) : (memref<32xf32>) -> ()
  %1 = memref.realloc %0 : memref<32xf32> to memref<64xf32>
  memref.dealloc %1 : memref<64xf32>
  return
}

// -----

// The source's dealloc is found through the view it is cloned from.
// CHECK-LABEL: func.func @clone_of_reshape
//   CHECK-NOT:   bufferization.clone
//   CHECK-NOT:   memref.dealloc
func.func @clone_of_reshape(%arg0: memref<?xindex>) -> memref<*xf32> {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%c1) : memref<?xf32>
  %1 = memref.reshape %0(%arg0) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  %2 = bufferization.clone %1 : memref<*xf32> to memref<*xf32>
  memref.dealloc %0 : memref<?xf32>
  return %2 : memref<*xf32>
}

// -----

// CHECK-LABEL: func.func @empty_copy
//  CHECK-NEXT:   return
func.func @empty_copy(%m1: memref<0x10xf32>, %m2: memref<?x10xf32>) {
  memref.copy %m1, %m2 : memref<0x10xf32> to memref<?x10xf32>
  memref.copy %m2, %m1 : memref<?x10xf32> to memref<0x10xf32>
  return
}

// -----

// The source's dealloc is found through any view-like op (upstream's ViewLikeOpInterface: here
// memref.memory_space_cast, which SimplifyClones' own list of views missed).
// CHECK-LABEL: func.func @clone_of_view_before_dealloc
//  CHECK-SAME:   %[[ARG:.+]]: memref<4xf32>
//  CHECK-NEXT:   %[[V:.+]] = memref.memory_space_cast %[[ARG]]
//  CHECK-NEXT:   return %[[V]]
func.func @clone_of_view_before_dealloc(%arg0: memref<4xf32>) -> memref<4xf32, 1> {
  %0 = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 1>
  %1 = bufferization.clone %0 : memref<4xf32, 1> to memref<4xf32, 1>
  memref.dealloc %arg0 : memref<4xf32>
  return %1 : memref<4xf32, 1>
}
