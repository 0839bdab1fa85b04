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

// -----

// Result types without `init` values: upstream reads the arrow list on its own
// and reports the mismatch at the op's name, after the body.
func.func @parallel_results_without_init(%lb: index, %ub: index, %st: index) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) -> i64 {
  }
  return
}

// -----

func.func @parallel_init_without_results(%lb: index, %ub: index, %st: index, %x: f16) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
  scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) {
  }
  return
}

// -----

func.func @parallel_two_inits_one_type(%lb: index, %ub: index, %st: index, %x: f16) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 2 operands and 1 types}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %x) -> f16 {
  }
  return
}
