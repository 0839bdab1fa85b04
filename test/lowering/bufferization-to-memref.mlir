// RUN: ai-opt %s -split-input-file --convert-bufferization-to-memref | FileCheck %s

// CHECK-LABEL: func.func @clone_static(
// CHECK-SAME:    %[[M:.*]]: memref<4x8xf32>) -> memref<4x8xf32>
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT:    memref.copy %[[M]], %[[NEW]] : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT:    return %[[NEW]] : memref<4x8xf32>
func.func @clone_static(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %c = bufferization.clone %m : memref<4x8xf32> to memref<4x8xf32>
  func.return %c : memref<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @clone_dynamic(
// CHECK-SAME:    %[[M:.*]]: memref<?x8x?xi32>)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = memref.dim %[[M]], %[[C0]] : memref<?x8x?xi32>
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[D2:.*]] = memref.dim %[[M]], %[[C2]] : memref<?x8x?xi32>
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc(%[[D0]], %[[D2]]) : memref<?x8x?xi32>
// CHECK-NEXT:    memref.copy %[[M]], %[[NEW]] : memref<?x8x?xi32> to memref<?x8x?xi32>
// CHECK-NEXT:    return %[[NEW]]
func.func @clone_dynamic(%m: memref<?x8x?xi32>) -> memref<?x8x?xi32> {
  %c = bufferization.clone %m : memref<?x8x?xi32> to memref<?x8x?xi32>
  func.return %c : memref<?x8x?xi32>
}

// -----

// A strided clone is a new identity-layout buffer cast to the clone's type.

// CHECK-LABEL: func.func @clone_strided(
// CHECK-SAME:    %[[M:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[M]], %[[NEW]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[NEW]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[CAST]]
func.func @clone_strided(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %c = bufferization.clone %m : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  func.return %c : memref<4xf32, strided<[?], offset: ?>>
}
