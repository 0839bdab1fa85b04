// Attributes named after a dialect are verified by that dialect (upstream's verifyOperationAttribute and
// verifyRegionArgAttribute); function arguments and results take only such attributes.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @nvvm_kernel_on_func() attributes {nvvm.kernel} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @grid_constant_not_kernel(%p: !llvm.ptr {llvm.byval = f64, nvvm.grid_constant}) {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute requires the argument to also have attribute 'llvm.byval'}}
llvm.func @grid_constant_without_byval(%p: !llvm.ptr {nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' must be a unit attribute}}
llvm.func @grid_constant_not_unit(%p: !llvm.ptr {llvm.byval = f64, nvvm.grid_constant = 1 : i32}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// A kernel argument that is a byval grid constant verifies.
llvm.func @grid_constant_ok(%p: !llvm.ptr {llvm.byval = f64, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error@+1 {{'func.func' op gpu.known_block_size must be a dense i32 array}}
func.func @known_block_size_i64() attributes {gpu.known_block_size = array<i64: 32, 1, 1>} {
  return
}

// -----

// expected-error@+1 {{'func.func' op gpu.known_grid_size must contain exactly 3 elements}}
func.func @known_grid_size_2d() attributes {gpu.known_grid_size = array<i32: 8, 8>} {
  return
}

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @plain_argument_attribute(%x: f32 {noalias}) {
  return
}

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @plain_result_attribute() -> (f32 {align = 4 : i64})
