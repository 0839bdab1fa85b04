// gpu-module-to-binary keeps a gpu.module's offloading handler on its gpu.binary, as upstream's pass does.
// RUN: ai-opt %s --gpu-module-to-binary="format=isa" | FileCheck %s

// CHECK: gpu.binary @kernels <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target<chip = "sm_90">, {{.*}}>, #gpu.object<#nvvm.target<chip = "sm_80">, {{.*}}>]
module attributes {gpu.container_module} {
  gpu.module @kernels <#gpu.select_object<1>> [#nvvm.target<chip = "sm_90">, #nvvm.target<chip = "sm_80">] {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
