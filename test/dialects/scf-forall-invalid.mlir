// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @insert_outside_in_parallel(%t: tensor<4xf32>, %s: tensor<1xf32>, %i: index) {
  // expected-error@+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[%i][1][1] : tensor<1xf32> into tensor<4xf32>
  return
}

// -----

func.func @in_parallel_outside_forall() {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @slice_size_mismatch(%t: tensor<4xf32>, %s: tensor<2xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected type to be 'tensor<1xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[%i][1][1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

func.func @not_combining(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return %r : tensor<4xf32>
}

// -----

func.func @insert_into_non_output(%t: tensor<4xf32>, %s: tensor<1xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[%i][1][1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

func.func @outputs_and_types(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @results_and_outputs(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %r:2 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @region_arguments(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @index_argument(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @output_argument(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @dynamic_bounds(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @bound_count(%n: index) {
  // expected-error@+1 {{expected 1 step values, got 2}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1, 1>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @mapping_attribute(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1 : i64]}
  return
}

// -----

func.func @mapping_rank(%n: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

// A literal INT64_MIN is the dynamic marker with no operand for it (the parser raised StopIteration).
func.func @forall_dynamic_marker_without_value(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected 1 dynamic upper bound values}}
  %0 = scf.forall (%i) in (-9223372036854775808) shared_outs(%o = %t) -> tensor<8xf32> {
  }
  return %0 : tensor<8xf32>
}

// -----

func.func @forall_step_marker_without_value(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected 1 dynamic step values}}
  %0 = scf.forall (%i) = (0) to (8) step (-9223372036854775808) shared_outs(%o = %t) -> tensor<8xf32> {
  }
  return %0 : tensor<8xf32>
}
