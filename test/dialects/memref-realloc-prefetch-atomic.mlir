// memref.realloc, memref.prefetch, memref.generic_atomic_rmw and memref.atomic_yield print as
// upstream's and parse back, also from the generic form; a dead realloc canonicalizes away.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @realloc(
func.func @realloc(%src: memref<2xf32>, %d: index, %m: memref<?xf32>) -> (memref<4xf32>, memref<?xf32>, memref<4xf32>) {
  // CHECK: memref.realloc %{{.*}} : memref<2xf32> to memref<4xf32>
  %0 = memref.realloc %src : memref<2xf32> to memref<4xf32>
  // CHECK: memref.realloc %{{.*}}(%{{.*}}) {alignment = 8 : i64} : memref<2xf32> to memref<?xf32>
  %1 = memref.realloc %src(%d) {alignment = 8} : memref<2xf32> to memref<?xf32>
  // CHECK: memref.realloc %{{.*}} : memref<?xf32> to memref<4xf32>
  %2 = memref.realloc %m : memref<?xf32> to memref<4xf32>
  return %0, %1, %2 : memref<4xf32>, memref<?xf32>, memref<4xf32>
}

// CHECK-LABEL: func.func @prefetch(
func.func @prefetch(%m: memref<?xf32>, %b: memref<4x8xf32>, %i: index) {
  // CHECK: memref.prefetch %{{.*}}[%{{.*}}], read, locality<3>, data : memref<?xf32>
  memref.prefetch %m[%i], read, locality<3>, data : memref<?xf32>
  // CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], write, locality<0>, instr : memref<4x8xf32>
  memref.prefetch %b[%i, %i], write, locality<0>, instr : memref<4x8xf32>
  return
}

// CHECK-LABEL: func.func @generic_atomic_rmw(
func.func @generic_atomic_rmw(%b: memref<4x8xf32>, %i: index) -> f32 {
  // CHECK: %{{.*}} = memref.generic_atomic_rmw %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x8xf32> {
  // CHECK-NEXT: ^bb0(%[[OLD:.*]]: f32):
  // CHECK-NEXT: %[[C:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[C]], %[[OLD]] : f32
  // CHECK-NEXT: memref.atomic_yield %[[NEW]] : f32
  // CHECK-NEXT: } {tag}
  %x = memref.generic_atomic_rmw %b[%i, %i] : memref<4x8xf32> {
  ^bb0(%old: f32):
    %c1 = arith.constant 1.0 : f32
    %new = arith.addf %c1, %old : f32
    memref.atomic_yield %new : f32
  } {tag}
  return %x : f32
}

// CANON-LABEL: func.func @realloc_dead(
// CANON-SAME: %[[SRC:.*]]: memref<2xf32>
// CANON-NOT: memref.realloc
// CANON-NOT: memref.store
// CANON: return %[[SRC]]
func.func @realloc_dead(%src: memref<2xf32>, %v: f32) -> memref<2xf32> {
  %0 = memref.realloc %src : memref<2xf32> to memref<4xf32>
  %i2 = arith.constant 2 : index
  memref.store %v, %0[%i2] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %src : memref<2xf32>
}

// A realloc whose buffer is read (or stored elsewhere) stays.
// CANON-LABEL: func.func @realloc_live(
// CANON: memref.realloc
func.func @realloc_live(%src: memref<2xf32>, %other: memref<1xmemref<4xf32>>) {
  %0 = memref.realloc %src : memref<2xf32> to memref<4xf32>
  %i0 = arith.constant 0 : index
  memref.store %0, %other[%i0] : memref<1xmemref<4xf32>>
  return
}
