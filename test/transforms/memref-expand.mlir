// RUN: ai-opt %s --split-input-file --memref-expand | FileCheck %s

// The float min/max kinds become generic_atomic_rmw with the arith op of their NaN rule (upstream's test).
// CHECK-LABEL: func.func @atomic_rmw_to_generic
// CHECK-SAME: (%[[M:.*]]: memref<10xf32>, %[[F:.*]]: f32, %[[I:.*]]: index)
// CHECK: %[[RESULT:.*]] = memref.generic_atomic_rmw %[[M]][%[[I]]] : memref<10xf32> {
// CHECK: ^bb0(%[[CUR:.*]]: f32):
// CHECK:   %[[MAXIMUM:.*]] = arith.maximumf %[[CUR]], %[[F]] : f32
// CHECK:   memref.atomic_yield %[[MAXIMUM]] : f32
// CHECK: }
// CHECK: memref.generic_atomic_rmw %[[M]][%[[I]]] : memref<10xf32> {
// CHECK: ^bb0(%[[CUR:.*]]: f32):
// CHECK:   %[[MINIMUM:.*]] = arith.minimumf %[[CUR]], %[[F]] : f32
// CHECK:   memref.atomic_yield %[[MINIMUM]] : f32
// CHECK: }
// CHECK: memref.generic_atomic_rmw %[[M]][%[[I]]] : memref<10xf32> {
// CHECK: ^bb0(%[[CUR:.*]]: f32):
// CHECK:   %[[MAXNUM:.*]] = arith.maxnumf %[[CUR]], %[[F]] : f32
// CHECK:   memref.atomic_yield %[[MAXNUM]] : f32
// CHECK: }
// CHECK: memref.generic_atomic_rmw %[[M]][%[[I]]] : memref<10xf32> {
// CHECK: ^bb0(%[[CUR:.*]]: f32):
// CHECK:   %[[MINNUM:.*]] = arith.minnumf %[[CUR]], %[[F]] : f32
// CHECK:   memref.atomic_yield %[[MINNUM]] : f32
// CHECK: }
// CHECK: return %[[RESULT]] : f32
func.func @atomic_rmw_to_generic(%F: memref<10xf32>, %f: f32, %i: index) -> f32 {
  %a = memref.atomic_rmw maximumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw minimumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw maxnumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %d = memref.atomic_rmw minnumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  return %a : f32
}

// -----

// Kinds llvm.atomicrmw has (and mulf/muli, which finalize-memref-to-llvm expands itself) stay.
// CHECK-LABEL: func.func @atomic_rmw_no_conversion
// CHECK: memref.atomic_rmw addf
// CHECK: memref.atomic_rmw mulf
// CHECK: memref.atomic_rmw maxs
// CHECK-NOT: generic_atomic_rmw
func.func @atomic_rmw_no_conversion(%F: memref<10xf32>, %f: f32, %G: memref<4xi32>, %g: i32, %i: index) -> f32 {
  %x = memref.atomic_rmw addf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw mulf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %z = memref.atomic_rmw maxs %g, %G[%i] : (i32, memref<4xi32>) -> i32
  return %x : f32
}

// -----

// A reshape whose shape operand has a static size: reinterpret_cast with row-major strides, dynamic sizes
// loaded from the shape operand (upstream's test, as LLVM 22 writes it: a stride is a static value until
// a dynamic size enters it).
// CHECK-LABEL: func.func @memref_reshape(
// CHECK-SAME: %[[SRC:.*]]: memref<*xf32>, %[[SHAPE:.*]]: memref<3xi32>) -> memref<?x?x8xf32> {
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[DIM_1:.*]] = memref.load %[[SHAPE]][%[[C1]]] : memref<3xi32>
// CHECK: %[[SIZE_1:.*]] = arith.index_cast %[[DIM_1]] : i32 to index
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[STRIDE_0:.*]] = arith.muli %[[C8]], %[[SIZE_1]] : index
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[DIM_0:.*]] = memref.load %[[SHAPE]][%[[C0]]] : memref<3xi32>
// CHECK: %[[SIZE_0:.*]] = arith.index_cast %[[DIM_0]] : i32 to index
// CHECK: %[[RESULT:.*]] = memref.reinterpret_cast %[[SRC]]
// CHECK-SAME: to offset: [0], sizes: [%[[SIZE_0]], %[[SIZE_1]], 8],
// CHECK-SAME: strides: [%[[STRIDE_0]], 8, 1]
// CHECK-SAME: : memref<*xf32> to memref<?x?x8xf32>
func.func @memref_reshape(%input: memref<*xf32>, %shape: memref<3xi32>) -> memref<?x?x8xf32> {
  %result = memref.reshape %input(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  return %result : memref<?x?x8xf32>
}

// -----

// A shape of index elements needs no cast.
// CHECK-LABEL: func.func @memref_reshape_index
// CHECK: %[[N:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<2xindex>
// CHECK-NOT: arith.index_cast
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%[[N]], 4], strides: [4, 1] : memref<16xf32> to memref<?x4xf32>
func.func @memref_reshape_index(%input: memref<16xf32>, %shape: memref<2xindex>) -> memref<?x4xf32> {
  %result = memref.reshape %input(%shape) : (memref<16xf32>, memref<2xindex>) -> memref<?x4xf32>
  return %result : memref<?x4xf32>
}

// -----

// A shape operand of dynamic size (an unranked result) stays.
// CHECK-LABEL: func.func @memref_reshape_unranked
// CHECK: memref.reshape
// CHECK-NOT: memref.reinterpret_cast
func.func @memref_reshape_unranked(%input: memref<16xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %result = memref.reshape %input(%shape) : (memref<16xf32>, memref<?xindex>) -> memref<*xf32>
  return %result : memref<*xf32>
}
