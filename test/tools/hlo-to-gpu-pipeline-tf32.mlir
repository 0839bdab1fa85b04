// hlo-to-gpu-pipeline{tf32=true}: f32 dots on tf32 tensor cores from sm_80 (opt-in: off by default, ignored
// before sm_80 as cuBLAS's TF32 mode is); a dot whose precision_config names HIGHEST keeps f32 products.
// RUN: ai-opt %s --hlo-to-gpu-pipeline="chip=sm_80 features=+ptx70 tf32=true" | FileCheck %s
// RUN: ai-opt %s --hlo-to-gpu-pipeline="chip=sm_80 features=+ptx70" | FileCheck %s --check-prefix=OFF
// RUN: ai-opt %s --hlo-to-gpu-pipeline="chip=sm_75 features=+ptx70 tf32=true" | FileCheck %s --check-prefix=OFF
// RUN: ai-opt %s --hlo-to-gpu-pipeline="chip=sm_90 tf32=true" -o %t.mlir
// RUN: %python %S/Inputs/ptxas_each.py %t.mlir | FileCheck %s --check-prefix=PTXAS
// PTXAS: 4 modules

// The dot's kernel: 4 warps per block, tf32 mmas; the HIGHEST one's: 16 x 16 threads, no mma.
// CHECK: gpu.launch_func @[[TF32:main_kernel_[0-9]+]]::@main_kernel {{.*}} threads in (%c128, %c1, %c1)
// CHECK: gpu.launch_func @[[F32:main_kernel_[0-9]+]]::@main_kernel {{.*}} threads in (%c16, %c16, %c1)
// CHECK: gpu.binary @[[TF32]]  [#gpu.object<#nvvm.target<O = 3, chip = "sm_80", features = "+ptx70">, {{.*}}cvt.rna.tf32.f32{{.*}}mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// CHECK-NOT: mma.sync
// OFF-NOT: mma.sync
func.func @main(%a: tensor<100x70xf32>, %b: tensor<70x128xf32>) -> (tensor<100x128xf32>, tensor<100x128xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<100x70xf32>, tensor<70x128xf32>) -> tensor<100x128xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<100x70xf32>, tensor<70x128xf32>) -> tensor<100x128xf32>
  return %0, %1 : tensor<100x128xf32>, tensor<100x128xf32>
}
