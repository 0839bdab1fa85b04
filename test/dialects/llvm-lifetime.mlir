// llvm.intr.lifetime.start / end in LLVM 22's form (the pointer only; LLVM 21's size argument is gone) print as
// upstream's and parse back, also from the generic form; LLVM 19's sized form is an error, as upstream.
// RUN: ai-opt %s --split-input-file --verify-diagnostics | ai-opt --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @lifetime(
// CHECK: %[[P:.*]] = llvm.alloca
// CHECK: llvm.intr.lifetime.start %[[P]] : !llvm.ptr
// CHECK: llvm.intr.lifetime.end %[[P]] : !llvm.ptr
llvm.func @lifetime() {
  %c = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %c x i32 : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @sized(%p: !llvm.ptr) {
  // expected-error@+1 {{expected SSA operand}}
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @not_a_pointer(%x: i64) {
  // expected-error@+1 {{'llvm.intr.lifetime.end' op operand #0 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.lifetime.end"(%x) : (i64) -> ()
  llvm.return
}
