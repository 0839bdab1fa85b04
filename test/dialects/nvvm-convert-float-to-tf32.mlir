// nvvm.convert.float.to.tf32 prints as upstream's (default rnd/sat/relu left out) and parses back, also from
// the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @convert_float_to_tf32(
func.func @convert_float_to_tf32(%x: f32) -> (i32, i32, i32, i32) {
  // CHECK: %{{.*}} = nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rna>}
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>}
  // CHECK: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
  %1 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
  // CHECK: nvvm.convert.float.to.tf32 %{{.*}} {relu = true, rnd = #nvvm.fp_rnd_mode<rn>}
  %2 = nvvm.convert.float.to.tf32 %x {relu = true, rnd = #nvvm.fp_rnd_mode<rn>}
  // The defaults (no saturation, no relu) are left out.
  // CHECK: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rz>}{{$}}
  %3 = nvvm.convert.float.to.tf32 %x {relu = false, rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<none>}
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
