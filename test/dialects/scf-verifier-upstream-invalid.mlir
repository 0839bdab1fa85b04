// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Upstream's words for scf.for, scf.if, scf.while and scf.reduce.

func.func @for_two_blocks(%n: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_iv_type(%n: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_iter_args_count(%n: index, %x: f32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %n to %n step %n
      iter_args(%a = %x) -> (f32, f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @if_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    scf.yield
  ^bb1:
    scf.yield
  }, {
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @while_input_count() {
  // expected-error@+1 {{expected as many input types as operands (expected 0 got 1)}}
  scf.while : (i32) -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_no_blocks() {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
  return
}

// -----

func.func @while_empty_blocks() {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
  return
}

// -----

func.func @while_before_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    "some.other_terminator"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    // expected-note@+1 {{terminator here}}
    "some.other_terminator"() : () -> ()
  }
  return
}

// -----

func.func @reduce_empty_body(%n: index, %x: f32) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
    }
  }
  return
}

// -----

func.func @reduce_argument_count(%n: index, %x: f32) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_terminator(%n: index, %x: f32) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      "some.other_terminator"() : () -> ()
    }
  }
  return
}

// -----

func.func @reduce_return_type(%n: index, %x: f32) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.constant 1 : index
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : index
    }
  }
  return
}
