// RUN: ai-opt %s --convert-gpu-to-nvvm | FileCheck %s
// RUN: ai-opt %s --convert-gpu-to-nvvm="use-bare-ptr-memref-call-conv" | FileCheck %s --check-prefix=BARE

// gpu.func argument attributes on the llvm.func parameters, as upstream's GPUFuncOpLowering copies them:
// llvm.readonly to both pointers of a descriptor, llvm.noundef to every parameter of its argument. Upstream drops
// llvm.noalias on a descriptor ("Cannot copy noalias with non-bare pointers"); here the aligned pointer, the one
// the kernel reads through, gets it (NVPTX reads a noalias readonly kernel parameter with ld.global.nc).
// CHECK-LABEL: llvm.func @k(
// CHECK-SAME: %arg0: !llvm.ptr {llvm.readonly}, %arg1: !llvm.ptr {llvm.noalias, llvm.readonly}, %arg2: i64, %arg3: i64, %arg4: i64,
// CHECK-SAME: %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64,
// CHECK-SAME: %arg10: i64 {llvm.noundef}, %arg11: f32)
// BARE-LABEL: llvm.func @k(
// BARE-SAME: %arg0: !llvm.ptr {llvm.noalias, llvm.readonly}, %arg1: !llvm.ptr, %arg2: i64 {llvm.noundef}, %arg3: f32)
gpu.module @m {
  gpu.func @k(%a: memref<4xf32> {llvm.noalias, llvm.readonly}, %b: memref<4xf32>, %n: index {llvm.noundef}, %s: f32 {test.dropped}) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4xf32>
    %w = arith.mulf %v, %s : f32
    memref.store %w, %b[%c0] : memref<4xf32>
    gpu.return
  }
}
