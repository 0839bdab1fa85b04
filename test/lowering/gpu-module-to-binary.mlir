// RUN: ai-opt %s --gpu-module-to-binary="format=isa" | FileCheck %s
// RUN: ai-opt %s --gpu-module-to-binary | FileCheck %s --check-prefix=FATBIN
// RUN: not ai-opt %s --gpu-module-to-binary="format=bin" 2>&1 | FileCheck %s --check-prefix=BAD

// One PTX object per target, in the module's place.
// CHECK: gpu.binary @kernels  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, properties = {O = 3 : i32}, assembly = "{{.*}}.version 8.0\0A.target sm_90{{.*}}.visible .entry scale({{.*}}.maxntid 128, 1, 1{{.*}}">, #gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">, properties = {O = 2 : i32}, assembly = "{{.*}}.target sm_80{{.*}}">]
// CHECK-NOT: gpu.module
// FATBIN: gpu.binary @kernels  [#gpu.object<{{.*}}, assembly = "
// PTXAS: 2 modules
// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'format': unsupported format 'bin' (supported: isa, assembly, fatbin, fatbinary)
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, #nvvm.target<chip = "sm_80", features = "+ptx70">] {
    llvm.func @scale(%p: !llvm.ptr, %x: f32) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = llvm.getelementptr %p[%0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2 = llvm.load %1 : !llvm.ptr -> f32
      %3 = llvm.fmul %2, %x : f32
      llvm.store %3, %1 : f32, !llvm.ptr
      llvm.return
    }
  }
}
