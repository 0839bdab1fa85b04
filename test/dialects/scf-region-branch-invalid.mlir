// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's RegionBranchOpInterface check (LLVM 22 wording) of the values
// passed along each control flow edge of scf.if, scf.while and
// scf.execute_region, reported on the op with a note at the branch point.

func.func @if_yield_count(%c: i1, %a: f32) -> (f32, f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %x, %y = scf.if %c -> (f32, f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %a : f32
  } else {
    scf.yield %a, %a : f32, f32
  }
  return %x, %y : f32, f32
}

// -----

func.func @if_else_yield_count(%c: i1, %a: f32) -> f32 {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %x = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    // expected-note@+1 {{region branch point}}
    scf.yield %a, %a : f32, f32
  }
  return %x : f32
}

// -----

func.func @if_yield_type(%c: i1, %a: f32) -> i32 {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %x = scf.if %c -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %a : f32
  } else {
    scf.yield %a : f32
  }
  return %x : i32
}

// -----

func.func @if_yield_without_results(%c: i1, %a: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note@+1 {{region branch point}}
    scf.yield %a : f32
  }
  return
}

// -----

func.func @while_init_count(%i: i32) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note@+1 {{region branch point}}
  "scf.while"(%i) ({
  ^bb0(%a: i32, %b: i32):
    %true = arith.constant true
    scf.condition(%true)
  }, {
    scf.yield %i : i32
  }) : (i32) -> ()
  return
}

// -----

func.func @while_condition_to_after_count() {
  %true = arith.constant true
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while : () -> () {
    // expected-note@+1 {{region branch point}}
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_condition_to_after_type() {
  %true = arith.constant true
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %0 = scf.while : () -> (i1) {
    // expected-note@+1 {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_condition_to_results() {
  %true = arith.constant true
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note@+1 {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
  return
}

// -----

func.func @while_yield_to_before(%i: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while (%a = %i) : (i32) -> () {
    %true = arith.constant true
    scf.condition(%true)
  } do {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @execute_region_yield(%a: f32) -> i32 {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %x = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %a : f32
  }
  return %x : i32
}
