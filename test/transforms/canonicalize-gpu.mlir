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
