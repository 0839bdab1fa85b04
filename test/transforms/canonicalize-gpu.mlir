// Upstream's gpu canonicalizations (transforms/canonicalize_gpu.py), one case each.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @duplicate_barriers
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: return
func.func @duplicate_barriers() {
  gpu.barrier
  gpu.barrier
  return
}

// -----

// CHECK-LABEL: func.func @dim_of_gpu_alloc
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-NEXT: return %[[N]]
func.func @dim_of_gpu_alloc(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = gpu.alloc(%n) : memref<?xf32>
  %1 = memref.dim %0, %c0 : memref<?xf32>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @launch_without_effects
// CHECK: gpu.launch
// CHECK-NEXT: memref.store
// CHECK-NOT: gpu.launch
func.func @launch_without_effects(%n: index, %m: memref<4xindex>) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
      threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %s = arith.addi %bx, %tx : index
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
      threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    memref.store %tx, %m[%bx] : memref<4xindex>
    gpu.terminator
  }
  return
}

// -----

// Waits on completed tokens go; so do waits for nothing and unused async waits; a wait on one token is it.
// CHECK-LABEL: func.func @waits
// CHECK-NEXT: %[[T0:.*]] = gpu.wait async
// CHECK-NEXT: %{{.*}}, %{{.*}} = gpu.alloc async [%[[T0]]] () : memref<5xf16>
// CHECK-NEXT: %[[T1:.*]] = gpu.wait async
// CHECK-NEXT: %{{.*}}, %{{.*}} = gpu.alloc async [%[[T1]]] () : memref<5xf16>
// CHECK-NEXT: return
func.func @waits() -> (memref<5xf16>, memref<5xf16>) {
  %unused = gpu.wait async
  gpu.wait []
  %0 = gpu.wait async
  %m0, %t0 = gpu.alloc async [%0] () : memref<5xf16>
  gpu.wait [%0]
  %1 = gpu.wait async [%0]
  %m1, %t1 = gpu.alloc async [%1] () : memref<5xf16>
  gpu.wait [%1]
  return %m0, %m1 : memref<5xf16>, memref<5xf16>
}

// -----

// A copy into a buffer only ever deallocated goes; casts that lose sizes fold into memcpy and memset.
// CHECK-LABEL: func.func @copies
// CHECK-SAME: (%[[D:.*]]: memref<2xf16>, %[[A:.*]]: memref<10xf32>, %[[B:.*]]: memref<10xf32>, %[[V:.*]]: f32)
// CHECK-NEXT: %[[T:.*]] = gpu.wait async
// CHECK-NEXT: gpu.memcpy %[[A]], %[[B]] : memref<10xf32>, memref<10xf32>
// CHECK-NEXT: gpu.memset %[[A]], %[[V]] : memref<10xf32>, f32
// CHECK-NEXT: return %[[T]]
func.func @copies(%d: memref<2xf16>, %a: memref<10xf32>, %b: memref<10xf32>, %v: f32) -> !gpu.async.token {
  %m = memref.alloc() : memref<2xf16>
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %m, %d : memref<2xf16>, memref<2xf16>
  memref.dealloc %m : memref<2xf16>
  %ca = memref.cast %a : memref<10xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<10xf32> to memref<?xf32>
  gpu.memcpy %ca, %cb : memref<?xf32>, memref<?xf32>
  gpu.memset %ca, %v : memref<?xf32>, f32
  return %t1 : !gpu.async.token
}

// -----

// Ids of dimensions of size 1 are 0; reductions in the launch's entry block are uniform.
// CHECK-LABEL: func.func @launch_facts
// CHECK: gpu.launch blocks(%[[BX:[a-z0-9]+]], %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) in
// CHECK-SAME: threads(%[[TX:[a-z0-9]+]], %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) in
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[BX]], %[[TX]] : index
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[S]] : index to i32
// CHECK-NEXT: %[[R:.*]] = gpu.all_reduce add %[[I]] uniform {
// CHECK: gpu.subgroup_reduce add %[[R]] uniform : (i32) -> i32
func.func @launch_facts(%n: index, %out: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
      threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %0 = arith.addi %bx, %by : index
    %1 = arith.addi %0, %tx : index
    %2 = arith.addi %1, %tz : index
    %3 = arith.index_cast %2 : index to i32
    %4 = gpu.all_reduce add %3 {} : (i32) -> (i32)
    %5 = gpu.subgroup_reduce add %4 : (i32) -> i32
    memref.store %5, %out[%c0] : memref<1xi32>
    gpu.terminator
  }
  return
}
