// gpu-to-llvm loads the object a gpu.binary's #gpu.select_object names (by index, by target), as upstream's
// SelectObjectAttr; without a handler or with the default one (no target), the first PTX object.
// RUN: ai-opt %s --split-input-file --verify-diagnostics --gpu-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK: llvm.mlir.global internal constant @by_index_ptx("// second\00")
module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @by_index::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.binary @by_index <#gpu.select_object<1>> [#gpu.object<#nvvm.target, assembly = "// first">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// second">]
}

// -----

// CHECK: llvm.mlir.global internal constant @by_target_ptx("// sm_80\00")
module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @by_target::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.binary @by_target <#gpu.select_object<#nvvm.target<chip = "sm_80">>> [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// sm_90">, #gpu.object<#nvvm.target<chip = "sm_80">, assembly = "// sm_80">]
}

// -----

// CHECK: llvm.mlir.global internal constant @first_ptx("// ptx\00")
module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @first::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.binary @first <#gpu.select_object> [#gpu.object<#nvvm.target, bin = "cubin">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// ptx">]
}

// -----

// Without a handler: the first PTX object.
// CHECK: llvm.mlir.global internal constant @no_handler_ptx("// ptx\00")
module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @no_handler::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.binary @no_handler [#gpu.object<#nvvm.target, bin = "cubin">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// ptx">]
}

// -----

module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    // expected-error@+1 {{the requested target object couldn't be found}}
    gpu.launch_func @out_of_range::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.binary @out_of_range <#gpu.select_object<2>> [#gpu.object<#nvvm.target, assembly = "// ptx">]
}

// -----

module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    // expected-error@+1 {{gpu.binary @not_ptx: the selected object is no PTX (assembly) object}}
    gpu.launch_func @not_ptx::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.binary @not_ptx <#gpu.select_object<0>> [#gpu.object<#nvvm.target, bin = "cubin">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// ptx">]
}
