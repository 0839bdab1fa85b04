// RUN: ai-opt %s --split-input-file --verify-diagnostics
// llvm.getelementptr's struct indices and llvm.bitcast of pointers, in upstream's words.

func.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  return
}

// -----

func.func @gep_struct_bounds(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(i32, f32)>, i32)>
  return
}

// -----

func.func @gep_pointer_indexed(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op type '!llvm.ptr' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  return
}

// -----

func.func @bitcast_pointer_to_int(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  return
}

// -----

func.func @bitcast_address_space(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<1> to !llvm.ptr
  return
}

// -----

func.func @valid(%p: !llvm.ptr, %f: f32) {
  %0 = llvm.getelementptr %p[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %1 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %2 = llvm.bitcast %f : f32 to i32
  return
}

// -----

func.func @atomicrmw_result_type(%p: !llvm.ptr, %f: f32) {
  // expected-error@+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %f) {bin_op = 11, ordering = 1} : (!llvm.ptr, f32) -> i32
  return
}
