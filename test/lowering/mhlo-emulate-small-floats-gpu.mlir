// The GPU pipeline computes f8 in f32 too: the kernel loads f32 and rounds with round-to-nearest-even
// (cvt.rni) in steps of the format's quantum.
// RUN: ai-opt %s --hlo-to-gpu-pipeline | FileCheck %s

// CHECK: gpu.binary @main_kernel
// CHECK-SAME: ld.global.b32
// CHECK-SAME: cvt.rni.f32.f32
// CHECK-SAME: st.global.b32
func.func @main(%a: tensor<4xf8E5M2>, %b: tensor<4xf8E5M2>) -> tensor<4xf8E5M2> {
  %0 = stablehlo.add %a, %b : tensor<4xf8E5M2>
  func.return %0 : tensor<4xf8E5M2>
}
