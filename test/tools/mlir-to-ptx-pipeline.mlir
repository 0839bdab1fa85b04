// The whole GPU road from mhlo: hlo-to-gpu-pipeline compiles each kernel
// module to a gpu.binary holding its PTX; --mlir-to-ptx prints that PTX,
// which ptxas assembles.
// RUN: ai-opt %s --hlo-to-gpu-pipeline="chip=sm_90" -o %t.mlir
// RUN: FileCheck %s --check-prefix=BINARY < %t.mlir
// RUN: ai-translate --mlir-to-ptx %t.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %python %S/Inputs/ptxas_each.py %t.ptx

// BINARY: gpu.launch_func @main_kernel::@main_kernel
// BINARY: gpu.binary @main_kernel {{ *}}[#gpu.object<#nvvm.target<{{.*}}chip = "sm_90"{{.*}}>, {{.*}}assembly = "
// CHECK: // gpu.module @main_kernel
// CHECK: .target sm_90
// CHECK: .visible .entry main_kernel(
// tanh is a polynomial (no call, no unselectable intrinsic):
// CHECK: fma.rn.f32
// CHECK-NOT: call
func.func @main(%x: tensor<1000xf32>, %y: tensor<1000xf32>, %z: tensor<1000xf32>) -> tensor<1000xf32> {
  %0 = mhlo.multiply %x, %y : tensor<1000xf32>
  %1 = mhlo.add %0, %z : tensor<1000xf32>
  %2 = mhlo.tanh %1 : tensor<1000xf32>
  return %2 : tensor<1000xf32>
}
