// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @zero_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
  }
  return
}

// -----

func.func @positive_step(%lb: index, %ub: index) {
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c2) {
  }
  return
}
