// Verifier errors of the llvm ops aiopt adds.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @extractelement_type(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> i32
  llvm.return
}

// -----

llvm.func @freeze_type(%x: f32) {
  // expected-error@+1 {{'llvm.freeze' op requires the same type for all operands and results}}
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
  // expected-error@+1 {{'llvm.intr.ctlz' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @memcpy_operand(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{'llvm.intr.memcpy' op operand #1 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.memcpy"(%p, %n, %n) <{isVolatile = false}> : (!llvm.ptr, i64, i64) -> ()
  llvm.return
}

// -----

llvm.func @gep_flag(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{expected SSA operand}}
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

// -----
// Upstream's verifiers on xDSL's llvm ops (GlobalOp, FuncOp, ReturnOp, CallOp, ...).

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @g_align(7 : i32) {alignment = 12} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g_common(3 : i64) : i64

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @g_appending() : i64

// -----

llvm.mlir.global internal @g_init() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@+1 {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @inline_both() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_value_from_void(%x: f32) {
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %x : f32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_nothing() -> f64 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_mismatch(%x: i64) -> i8 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %x : i64
}

// -----

llvm.func @takes_f32(f32) -> f32

llvm.func @call_operand_mismatch(%x: f64) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'f64' != 'f32'}}
  %0 = llvm.call @takes_f32(%x) : (f64) -> f32
  llvm.return
}

// -----

llvm.func @returns_i16() -> i16

llvm.func @call_result_mismatch() {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i64' != 'i16'}}
  %0 = llvm.call @returns_i16() : () -> i64
  llvm.return
}

// -----

llvm.func @returns_i16() -> i16

llvm.func @call_drops_result() {
  // expected-error@+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @returns_i16() : () -> ()
  llvm.return
}

// -----

llvm.func @returns_void()

llvm.func @call_void_with_result() {
  // expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @returns_void() : () -> i16
  llvm.return
}

// -----

llvm.func @call_not_a_pointer(%f: !llvm.func<void ()>) {
  // expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: '!llvm.func<void ()>'}}
  llvm.call %f() : !llvm.func<void ()>, () -> ()
  llvm.return
}

// -----

func.func @call_void_result(%f: !llvm.ptr) {
  // Upstream's parser rejects it (parseCallTypeAndResolveOperands), before the verifier would.
  // expected-error@+1 {{expected a non-void result type}}
  llvm.call %f() : !llvm.ptr, () -> (!llvm.void)
  return
}

// -----

func.func @call_memref_result(%f: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op result #0 must be LLVM dialect-compatible type, but got 'memref<4xf32>'}}
  llvm.call %f() : !llvm.ptr, () -> (memref<4xf32>)
  return
}

// -----

llvm.func @printf_like(%fmt: !llvm.ptr, ...)

llvm.func @vararg_not_variadic(%fmt: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  llvm.call @printf_like(%fmt) vararg(!llvm.func<void (!llvm.ptr)>) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @vararg_too_many_params(%f: !llvm.ptr, %fmt: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to have at most 1 parameters}}
  llvm.call %f(%fmt) vararg(!llvm.func<void (!llvm.ptr, f64, ...)>) : !llvm.ptr, (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @vararg_param_mismatch(%f: !llvm.ptr, %x: f32) {
  // expected-error@+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'f64' != 'f32'}}
  llvm.call %f(%x) vararg(!llvm.func<void (f64, ...)>) : !llvm.ptr, (f32) -> ()
  llvm.return
}

// -----

llvm.func @vararg_void(%f: !llvm.ptr, %x: f32) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call %f(%x) vararg(!llvm.func<i1 (f32, ...)>) : !llvm.ptr, (f32) -> ()
  llvm.return
}

// -----

llvm.func @vararg_result_mismatch(%f: !llvm.ptr, %x: f32) {
  // expected-error@+1 {{'llvm.call' op var_callee_type return type mismatch: 'i1' != 'i64'}}
  %0 = llvm.call %f(%x) vararg(!llvm.func<i1 (f32, ...)>) : !llvm.ptr, (f32) -> i64
  llvm.return
}

// -----

