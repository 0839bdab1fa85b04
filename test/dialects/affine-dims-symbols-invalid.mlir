// RUN: ai-opt %s --split-input-file --verify-diagnostics

#map = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @for_bound_not_a_dim(%n: index) {
  affine.for %i = 0 to 8 {
    %d = arith.muli %i, %n : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to #map(%d)[%n] {
    }
  }
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @for_bound_not_a_symbol(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = #map(%n)[%i] to 16 {
    }
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>

func.func @if_not_a_symbol(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%n)[%i] {
    }
  }
  return
}

// -----

func.func @load_index_not_affine(%m: memref<8xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %j = arith.addi %i, %n : index
    // MLIR 19 says "index must be a valid dimension or symbol identifier", MLIR 22 "operand cannot be used as a dimension id".
    // expected-error@+1 {{dimension}}
    %x = affine.load %m[%j] : memref<8xf32>
  }
  return
}

// -----

func.func @parallel_counts(%n: index) {
  // expected-error@+1 {{the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0, 0) to (8, 8) step (1, 1) {
  }
  return
}

// -----

// Top-level values, constants, loop variables, affine.apply of them and
// memref.dim of a top-level memref are valid.
#map = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @valid(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %size = memref.dim %m, %c0 : memref<?xf32>
  affine.for %i = 0 to %size {
    %a = affine.apply #map(%i)[%n]
    affine.for %j = #map(%a)[%c0] to #map(%i)[%size] {
      %x = affine.load %m[%j + symbol(%n)] : memref<?xf32>
    }
  }
  return
}
