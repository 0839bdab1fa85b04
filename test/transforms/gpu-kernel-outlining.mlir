// RUN: ai-opt %s --split-input-file --gpu-kernel-outlining | FileCheck %s

// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK: func.func @scale(%[[M:.*]]: memref<?xf32>, %[[S:.*]]: f32, %[[N:.*]]: index)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: gpu.launch_func @scale_kernel::@scale_kernel blocks in (%[[N]], %[[C1]], %[[C1]]) threads in (%[[C128]], %[[C1]], %[[C1]]) args(%[[N]] : index, %[[M]] : memref<?xf32>, %[[S]] : f32)
// CHECK: gpu.launch_func @scale_kernel_0::@scale_kernel blocks in
// CHECK-NOT: gpu.launch blocks
// CHECK: gpu.module @scale_kernel {
// CHECK: gpu.func @scale_kernel(%[[KN:.*]]: index, %[[KM:.*]]: memref<?xf32>, %[[KS:.*]]: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
// CHECK: %[[BX:.*]] = gpu.block_id x
// CHECK: %[[TX:.*]] = gpu.thread_id x
// CHECK: %[[SX:.*]] = gpu.block_dim x
// CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[I0:.*]] = arith.muli %[[BX]], %[[SX]] : index
// CHECK: %[[I:.*]] = arith.addi %[[I0]], %[[TX]] : index
// CHECK: arith.cmpi ult, %[[I]], %[[KN]] : index
// CHECK: memref.load %[[KM]][%[[I]]]
// CHECK: arith.mulf %{{.*}}, %[[KS]] : f32
// CHECK: arith.mulf %{{.*}}, %[[TWO]] : f32
// CHECK: gpu.return
// CHECK: gpu.module @scale_kernel_0 {
// CHECK: gpu.func @scale_kernel() kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>}
func.func @scale(%m: memref<?xf32>, %s: f32, %n: index) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %two = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i0 = arith.muli %bx, %sx : index
    %i = arith.addi %i0, %tx : index
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %v = memref.load %m[%i] : memref<?xf32>
      %w = arith.mulf %v, %s : f32
      %w2 = arith.mulf %w, %two : f32
      memref.store %w2, %m[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// Async launches keep their dependencies and token; workgroup attributions move to the kernel.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @shared_kernel::@shared_kernel blocks in
// CHECK: gpu.wait [%[[T1]]]
// CHECK: gpu.func @shared_kernel(%{{.*}}: memref<32xf32>) workgroup(%[[W:.*]] : memref<32xf32, #gpu.address_space<workgroup>>) kernel
// CHECK: memref.store %{{.*}}, %[[W]][%{{.*}}]
// CHECK: gpu.barrier
func.func @shared(%m: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %t0 = gpu.wait async
  %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) {
    %v = memref.load %m[%tx] : memref<32xf32>
    memref.store %v, %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    gpu.terminator
  }
  gpu.wait [%t1]
  return
}
