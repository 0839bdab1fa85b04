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
