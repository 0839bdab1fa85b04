// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's parser messages for affine maps, sets and the affine ops' custom syntax.

// expected-error@+1 {{use of undeclared identifier}}
#a = affine_map<(i) -> (j)>

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
#a = affine_map<(d0, d0) -> (d0)>

// -----

// expected-error@+1 {{expected '(' in affine map range}}
#a = affine_map<(d0) -> d0>

// -----

// expected-error@+1 {{expected '(' in integer set constraint list}}
#s = affine_set<(i)[N, M] : )i >= 0)>

// -----

#set = affine_set<(i)[N] : (i >= 0, N - i >= 0)>
func.func @if_symbol_count(%n: index) {
  affine.for %i = 1 to 10 {
    // expected-error@+1 {{symbol operand count and integer set symbol count must match}}
    affine.if #set(%i) {
    }
  }
  return
}

// -----

#set = affine_set<(i)[N] : (i >= 0, N - i >= 0)>
func.func @if_dim_count(%n: index) {
  // expected-error@+1 {{dim operand count and integer set dim count must match}}
  affine.if #set()[%n] {
  }
  return
}

// -----

func.func @step_not_an_attribute(%s: i32) {
  affine.for %i = 1 to 5 step %s { // expected-error {{expected attribute value}}
  }
  return
}

// -----

func.func @step_typo() {
  affine.for %i = 1 to 100 step -- 1 { // expected-error {{expected constant integer or floating point value}}
  }
  return
}

// -----

func.func @result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %n0#0 = 0 to 7 {
  }
  return
}

// -----

#map = affine_map<(d0) -> (d0 floordiv 4)>
func.func @iv_used_in_its_bound() {
  // expected-error@+2 {{region entry argument '%i0' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i0 = #map(%i0) to 10 {
  }
  return
}

// -----

func.func @results_without_reductions() {
  %m = memref.alloc() : memref<100x100xf32>
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) -> (f32) {
    %x = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.yield %x : f32
  }
  return
}

// -----

// (Any region's entry arguments: a name defined where the region is cannot be reused.)
// expected-note@+1 {{previously referenced here}}
func.func @shadowing(%i: index) {
  // expected-error@+1 {{region entry argument '%i' is already in use}}
  affine.for %i = 0 to 10 {
  }
  return
}
