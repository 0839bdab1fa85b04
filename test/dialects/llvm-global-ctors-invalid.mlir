// Upstream's (LLVM 22) checks of llvm.mlir.global_ctors/global_dtors, in its words.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @ctor() {
  llvm.return
}

// expected-error@+1{{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [], data = [#llvm.zero]

// -----

llvm.func @dtor() {
  llvm.return
}

// expected-error@+1{{dtors, priorities, and data must have the same number of elements}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32, 32767 : i32], data = [#llvm.zero]

// -----

llvm.func @ctor() {
  llvm.return
}

// expected-error@+1{{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = []

// -----

// expected-error@+1{{'llvm.mlir.global_ctors' op 'ctor' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]

// -----

func.func @ctor() {
  return
}

// expected-error@+1{{'llvm.mlir.global_ctors' op 'ctor' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @dtor()

// expected-error@+1{{'llvm.mlir.global_dtors' op 'dtor' does not have a definition}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @dtor() {
  llvm.return
}

// expected-error@+1{{data element must be symbol or #llvm.zero}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [0 : i32]

// -----

llvm.func @ctor() {
  llvm.return
}

// LLVM 19's attribute-dictionary form is not LLVM 22's syntax.
// expected-error@+1{{expected 'ctors'}}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
