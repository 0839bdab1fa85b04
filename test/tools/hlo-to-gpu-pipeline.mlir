// RUN: ai-opt %s --hlo-to-gpu-pipeline | FileCheck %s
// RUN: ai-opt %s --hlo-to-gpu-pipeline="chip=sm_80 features=+ptx70" | FileCheck %s --check-prefix=SM80
// RUN: ai-opt %s --hlo-to-gpu-pipeline -o %t.mlir
// RUN: %python %S/Inputs/ptxas_each.py %t.mlir | FileCheck %s --check-prefix=PTXAS
// PTXAS: 1 modules

// tanh(x * y + z) becomes one fused kernel of 256-thread blocks, launched
// from a host function that writes its result into an out parameter.
// CHECK: module attributes {gpu.container_module} {
// CHECK: func.func @main(%{{.*}}: memref<1000xf32>, %{{.*}}: memref<1000xf32>, %{{.*}}: memref<1000xf32>, %[[OUT:.*]]: memref<1000xf32>) {
// CHECK: %[[C256:.*]] = arith.constant 256 : index
// CHECK: gpu.launch_func @main_kernel::@main_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%[[C256]], %{{.*}}, %{{.*}}) args({{.*}}%[[OUT]] : memref<1000xf32>)
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.binary @main_kernel  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, properties = {O = 3 : i32}, assembly = "{{.*}}.visible .entry main_kernel({{.*}}.maxntid 256, 1, 1{{.*}}fma.rn.f32{{.*}}">]
// CHECK-NOT: gpu.module
// SM80: gpu.binary @main_kernel  [#gpu.object<#nvvm.target<O = 3, chip = "sm_80", features = "+ptx70">, properties = {O = 3 : i32}, assembly = "{{.*}}.version 7.0{{.*}}.target sm_80{{.*}}">]
func.func @main(%x: tensor<1000xf32>, %y: tensor<1000xf32>, %z: tensor<1000xf32>) -> tensor<1000xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<1000xf32>
  %1 = stablehlo.add %0, %z : tensor<1000xf32>
  %2 = stablehlo.tanh %1 : tensor<1000xf32>
  return %2 : tensor<1000xf32>
}
