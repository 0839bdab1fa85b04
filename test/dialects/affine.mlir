// RUN: ai-opt --mlir-print-local-scope %s | FileCheck %s
// RUN: ai-opt --mlir-print-local-scope %s | ai-opt --mlir-print-local-scope | FileCheck %s
// RUN: ai-opt --mlir-print-local-scope %s --mlir-print-op-generic | ai-opt --mlir-print-local-scope | FileCheck %s

// Accesses: plain SSA ids are dimensions, symbol(%n) symbols, as upstream prints them.
// CHECK-LABEL: func.func @accesses
// CHECK-SAME: (%[[M:.*]]: memref<10x10xf32>, %[[N:.*]]: index)
// CHECK: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: %[[X:.*]] = affine.load %[[M]][%[[I]] * 2 + 1, %[[I]] - 1] : memref<10x10xf32>
// CHECK-NEXT: affine.store %[[X]], %[[M]][%[[I]] + symbol(%[[N]]), %[[I]] mod 3] : memref<10x10xf32>
// CHECK-NEXT: %[[Y:.*]] = affine.load %[[M]][-%[[I]] + 9, (%[[I]] + 1) floordiv 2] : memref<10x10xf32>
// CHECK-NEXT: affine.store %[[Y]], %[[M]][%[[I]], %[[I]] - symbol(%[[N]]) * 2] : memref<10x10xf32>
func.func @accesses(%m: memref<10x10xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = affine.load %m[%i * 2 + 1, %i - 1] : memref<10x10xf32>
    affine.store %x, %m[%i + symbol(%n), %i mod 3] : memref<10x10xf32>
    %y = affine.load %m[-%i + 9, (%i + 1) floordiv 2] : memref<10x10xf32>
    affine.store %y, %m[%i, %i - symbol(%n) * 2] : memref<10x10xf32>
  }
  func.return
}

// -----

// min and max of a map's results, with dimension and symbol operands.
// CHECK-LABEL: func.func @min_max
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: %{{.*}} = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%[[I]])[%[[N]]]
// CHECK-NEXT: %{{.*}} = affine.max affine_map<(d0) -> (0, d0 - 4)>(%[[I]])
func.func @min_max(%i: index, %n: index) -> (index, index) {
  %a = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
  %b = affine.max affine_map<(d0) -> (0, d0 - 4)>(%i)
  func.return %a, %b : index, index
}

// -----

// Loop bounds: max/min of maps, symbols, steps and iteration arguments.
// CHECK-LABEL: func.func @for_bounds
// CHECK: affine.for %[[I:.*]] = max affine_map<(d0) -> (0, d0 - 4)>(%{{.*}}) to min affine_map<(d0) -> (10, d0)>(%{{.*}}) step 2 {
// CHECK: affine.for %{{.*}} = 0 to %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32) {
// CHECK: affine.yield %{{.*}} : f32
func.func @for_bounds(%n: index, %v: f32) -> f32 {
  affine.for %i = max affine_map<(d0) -> (0, d0 - 4)>(%n) to min affine_map<(d0) -> (10, d0)>(%n) step 2 {
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %v) -> (f32) {
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  func.return %r : f32
}

// -----

// affine.if with and without results and else regions.
// CHECK-LABEL: func.func @if
// CHECK: affine.if affine_set<(d0)[s0] : ({{.*}})>(%{{.*}})[%{{.*}}] {
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = affine.if affine_set<(d0) : (d0 == 0)>(%{{.*}}) -> f32 {
// CHECK-NEXT: affine.yield %{{.*}} : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %{{.*}} : f32
// CHECK-NEXT: }
func.func @if(%m: memref<10xf32>, %i: index, %n: index, %a: f32, %b: f32) -> f32 {
  affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] {
    affine.store %a, %m[%i] : memref<10xf32>
  }
  %r = affine.if affine_set<(d0) : (d0 == 0)>(%i) -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  func.return %r : f32
}

// -----

// affine.parallel: bound groups (max/min), steps and reductions.
// CHECK-LABEL: func.func @parallel
// CHECK: affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, 0) to (10, symbol(%{{.*}})) step (2, 1) {
// CHECK-NEXT: affine.load %{{.*}}[%[[I]], %[[J]]] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK: %{{.*}} = affine.parallel (%[[K:.*]]) = (max(0, symbol(%{{.*}}) - 8)) to (min(10, symbol(%{{.*}}))) reduce ("addf") -> (f32) {
// CHECK: affine.yield %{{.*}} : f32
func.func @parallel(%m: memref<10x10xf32>, %n: index) -> f32 {
  affine.parallel (%i, %j) = (0, 0) to (10, symbol(%n)) step (2, 1) {
    %x = affine.load %m[%i, %j] : memref<10x10xf32>
  }
  %s = affine.parallel (%k) = (max(0, symbol(%n) - 8)) to (min(10, symbol(%n))) reduce ("addf") -> f32 {
    %x = affine.load %m[%k, %k] : memref<10x10xf32>
    affine.yield %x : f32
  }
  func.return %s : f32
}

// The same printer writes maps and the ops' SSA expressions, as upstream: a binary
// expression inside `*`, `floordiv`, `ceildiv` or `mod` is parenthesized.
// CHECK-LABEL: func.func @nested_tight_operators
// CHECK:         affine.load %{{.*}}[(%{{.*}} floordiv 2) * 3] : memref<100xf32>
// CHECK:         affine_map<(d0) -> ((d0 floordiv 2) * 3)>
func.func @nested_tight_operators(%m: memref<100xf32>, %i: index) -> (f32, index) {
  %x = affine.load %m[(%i floordiv 2) * 3] : memref<100xf32>
  %y = affine.apply affine_map<(d0) -> ((d0 floordiv 2) * 3)>(%i)
  func.return %x, %y : f32, index
}

// -----

// Vector accesses: symbols printed as upstream does (xDSL's printer made them dimensions), attributes kept.
// CHECK-LABEL: func.func @vector_accesses
// CHECK-SAME: (%[[M:.*]]: memref<100xf32>, %[[V:.*]]: vector<8xf32>, %[[I:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: affine.vector_store %[[V]], %[[M]][%[[I]] * 8 + symbol(%[[N]])] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_load %[[M]][symbol(%[[N]]) - 1] {nontemporal} : memref<100xf32>, vector<8xf32>
func.func @vector_accesses(%m: memref<100xf32>, %v: vector<8xf32>, %i: index, %n: index) -> vector<8xf32> {
  affine.vector_store %v, %m[%i * 8 + symbol(%n)] : memref<100xf32>, vector<8xf32>
  %w = affine.vector_load %m[symbol(%n) - 1] {nontemporal} : memref<100xf32>, vector<8xf32>
  return %w : vector<8xf32>
}
