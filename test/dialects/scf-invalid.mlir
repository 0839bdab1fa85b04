// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @reduce_count(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %s = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%v) -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
  }
  func.return %s : f32
}

// -----

func.func @reduce_region_type(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%v) -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  func.return %s : f32
}

// -----

func.func @bounds(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%c0) to (%c1, %c1) step (%c1) {
  }
  func.return
}

// -----

func.func @for_results_without_iter_args(%n: index) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r = "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> (i64)
  return
}

// -----

func.func @for_result_type(%n: index, %x: i16) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i16' != 'i32'}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %acc: i16):
    scf.yield %acc : i16
  }) : (index, index, index, i16) -> (i32)
  return
}

// -----

func.func @for_yield_type(%n: index, %x: i16, %y: i8) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i16' != 'i8'}}
  %r = scf.for %i = %n to %n step %n iter_args(%acc = %x) -> (i16) {
    scf.yield %y : i8
  }
  return
}

// -----

func.func @if_block_arguments(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #1 should have no arguments}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  ^bb0(%x: f16):
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @if_results_without_else(%c: i1, %x: index) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (index) {
    scf.yield %x : index
  }
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: f64):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @reduce_outside_parallel(%x: f64) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x : f64) {
  ^bb0(%a: f64, %b: f64):
    scf.reduce.return %a : f64
  }
  return
}

// -----

// scf.parallel checks its body as upstream does, in its words.
func.func @parallel_iv_type(%c0: index, %c1: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%c0, %c1, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_terminator(%c0: index, %c1: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%c0, %c1, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.yield // expected-note {{terminator here}}
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_reduction_type(%c0: index, %c1: index, %f: f32) {
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

// scf.index_switch: upstream's checks and words.
func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 0}}
  scf.index_switch %i
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_result_type(%i: index, %a: i32, %b: index) -> index {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %r = scf.index_switch %i -> index
  case 0 {
    scf.yield %b : index
  }
  default {
    scf.yield %a : i32 // expected-note {{default region returns 'i32' here}}
  }
  return %r : index
}
