// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's checks of the target extension types LLVM gives no memory operations (not `spirv.*` or
// `aarch64.svcount`) or no zero value (not `spirv.*`).

func.func @alloca(%n: i64) {
  // expected-error@+1 {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"no_alloca"> : (i64) -> !llvm.ptr
  return
}

// -----

func.func @load(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"no_load">'}}
  %0 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"no_load">
  return
}

// -----

func.func @zero() {
  // expected-error@+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"invalid_constant">
  return
}

// -----

func.func @zero_of_builtin_tensor() {
  // expected-error@+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xf32>'}}
  %0 = llvm.mlir.zero : tensor<4xf32>
  return
}

// -----

func.func @constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op does not support target extension type.}}
  %0 = llvm.mlir.constant(0 : index) : !llvm.target<"spirv.Event">
  return
}

// -----

// expected-error@+1 {{expected integer value}}
func.func @ints_before_types(%a: !llvm.target<"t", 1, i32>)
