// llvm.comdat and llvm.comdat_selector print as upstream's and parse back, also from the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @any any
// CHECK-NEXT: llvm.comdat_selector @exact exactmatch
// CHECK-NEXT: llvm.comdat_selector @nodup nodeduplicate
// CHECK-NEXT: }
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
  llvm.comdat_selector @exact exactmatch
  llvm.comdat_selector @nodup nodeduplicate
}
