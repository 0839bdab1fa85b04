// The memref ops whose syntax aiopt replaces print as upstream's and parse back.
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK: memref.global "private" constant @c : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]> {alignment = 64 : i64}
// CHECK: memref.global @g : memref<2xi32> = uninitialized
memref.global @g : memref<2xi32> = uninitialized
// CHECK: memref.global "private" @splat : memref<2x2xf32> = dense<0.000000e+00>
memref.global "private" @splat : memref<2x2xf32> = dense<0.0>

// CHECK-LABEL: func.func @views(
func.func @views(%a: memref<4x8xf32, strided<[?, ?], offset: ?>>, %n: index) {
  // CHECK: %[[G:.*]] = memref.get_global @c : memref<4xf32>
  %g = memref.get_global @c : memref<4xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
  // CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32>
  memref.copy %a, %b : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32>
  // CHECK: memref.cast %{{.*}} : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
  %c = memref.cast %b : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
  // CHECK: memref.cast %{{.*}} : memref<4x8xf32> to memref<?x8xf32>
  %d = memref.cast %b : memref<4x8xf32> to memref<?x8xf32>
  // CHECK: %[[F:.*]] = memref.collapse_shape %{{.*}} [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %f = memref.collapse_shape %b [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  // CHECK: memref.expand_shape %[[F]] [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %e = memref.expand_shape %f [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %h = memref.alloc(%n) : memref<?xf32>
  // CHECK: memref.expand_shape %{{.*}} [[0, 1]] output_shape [%{{.*}}, 4] : memref<?xf32> into memref<?x4xf32>
  %i = memref.expand_shape %h [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  memref.dealloc %b : memref<4x8xf32>
  return
}

// CHECK-LABEL: func.func @reshape
// CHECK: memref.reshape %{{.*}}(%{{.*}}) : (memref<2x3xf32>, memref<1xi64>) -> memref<6xf32>
// CHECK: memref.reshape %{{.*}}(%{{.*}}) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32>
func.func @reshape(%a: memref<2x3xf32>, %s: memref<1xi64>, %d: memref<2xindex>) {
  %r = memref.reshape %a(%s) : (memref<2x3xf32>, memref<1xi64>) -> memref<6xf32>
  %q = memref.reshape %a(%d) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @atomic_rmw
// CHECK: %{{.*}} = memref.atomic_rmw addf %{{.*}}, %{{.*}}[%{{.*}}] : (f32, memref<10xf32>) -> f32
// CHECK: %{{.*}} = memref.atomic_rmw maxu %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : (i32, memref<2x5xi32>) -> i32
func.func @atomic_rmw(%m: memref<10xf32>, %n: memref<2x5xi32>, %v: f32, %w: i32, %i: index) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw maxu %w, %n[%i, %i] : (i32, memref<2x5xi32>) -> i32
  return
}

// CHECK-LABEL: func.func @transpose
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK: memref.transpose %{{.*}} (d0, d1, d2) -> (d2, d0, d1) : memref<?x4x5xf32, strided<[?, 5, 1], offset: ?>> to memref<5x?x4xf32, strided<[1, ?, 5], offset: ?>>
func.func @transpose(%m: memref<2x3xf32>, %d: memref<?x4x5xf32, strided<[?, 5, 1], offset: ?>>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %u = memref.transpose %d (d0, d1, d2) -> (d2, d0, d1) : memref<?x4x5xf32, strided<[?, 5, 1], offset: ?>> to memref<5x?x4xf32, strided<[1, ?, 5], offset: ?>>
  return
}

// CHECK-LABEL: func.func @unranked_casts
// CHECK: memref.cast %{{.*}} : memref<4xf32> to memref<*xf32>
// CHECK: memref.cast %{{.*}} : memref<*xf32> to memref<?xf32>
func.func @unranked_casts(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  return
}

// memref.copy also of unranked memrefs (upstream's AnyRankedOrUnrankedMemRef operands).
// CHECK-LABEL: func.func @copy_unranked
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<*xf32> to memref<*xf32>
func.func @copy_unranked(%a: memref<*xf32>, %b: memref<*xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}