func.func @insertvalue_mismatch(%s: !llvm.struct<(i32, f64)>, %x: f32) {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f64)>'}}
  %0 = "llvm.insertvalue"(%s, %x) {position = array<i64: 1>} : (!llvm.struct<(i32, f64)>, f32) -> !llvm.struct<(i32, f64)>
  return
}

// -----

func.func @extractvalue_mismatch(%a: !llvm.array<2 x !llvm.array<3 x i8>>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.array<2 x !llvm.array<3 x i8>>' should produce '!llvm.array<3 x i8>' but this op returns 'i8'}}
  %0 = "llvm.extractvalue"(%a) {position = array<i64: 0>} : (!llvm.array<2 x !llvm.array<3 x i8>>) -> i8
  return
}

// -----

func.func @extractvalue_out_of_bounds(%s: !llvm.struct<(i32, f64)>) {
  // expected-error@+1 {{'llvm.extractvalue' op position out of bounds: 2}}
  %0 = "llvm.extractvalue"(%s) {position = array<i64: 2>} : (!llvm.struct<(i32, f64)>) -> i32
  return
}

// -----

llvm.func @switch_weights(%i: i64) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.switch %i : i64, ^bb1 [
    7: ^bb1
  ] {branch_weights = array<i32: 5>}
^bb1:
  llvm.return
}

// -----

llvm.func @switch_case_type(%i: i16) {
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%i)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<3> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @load_access_groups(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = [@load_access_groups]} : !llvm.ptr -> f32
  llvm.return
}

// -----

llvm.func @store_alias_scopes(%p: !llvm.ptr, %x: f32) {
  // expected-error@+1 {{'llvm.store' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %x, %p {alias_scopes = 1 : i32} : f32, !llvm.ptr
  llvm.return
}

// -----

func.func @bitcast_2d(%v: vector<4x2xi16>) {
  // expected-error@+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got 'vector<4x2xi16>'}}
  %0 = llvm.bitcast %v : vector<4x2xi16> to vector<4x2xf16>
  return
}

// -----

func.func @shuffle_scalable(%v: vector<[2]xi64>) {
  // expected-error@+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [1, 0] : vector<[2]xi64>
  return
}

// -----

llvm.func @cmpxchg_operand_types(%p: !llvm.ptr, %a: i16, %b: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type}}
  %0 = "llvm.cmpxchg"(%p, %a, %b) {success_ordering = 6, failure_ordering = 2} : (!llvm.ptr, i16, i32) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @cmpxchg_result_type(%p: !llvm.ptr, %a: i16) {
  // expected-error@+1 {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %0 = "llvm.cmpxchg"(%p, %a, %a) {success_ordering = 6, failure_ordering = 2} : (!llvm.ptr, i16, i16) -> !llvm.struct<(i16, i16)>
  llvm.return
}

// -----

llvm.func @cmpxchg_i1(%p: !llvm.ptr, %a: i1) {
  // expected-error@+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %a, %a acq_rel monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @cmpxchg_failure_ordering(%p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %a, %a seq_cst release : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @cmpxchg_unordered(%p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %a, %a monotonic unordered : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @cmpxchg_scopes(%p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.cmpxchg %p, %a, %a monotonic monotonic {noalias_scopes = [1]} : !llvm.ptr, i64
  llvm.return
}

// -----

func.func @interleave_operand_types(%a: vector<4xf32>, %b: vector<[4]xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.interleave2' op failed to verify that all of {vec1, vec2} have same type}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<4xf32>, vector<[4]xf32>) -> vector<8xf32>
  return
}

// -----

