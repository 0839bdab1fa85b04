// RUN: ai-opt %s --convert-gpu-to-nvvm="use-bare-ptr-memref-call-conv" | FileCheck %s

// CHECK-LABEL: llvm.func @bare(%{{.*}}: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel}
// CHECK: llvm.getelementptr
gpu.module @kernels {
  gpu.func @bare(%m: memref<4xf32>) kernel {
    %c1 = arith.constant 1 : index
    %x = arith.constant 1.0 : f32
    memref.store %x, %m[%c1] : memref<4xf32>
    gpu.return
  }
}
