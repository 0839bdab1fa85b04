// #gpu.select_object, the offloading handler of gpu.binary and gpu.module: by target, by index (printed with
// its type, as upstream: `1 : i64`), or absent.
// RUN: ai-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics | ai-opt --split-input-file | FileCheck %s

// CHECK: gpu.binary @by_target <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
// CHECK: gpu.binary @by_index <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
// The default handler (no target: the first object) is not printed, as upstream.
// CHECK: gpu.binary @first [#gpu.object<#nvvm.target, "">]
// CHECK: gpu.module @kernels<#gpu.select_object<0 : i64>> [#nvvm.target]
module attributes {gpu.container_module} {
  gpu.binary @by_target <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
  gpu.binary @by_index <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
  gpu.binary @first <#gpu.select_object> [#gpu.object<#nvvm.target, "">]
  gpu.module @kernels <#gpu.select_object<0>> [#nvvm.target] {
  }
}

// -----

// expected-error@+1 {{the object index must be positive}}
gpu.binary @negative <#gpu.select_object<-1>> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error@+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @not_a_target <#gpu.select_object<"sm_90">> [#gpu.object<#nvvm.target, "">]
