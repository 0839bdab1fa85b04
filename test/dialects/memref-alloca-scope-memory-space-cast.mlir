// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// Upstream's custom forms of memref.alloca_scope (its return implicit without results) and
// memref.memory_space_cast, and the cast's folders.

// CHECK-LABEL: func.func @scopes
// CHECK:         memref.alloca_scope  {
// CHECK-NEXT:      %{{.*}} = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    }
// CHECK:         %[[R:.*]] = memref.alloca_scope  -> (f32) {
// CHECK:           memref.alloca_scope.return %{{.*}} : f32
// CHECK-NEXT:    }
// CHECK:         return %[[R]] : f32
func.func @scopes() -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @casts
// CHECK:         memref.memory_space_cast %{{.*}} : memref<?xf32> to memref<?xf32, 1>
// CANON-LABEL: func.func @casts(
// CANON-SAME:    %[[ARG:.*]]: memref<?xf32>)
// CANON-NEXT:    %[[C:.*]] = memref.memory_space_cast %[[ARG]] : memref<?xf32> to memref<?xf32, 2>
// CANON-NEXT:    return %[[ARG]], %[[C]]
func.func @casts(%m: memref<?xf32>) -> (memref<?xf32>, memref<?xf32, 2>) {
  %0 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32>
  %1 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %2 = memref.memory_space_cast %1 : memref<?xf32, 1> to memref<?xf32, 2>
  return %0, %2 : memref<?xf32>, memref<?xf32, 2>
}

// CHECK-LABEL: func.func @aligned_pointer
// CHECK:         %{{.*}} = memref.extract_aligned_pointer_as_index %{{.*}} : memref<?xf32> -> index
func.func @aligned_pointer(%m: memref<?xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  return %p : index
}
