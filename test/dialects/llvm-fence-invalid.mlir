// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @fence_ordering() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence syncscope("agent") monotonic
  return
}

// -----

func.func @fence_unknown_ordering() {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  llvm.fence relaxed
  return
}
