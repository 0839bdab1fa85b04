// RUN: ai-opt %s --convert-gpu-to-nvvm="has-redux" | FileCheck %s
// RUN: ai-opt %s --convert-gpu-to-nvvm | FileCheck %s --check-prefix=SHUFFLE

// A uniform i32 subgroup reduction is one redux.sync where the chip has it.
// CHECK-LABEL: llvm.func @redux(
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: nvvm.redux.sync max %{{.*}}, %[[MASK]] : i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// SHUFFLE-LABEL: llvm.func @redux(
// SHUFFLE-COUNT-5: nvvm.shfl.sync bfly
// SHUFFLE: llvm.intr.smax
gpu.module @kernels {
  gpu.func @redux(%x: i32) -> i32 {
    %0 = gpu.subgroup_reduce maxsi %x uniform : (i32) -> i32
    gpu.return %0 : i32
  }
}
