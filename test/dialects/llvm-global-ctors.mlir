// llvm.mlir.global_ctors/global_dtors print in upstream's (LLVM 22) syntax and round-trip.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

llvm.func @ctor() {
  llvm.return
}
llvm.func @dtor() {
  llvm.return
}

// CHECK: llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
// CHECK: llvm.mlir.global_dtors dtors = [@dtor, @ctor], priorities = [1 : i32, 65535 : i32], data = [@dtor, #llvm.zero]
llvm.mlir.global_dtors dtors = [@dtor, @ctor], priorities = [1 : i32, 65535 : i32], data = [@dtor, #llvm.zero]
// CHECK: llvm.mlir.global_ctors ctors = [], priorities = [], data = []
llvm.mlir.global_ctors ctors = [], priorities = [], data = []
