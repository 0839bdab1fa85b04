// Upstream's verifier messages for nvvm.ldmatrix and the mbarrier ops.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @ldmatrix_space(%p: !llvm.ptr) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected source pointer in memory space 3}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_num(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4}}
  %l = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_i32(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is i32}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @ldmatrix_struct(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 4 elements of type i32}}
  %l = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @init_global(%p: !llvm.ptr<1>, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.init' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.init %p, %c : !llvm.ptr<1>, i32
  llvm.return
}

// -----

llvm.func @init_shared_generic(%p: !llvm.ptr, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.init.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.mbarrier.init.shared %p, %c : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @inval_global(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.mbarrier.inval' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.inval %p : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @arrive_shared_generic(%p: !llvm.ptr) {
  // expected-error@+1 {{'nvvm.mbarrier.arrive.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  %s = nvvm.mbarrier.arrive.shared %p : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @nocomplete_global(%p: !llvm.ptr<1>, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.arrive.nocomplete' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  %s = nvvm.mbarrier.arrive.nocomplete %p, %c : !llvm.ptr<1>, i32 -> i64
  llvm.return
}

// -----

llvm.func @expect_tx_shared_generic(%p: !llvm.ptr, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.arrive.expect_tx.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.mbarrier.arrive.expect_tx.shared %p, %c : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @try_wait_shared_generic(%p: !llvm.ptr, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.try_wait.parity.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  nvvm.mbarrier.try_wait.parity.shared %p, %c, %c : !llvm.ptr, i32, i32
  llvm.return
}

// -----

llvm.func @test_wait_global(%p: !llvm.ptr<1>, %s: i64) {
  // expected-error@+1 {{'nvvm.mbarrier.test.wait' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  %d = nvvm.mbarrier.test.wait %p, %s : !llvm.ptr<1>, i64 -> i1
  llvm.return
}

// -----

llvm.func @test_wait_shared_generic(%p: !llvm.ptr, %s: i64) {
  // expected-error@+1 {{'nvvm.mbarrier.test.wait.shared' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  %d = nvvm.mbarrier.test.wait.shared %p, %s : !llvm.ptr, i64 -> i1
  llvm.return
}
