// TF32 tensor cores in PTX: nvvm.convert.float.to.tf32 becomes `cvt.<rnd>{.relu}{.satfinite}.tf32.f32`
// (llvm.nvvm.f2tf32.*) and a tf32 nvvm.mma.sync `mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32`
// (llvm.nvvm.mma.m16n8k8.row.col.tf32), for sm_80 and sm_90; the PTX assembles (rna.satfinite needs PTX 8.1).
// RUN: ai-translate --mlir-to-ptx %s | FileCheck %s
// RUN: ai-translate --mlir-to-ptx %s -o %t.ptx
// RUN: %python %S/Inputs/ptxas_each.py %t.ptx

// CHECK: // gpu.module @ampere
// CHECK: .target sm_80
// CHECK: cvt.rna.tf32.f32
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// CHECK: // gpu.module @hopper
// CHECK: .target sm_90
// CHECK: cvt.rna.satfinite.tf32.f32
// CHECK: cvt.rn.relu.tf32.f32
// CHECK: cvt.rz.tf32.f32
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32

module attributes {gpu.container_module} {
  gpu.module @ampere [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
    llvm.func @mma(%p: !llvm.ptr<1>, %x: f32) attributes {gpu.kernel, nvvm.kernel} {
      %a = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>}
      %d = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%x, %x, %x, %x]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
         shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %v = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>
      llvm.store %v, %p : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @hopper [#nvvm.target<chip = "sm_90", features = "+ptx81">] {
    llvm.func @mma(%p: !llvm.ptr<1>, %x: f32) attributes {gpu.kernel, nvvm.kernel} {
      %a = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
      %b = nvvm.convert.float.to.tf32 %x {relu = true, rnd = #nvvm.fp_rnd_mode<rn>}
      %c = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rz>}
      %d = nvvm.mma.sync A[%a, %b, %c, %a] B[%b, %c] C[%x, %x, %x, %x]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
         shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %v = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
      llvm.store %v, %p : f32, !llvm.ptr<1>
      llvm.return
    }
  }
}
