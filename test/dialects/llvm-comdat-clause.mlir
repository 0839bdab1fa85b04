// `comdat(@table::@selector)` on llvm.func and llvm.mlir.global parses; llvm.func
// prints it as its clause (as mlir-opt 22 does), and so does llvm.mlir.global,
// which ai-opt and upstream read back.
// RUN: ai-opt %s | ai-opt | FileCheck %s

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}

// CHECK: llvm.mlir.global external @g(0 : i32) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i32
llvm.mlir.global @g(0 : i32) comdat(@__llvm_comdat::@any) : i32

// CHECK: llvm.func @f() comdat(@__llvm_comdat::@any) {
llvm.func @f() comdat(@__llvm_comdat::@any) {
  llvm.return
}

// CHECK: llvm.func @h(%{{.*}}: i32) -> i32 comdat(@__llvm_comdat::@any) attributes {no_inline} {
llvm.func @h(%a: i32) -> i32 comdat(@__llvm_comdat::@any) attributes {no_inline} {
  llvm.return %a : i32
}

// CHECK: llvm.func @decl() comdat(@__llvm_comdat::@any){{$}}
llvm.func @decl() comdat(@__llvm_comdat::@any)