func.func @interleave_result_length(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

// expected-error@+1 {{invalid data layout descriptor}}
module attributes {llvm.data_layout = "e-i64:64-%%"} {
}

// -----

// Atomic loads and stores are checked as upstream's verifyAtomicMemOp.
llvm.func @load_release(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return
}

// -----

llvm.func @store_acquire(%p: !llvm.ptr, %v: f32) {
  // expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @store_i1(%p: !llvm.ptr, %v: i1) {
  // expected-error@+1 {{'llvm.store' op unsupported type 'i1' for atomic access}}
  llvm.store %v, %p atomic monotonic {alignment = 1 : i64} : i1, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_unaligned(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> f32
  llvm.return
}

// -----

llvm.func @store_syncscope(%p: !llvm.ptr, %v: f32) {
  // expected-error@+1 {{'llvm.store' op expected syncscope to be null for non-atomic access}}
  "llvm.store"(%v, %p) {syncscope = "singlethread"} : (f32, !llvm.ptr) -> ()
  llvm.return
}

// -----

// llvm.zext/sext widen integers, as upstream's verifyExtOp checks (xDSL's check never ran).
llvm.func @zext_narrows(%a: i32) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return
}

// -----

llvm.func @sext_vector_shape(%a: vector<1xi32>) {
  // expected-error@+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.sext %a : vector<1xi32> to vector<2xi64>
  llvm.return
}

// -----

llvm.func @zext_to_vector(%a: i32) {
  // expected-error@+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.zext %a : i32 to vector<1xi64>
  llvm.return
}

// -----

llvm.func @alloca_trailing_type(%n: i64) {
  // expected-error@+1 {{expected trailing function type with one argument and one result}}
  %p = llvm.alloca %n x i32 : () -> ()
  llvm.return
}

// -----

// A position the container type does not have: upstream's parse errors, at the token after the type
// (xDSL's raised an IndexError).
llvm.func @insertvalue_out_of_bounds(%a: i32, %b: !llvm.struct<(i32)>) {
  // expected-error@+2 {{position out of bounds: 1}}
  %0 = llvm.insertvalue %a, %b[1] : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @extractvalue_nesting(%b: !llvm.array<1 x i32>) {
  // expected-error@+2 {{expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %b[0, 0] : !llvm.array<1 x i32>
  llvm.return
}

// -----

// llvm.mlir.constant: upstream's checks of the value against the type, in its words.
llvm.func @constant_string_type() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("foo") : !llvm.ptr
  llvm.return
}

// -----

llvm.func @constant_complex_parts() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1.0 : f64, 1.0 : f32]) : !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @constant_complex_scalar() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant(1.0 : f64) : !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @constant_complex_three_parts() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f64, 2.0 : f64, 3.0 : f64]) : !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @constant_complex_struct_members() {
  // expected-error@+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1.0 : f64, 2.0 : f64]) : !llvm.struct<(f64, f32)>
  llvm.return
}

// -----

llvm.func @constant_complex_untyped_parts() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant(["re", "im"]) : !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @constant_complex_ptr_parts() {
  // expected-error@+1 {{expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([1 : i64, 2 : i64]) : !llvm.struct<(ptr, ptr)>
  llvm.return
}

// -----

llvm.func @constant_no_value() {
  // expected-error@+1 {{'llvm.mlir.constant' op requires attribute 'value'}}
  %0 = "llvm.mlir.constant"() : () -> i32
  llvm.return
}

// -----

llvm.func @constant_symbol() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@constant_symbol) : !llvm.ptr
  llvm.return
}

// -----

// llvm.atomicrmw parses any ordering; its value type is checked before the ordering, as upstream's.
llvm.func @atomicrmw_int_for_fadd(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @atomicrmw_xchg_i1(%p: !llvm.ptr, %i: i1) {
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @atomicrmw_unordered(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %i unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @call_missing() {
  // expected-error@+1 {{'llvm.call' op 'missing' does not reference a symbol in the current scope}}
  llvm.call @missing() : () -> ()
  llvm.return
}

// -----

func.func @not_llvm() {
  return
}

llvm.func @call_func_func() {
  // expected-error@+1 {{'llvm.call' op 'not_llvm' does not reference a valid LLVM function}}
  llvm.call @not_llvm() : () -> ()
  llvm.return
}

// -----

llvm.func @extractelement_vector_result(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @call_two_results(%f: !llvm.ptr) {
  // expected-error@+1 {{expected function with 0 or 1 result}}
  llvm.call %f() : !llvm.ptr, () -> (i32, i32)
  llvm.return
}

// -----

llvm.func @zero_of_tensor() {
  // expected-error@+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xi32>'}}
  %0 = llvm.mlir.zero : tensor<4xi32>
  llvm.return
}

// -----

func.func @gep_missing_result_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{op requires one result}}
  llvm.getelementptr %base[%pos] : (!llvm.ptr, i64) -> (), i64
}

// -----

func.func @icmp_wrong_string(%arg0 : i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  llvm.icmp "foo" %arg0, %arg0 : i32
  return
}
