// RUN: ai-opt %s --split-input-file --verify-diagnostics --gpu-to-llvm

module attributes {gpu.container_module} {
  func.func @missing(%n: index) {
    // A launch of a kernel container that does not exist is invalid IR (as upstream verifies it).
    // expected-error@+1 {{'gpu.launch_func' op kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @async(%n: index) {
    // expected-error@+1 {{'gpu.wait' with async tokens is not supported by gpu-to-llvm}}
    %t = gpu.wait async
    return
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error@+1 {{gpu-to-llvm needs gpu.binary ops: run gpu-module-to-binary first}}
  gpu.module @kernels {
  }
}
