// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @min_operands(%i: index) -> index {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%i) <{map = affine_map<(d0)[s0] -> (d0, s0)>}> : (index) -> index
  func.return %0 : index
}

// -----

func.func @max_no_results(%i: index) -> index {
  // expected-error@+1 {{the map must have at least one result}}
  %0 = "affine.max"(%i) <{map = affine_map<(d0) -> ()>}> : (index) -> index
  func.return %0 : index
}

// -----

func.func @if_operands(%i: index) {
  // expected-error@+1 {{operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%i) <{condition = affine_set<(d0, d1) : (d0 - d1 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  func.return
}

// -----

func.func @if_results_without_else(%i: index, %a: f32) -> f32 {
  // expected-error@+1 {{must have an else block if defining values}}
  %0 = "affine.if"(%i) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"(%a) : (f32) -> ()
  }, {
  }) : (index) -> f32
  func.return %0 : f32
}

// -----

func.func @parallel_bad_reduction(%m: memref<4xf32>) -> f32 {
  // expected-error@+1 {{invalid reduction value: "sum"}}
  %0 = affine.parallel (%i) = (0) to (4) reduce ("sum") -> (f32) {
    %x = affine.load %m[%i] : memref<4xf32>
    affine.yield %x : f32
  }
  func.return %0 : f32
}

// -----

func.func @parallel_reduction_count(%m: memref<4xf32>) {
  // expected-error@+1 {{a reduction must be specified for each output}}
  "affine.parallel"() <{reductions = [0 : i64], lowerBoundsMap = affine_map<() -> (0)>, lowerBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>, upperBoundsGroups = dense<1> : tensor<1xi32>, steps = [1 : i64]}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  func.return
}

// -----

func.func @parallel_groups(%m: memref<4xf32>) {
  // expected-error@+1 {{upper bound groups must partition the map results}}
  "affine.parallel"() <{reductions = [], lowerBoundsMap = affine_map<() -> (0)>, lowerBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4, 8)>, upperBoundsGroups = dense<1> : tensor<1xi32>, steps = [1 : i64]}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  func.return
}

// -----

func.func @symbol_syntax(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected '(' after 'symbol'}}
  %x = affine.load %m[symbol %i] : memref<4xf32>
  func.return
}

// -----

func.func @parallel_reduction_type(%m: memref<8xf64>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (8) reduce ("addi") -> (f64) {
    %x = affine.load %m[%i] : memref<8xf64>
    affine.yield %x : f64
  }
  return
}

// -----

func.func @parallel_yield_type(%m: memref<8xf64>) {
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> (f32) {
    %x = affine.load %m[%i] : memref<8xf64>
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %x : f64
  }
  return
}

// -----

func.func @if_region_arguments(%n: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
  ^bb0(%x: f32):
    affine.yield
  }
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @missing_expression(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected affine expression}}
  %0 = affine.load %m[%i + ] : memref<4xf32>
  return
}
