// The parameterless llvm types of upstream's LLVMTypes.td that xDSL lacks (`unknown LLVM type: ppc_fp128`).
// RUN: ai-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect | ai-opt --allow-unregistered-dialect | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-op-generic | ai-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @types
func.func @types() {
  // CHECK: "some.op"() : () -> !llvm.ppc_fp128
  "some.op"() : () -> !llvm.ppc_fp128
  // CHECK: "some.op"() : () -> !llvm.token
  "some.op"() : () -> !llvm.token
  // CHECK: "some.op"() : () -> !llvm.label
  "some.op"() : () -> !llvm.label
  // CHECK: "some.op"() : () -> !llvm.metadata
  "some.op"() : () -> !llvm.metadata
  // CHECK: "some.op"() : () -> !llvm.x86_amx
  "some.op"() : () -> !llvm.x86_amx
  // CHECK: llvm.mlir.undef : !llvm.ppc_fp128
  %0 = llvm.mlir.undef : !llvm.ppc_fp128
  return
}
