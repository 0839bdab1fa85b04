// RUN: ai-opt %s --split-input-file --verify-diagnostics --gpu-module-to-binary="format=isa"

module attributes {gpu.container_module} {
  // expected-error@+1 {{the module has no target attributes: run nvvm-attach-target first}}
  gpu.module @untargeted {
  }
}

// -----

// What NVPTX cannot select is a located error, not a crash.
module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op NVPTX code generation failed: Cannot select}}
  gpu.module @tanh [#nvvm.target<chip = "sm_90">] {
    llvm.func @f(%x: f32) -> f32 {
      %0 = llvm.intr.tanh(%x) : (f32) -> f32
      llvm.return %0 : f32
    }
  }
}
