// Upstream's generic form holds llvm.func's personality and comdat, and
// llvm.mlir.global's comdat, as properties; ai-opt holds them as attributes,
// and reads them from `<{...}>` as upstream writes them (upstream reads them
// back from the attribute dictionary).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

"llvm.comdat"() <{sym_name = "__llvm_comdat"}> ({
  "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
}) : () -> ()

// CHECK: llvm.mlir.global external @g(0 : i32) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i32
"llvm.mlir.global"() <{addr_space = 0 : i32, comdat = @__llvm_comdat::@any, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", value = 0 : i32, visibility_ = 0 : i64}> ({
}) : () -> ()

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "__gxx_personality_v0", visibility_ = 0 : i64}> ({
}) : () -> ()

// CHECK-LABEL: llvm.func @f
// CHECK-SAME: comdat(@__llvm_comdat::@any) attributes {personality = @__gxx_personality_v0}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @__llvm_comdat::@any, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, personality = @__gxx_personality_v0, sym_name = "f", visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
