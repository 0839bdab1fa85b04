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

// -----

// A loop nest of no loops (upstream rejects it; a rank-0 computation needs no loop).
func.func @parallel_no_tuple_elements() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}
