// Verifier errors of the llvm ops aiopt adds.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @extractelement_type(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'llvm.extractelement' op result 'res' at position 0 does not verify}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> i32
  llvm.return
}

// -----

llvm.func @freeze_type(%x: f32) {
  // expected-error@+1 {{'llvm.freeze' op result 'res' at position 0 does not verify}}
  %0 = "llvm.freeze"(%x) : (f32) -> f64
  llvm.return
}

// -----

llvm.func @switch_cases(%i: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%i) [^bb1, ^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @ctlz_float(%x: f32) {
  // expected-error@+1 {{'llvm.intr.ctlz' op operand 'in_' at position 0 does not verify}}
  %0 = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @memcpy_operand(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{'llvm.intr.memcpy' op operand 'src' at position 1 does not verify}}
  "llvm.intr.memcpy"(%p, %n, %n) <{isVolatile = false}> : (!llvm.ptr, i64, i64) -> ()
  llvm.return
}

// -----

llvm.func @gep_flag(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{operand expected}}
  %0 = llvm.getelementptr inbounds|bogus %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @atomic_float_op_on_integer(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i acq_rel : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @atomic_ordering(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{expected an atomic ordering}}
  %0 = llvm.atomicrmw add %p, %i relaxed : !llvm.ptr, i32
  llvm.return
}
