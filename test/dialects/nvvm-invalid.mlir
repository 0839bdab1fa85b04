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
