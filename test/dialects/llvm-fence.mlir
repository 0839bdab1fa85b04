// llvm.fence prints as upstream's and parses back, also from the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @fence(
func.func @fence() {
  // CHECK: llvm.fence syncscope("agent") seq_cst
  llvm.fence syncscope("agent") seq_cst
  // CHECK: llvm.fence release
  llvm.fence release
  // CHECK: llvm.fence acq_rel {tag}
  llvm.fence acq_rel {tag}
  return
}
