// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @vote(%m: i32, %p: i1) {
  // expected-error@+1 {{vote.sync 'any' returns i1}}
  %v = nvvm.vote.sync any %m, %p -> i32
  llvm.return
}

// -----

// expected-error@+1 {{unknown nvvm.target parameter 'cpu'}}
gpu.module @m [#nvvm.target<cpu = "x">] {
}

// -----

// With return_value_and_is_valid, the result is a struct of the value and an i1 (upstream's check).
func.func @shfl_valid_result(%mask: i32, %v: i32, %offset: i32, %clamp: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected return type to be a two-element struct with i1 as the second element}}
  %0 = nvvm.shfl.sync bfly %mask, %v, %offset, %clamp {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i32)>
  return
}
