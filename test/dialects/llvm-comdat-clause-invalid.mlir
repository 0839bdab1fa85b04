// A comdat clause must name an llvm.comdat_selector (upstream's verifyComdat).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.mlir.global @not_comdat(0 : i32) : i32
// expected-error@below {{expected comdat symbol}}
llvm.mlir.global @invalid_global_comdat(0 : i32) comdat(@not_comdat) : i32

// -----

// expected-error@below {{expected comdat symbol}}
llvm.func @invalid_func_comdat() comdat(@foo) {
  llvm.return
}

// -----

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
// expected-error@below {{expected comdat symbol}}
llvm.func @table_not_selector() comdat(@__llvm_comdat) {
  llvm.return
}
