// RUN: ai-opt %s --split-input-file --verify-diagnostics
// affine's load/store/vector_load/vector_store checks and affine.for's parser messages, in upstream's words.

func.func @load_subscripts(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i, %i, %i) {map = affine_map<(i, j) -> (i, j)>} : (memref<?x?xf32>, index, index, index) -> f32
  return
}

// -----

func.func @store_subscripts(%m: memref<?x?xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'affine.store' op expects as many subscripts as affine map inputs}}
  "affine.store"(%v, %m, %i) {map = affine_map<(i, j) -> (i, j)>} : (f32, memref<?x?xf32>, index) -> ()
  return
}

// -----

func.func @vector_load_element(%m: memref<100xf32>) {
  affine.for %i = 0 to 16 step 8 {
    // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
    %v = affine.vector_load %m[%i] : memref<100xf32>, vector<8xf64>
  }
  return
}

// -----

func.func @vector_store_element(%m: memref<100xf32>, %v: vector<8xf64>) {
  affine.for %i = 0 to 16 step 8 {
    // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
    affine.vector_store %v, %m[%i] : memref<100xf32>, vector<8xf64>
  }
  return
}

// -----

func.func @for_to() {
  affine.for %i = 1 too 10 { // expected-error {{expected 'to' between bounds}}
  }
  return
}

// -----

#map = affine_map<(d0) -> (d0, d0 + 1)>
func.func @for_lower_max(%n: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = #map(%n) to 10 {
  }
  return
}

// -----

#map = affine_map<(d0) -> (d0, d0 + 1)>
func.func @for_upper_min(%n: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to #map(%n) {
  }
  return
}

// -----

func.func @for_iter_args(%x: f32) {
  // expected-error@+1 {{mismatch between the number of loop-carried values and results}}
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32, f32) {
    affine.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @for_induction_variable() {
  affine.for i = 1 to 10 { // expected-error {{expected SSA operand}}
  }
  return
}

// -----

func.func @for_bound_out_of_range() {
  affine.for %i = 1 to 9223372036854775810 {
  // expected-error@-1 {{integer constant out of range for attribute}}
  }
  return
}

// -----

// An affine constant is an int64_t (upstream's parseIntegerExpr); 2^64 lowered to an index constant that
// convert-to-llvm failed on with a Python ValueError.
func.func @constant_too_large(%i: index) -> index {
  // expected-error@+1 {{constant too large for index}}
  %0 = affine.max affine_map<(d0) -> (18446744073709551616, d0)>(%i)
  return %0 : index
}

// -----

func.func @negated_int64_min_too_large(%m: memref<8xf32>, %i: index) -> f32 {
  // expected-error@+1 {{constant too large for index}}
  %v = affine.load %m[%i * -9223372036854775808] : memref<8xf32>
  return %v : f32
}
