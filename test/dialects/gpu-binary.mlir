// RUN: ai-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics | ai-opt --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: gpu.binary @ptx  [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "//\0A.version 8.0\0A">]
// CHECK: gpu.binary @two  [#gpu.object<#nvvm.target, properties = {O = 2 : i32}, bin = "\00\01">, #gpu.object<#nvvm.target<chip = "sm_80">, "fatbin-bytes">]
// The default format `fatbin` may be written; it is printed without its keyword.
// CHECK: gpu.binary @fatbin  [#gpu.object<#nvvm.target, "bytes">]
// A gpu.binary written without a handler has upstream's default one, which the
// generic form names (upstream's mlir-opt crashes on a generic gpu.binary without it).
// GENERIC-COUNT-3: "gpu.binary"() <{objects = [{{.*}}], offloadingHandler = #gpu.select_object, sym_name =
module attributes {gpu.container_module} {
  gpu.binary @ptx [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "//\0A.version 8.0\0A">]
  gpu.binary @two [#gpu.object<#nvvm.target, properties = {O = 2 : i32}, bin = "\00\01">, #gpu.object<#nvvm.target<chip = "sm_80">, "fatbin-bytes">]
  gpu.binary @fatbin [#gpu.object<#nvvm.target, fatbin = "bytes">]
}

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @empty []
