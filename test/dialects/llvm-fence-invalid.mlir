// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @fence_ordering() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence syncscope("agent") monotonic
  return
}

// -----

func.func @fence_unknown_ordering() {
  // expected-error@+1 {{expected an atomic ordering}}
  llvm.fence relaxed
  return
}
