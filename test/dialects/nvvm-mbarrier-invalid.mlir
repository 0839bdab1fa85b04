// Upstream's verifier messages for nvvm.ldmatrix and the mbarrier ops.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @ldmatrix_space(%p: !llvm.ptr) {
  // expected-error@+1 {{'nvvm.ldmatrix' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr'}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_num(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %l = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_i32(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is i32}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @ldmatrix_struct(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 4 elements of type i32}}
  %l = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @ldmatrix_shape(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected shape to be 8x8, 8x16 or 16x16}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_8x8_type(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected element type to be b16 for 8x8 matrix}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_8x16_layout(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected layout to be row for 8x16 matrix}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_8x16_type(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_16x16_num(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected num attribute to be 1 or 2 for 16x16 matrix}}
  %l = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_16x16_layout(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected layout to be col for 16x16 matrix}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_16x16_type(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_16x16_result(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @ldmatrix_llvm19(%p: !llvm.ptr<3>) {
  // LLVM 19's ldmatrix without shape and element type is not LLVM 22's.
  // expected-error@+1 {{'nvvm.ldmatrix' op requires attribute 'eltType'}}
  %l = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @init_global(%p: !llvm.ptr<1>, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.init' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.init %p, %c : !llvm.ptr<1>, i32
  llvm.return
}

// -----

llvm.func @inval_global(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.mbarrier.inval' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.inval %p : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @nocomplete_global(%p: !llvm.ptr<1>, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.arrive.nocomplete' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  %s = nvvm.mbarrier.arrive.nocomplete %p, %c : !llvm.ptr<1>, i32 -> i64
  llvm.return
}

// -----

llvm.func @test_wait_global(%p: !llvm.ptr<1>, %s: i64) {
  // expected-error@+1 {{'nvvm.mbarrier.test.wait' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  %d = nvvm.mbarrier.test.wait %p, %s : !llvm.ptr<1>, i64 -> i1
  llvm.return
}

// -----

// LLVM 22 has no `.shared` mbarrier ops (llvm-project #165558, #165993, #167567): the
// ops without the suffix take a !llvm.ptr<3> address too. The error names the one to use.

llvm.func @init_shared(%p: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{custom op 'nvvm.mbarrier.init.shared' is unknown: 'nvvm.mbarrier.init.shared' was removed in LLVM 22, use 'nvvm.mbarrier.init'}}
  nvvm.mbarrier.init.shared %p, %c : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @inval_shared(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{custom op 'nvvm.mbarrier.inval.shared' is unknown: 'nvvm.mbarrier.inval.shared' was removed in LLVM 22, use 'nvvm.mbarrier.inval'}}
  nvvm.mbarrier.inval.shared %p : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @arrive_shared(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{custom op 'nvvm.mbarrier.arrive.shared' is unknown: 'nvvm.mbarrier.arrive.shared' was removed in LLVM 22, use 'nvvm.mbarrier.arrive'}}
  %s = nvvm.mbarrier.arrive.shared %p : !llvm.ptr<3> -> i64
  llvm.return
}

// -----

llvm.func @nocomplete_shared(%p: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{custom op 'nvvm.mbarrier.arrive.nocomplete.shared' is unknown: 'nvvm.mbarrier.arrive.nocomplete.shared' was removed in LLVM 22, use 'nvvm.mbarrier.arrive.nocomplete'}}
  %s = nvvm.mbarrier.arrive.nocomplete.shared %p, %c : !llvm.ptr<3>, i32 -> i64
  llvm.return
}

// -----

llvm.func @expect_tx_shared(%p: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{custom op 'nvvm.mbarrier.arrive.expect_tx.shared' is unknown: 'nvvm.mbarrier.arrive.expect_tx.shared' was removed in LLVM 22, use 'nvvm.mbarrier.arrive.expect_tx'}}
  nvvm.mbarrier.arrive.expect_tx.shared %p, %c : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @try_wait_shared(%p: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{custom op 'nvvm.mbarrier.try_wait.parity.shared' is unknown: 'nvvm.mbarrier.try_wait.parity.shared' was removed in LLVM 22, use 'nvvm.mbarrier.try_wait.parity'}}
  nvvm.mbarrier.try_wait.parity.shared %p, %c, %c : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

llvm.func @test_wait_shared(%p: !llvm.ptr<3>, %s: i64) {
  // expected-error@+1 {{custom op 'nvvm.mbarrier.test.wait.shared' is unknown: 'nvvm.mbarrier.test.wait.shared' was removed in LLVM 22, use 'nvvm.mbarrier.test.wait'}}
  %d = nvvm.mbarrier.test.wait.shared %p, %s : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @init_shared_generic_form(%p: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{unregistered operation 'nvvm.mbarrier.init.shared' found in dialect ('nvvm') that does not allow unknown operations: 'nvvm.mbarrier.init.shared' was removed in LLVM 22, use 'nvvm.mbarrier.init'}}
  "nvvm.mbarrier.init.shared"(%p, %c) : (!llvm.ptr<3>, i32) -> ()
  llvm.return
}

// -----

llvm.func @expect_tx_global(%p: !llvm.ptr<1>, %c: i32) {
  // LLVM 22's arrive.expect_tx and try_wait.parity take generic and shared addresses only, as the others.
  // expected-error@+1 {{'nvvm.mbarrier.arrive.expect_tx' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.arrive.expect_tx %p, %c : !llvm.ptr<1>, i32
  llvm.return
}

// -----

llvm.func @try_wait_global(%p: !llvm.ptr<1>, %c: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.try_wait.parity' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.try_wait.parity %p, %c, %c : !llvm.ptr<1>, i32, i32
  llvm.return
}
