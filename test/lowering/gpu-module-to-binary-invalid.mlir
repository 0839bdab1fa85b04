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

// -----

// Malformed features would abort NVPTX: they are reported before compiling.
module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op invalid NVVM target: unknown feature 'bogus' (expected +ptxNN, e.g. +ptx80)}}
  gpu.module @bad_feature [#nvvm.target<chip = "sm_90", features = "bogus">] {
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op invalid NVVM target: unknown chip 'gfx90a' (expected sm_NN, e.g. sm_90)}}
  gpu.module @bad_chip [#nvvm.target<chip = "gfx90a">] {
  }
}

// -----

// Well-formed but unknown to NVPTX (which would silently ignore them).
module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op invalid NVVM target: '+ptx99' is not a recognized feature for this target (ignoring feature)}}
  gpu.module @unknown_feature [#nvvm.target<chip = "sm_90", features = "+ptx99">] {
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op invalid NVVM target: 'sm_999' is not a recognized processor for this target (ignoring processor)}}
  gpu.module @unknown_chip [#nvvm.target<chip = "sm_999">] {
  }
}

// -----

// The modules compile one after another in one child process: the first that fails is the error, at its
// module; those after it are not compiled (no second error).
module attributes {gpu.container_module} {
  gpu.module @fine [#nvvm.target<chip = "sm_90">] {
    llvm.func @f(%x: f32) -> f32 {
      llvm.return %x : f32
    }
  }
  // expected-error@+1 {{'gpu.module' op NVPTX code generation failed: Cannot select}}
  gpu.module @tanh [#nvvm.target<chip = "sm_90">] {
    llvm.func @f(%x: f32) -> f32 {
      %0 = llvm.intr.tanh(%x) : (f32) -> f32
      llvm.return %0 : f32
    }
  }
  gpu.module @tanh_too [#nvvm.target<chip = "sm_90">] {
    llvm.func @f(%x: f32) -> f32 {
      %0 = llvm.intr.tanh(%x) : (f32) -> f32
      llvm.return %0 : f32
    }
  }
}

// -----

// Errors come in module order: a module that cannot be translated after one that NVPTX cannot compile.
module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op NVPTX code generation failed: Cannot select}}
  gpu.module @tanh [#nvvm.target<chip = "sm_90">] {
    llvm.func @f(%x: f32) -> f32 {
      %0 = llvm.intr.tanh(%x) : (f32) -> f32
      llvm.return %0 : f32
    }
  }
  gpu.module @untranslatable [#nvvm.target<chip = "sm_90">] {
    func.func @f() {
      func.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @fine [#nvvm.target<chip = "sm_90">] {
    llvm.func @f(%x: f32) -> f32 {
      llvm.return %x : f32
    }
  }
  gpu.module @untranslatable [#nvvm.target<chip = "sm_90">] {
    // expected-error@+1 {{'func.func' op cannot be translated to LLVM IR (expected llvm.func or llvm.mlir.global)}}
    func.func @f() {
      func.return
    }
  }
}

// -----

// A malformed target after a module that NVPTX cannot compile is the second error.
module attributes {gpu.container_module} {
  // expected-error@+1 {{'gpu.module' op NVPTX code generation failed: Cannot select}}
  gpu.module @tanh [#nvvm.target<chip = "sm_90">] {
    llvm.func @f(%x: f32) -> f32 {
      %0 = llvm.intr.tanh(%x) : (f32) -> f32
      llvm.return %0 : f32
    }
  }
  gpu.module @bad_feature [#nvvm.target<chip = "sm_90", features = "bogus">] {
  }
}
