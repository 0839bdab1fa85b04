// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --affine-loop-tile='tile-size=32' | FileCheck %s
// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --affine-loop-tile='tile-sizes=16,8' | FileCheck %s --check-prefix=SIZES
// RUN: not ai-opt --mlir-print-local-scope %s --affine-loop-tile='tile-sizes=16,0' 2>&1 | FileCheck %s --check-prefix=BAD

// RUN: not ai-opt --mlir-print-local-scope %s --affine-loop-tile='tile-size=-2' 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'tile-sizes': must be positive, got 16,0
// NEGATIVE: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'tile-size': must not be negative, got -2

// Tile loops step by the tile size; point loops run over one tile, clamped by min where the
// tile size does not divide the trip count.
// CHECK-LABEL: func.func @band
// CHECK-NEXT: affine.for %[[TI:.*]] = 0 to 256 step 32 {
// CHECK-NEXT: affine.for %[[TJ:.*]] = 0 to 50 step 32 {
// CHECK-NEXT: affine.for %[[I:.*]] = affine_map<(d0) -> (d0)>(%[[TI]]) to affine_map<(d0) -> ({{\(?}}d0 + 32{{\)?}})>(%[[TI]]) {
// CHECK-NEXT: affine.for %[[J:.*]] = affine_map<(d0) -> (d0)>(%[[TJ]]) to min affine_map<(d0) -> ({{\(?}}d0 + 32{{\)?}}, 50)>(%[[TJ]]) {
// CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<256x50xf32>
// SIZES-LABEL: func.func @band
// SIZES-NEXT: affine.for %{{.*}} = 0 to 256 step 16 {
// SIZES-NEXT: affine.for %{{.*}} = 0 to 50 step 8 {
func.func @band(%m: memref<256x50xf32>, %v: f32) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 50 {
      affine.store %v, %m[%i, %j] : memref<256x50xf32>
    }
  }
  return
}

// -----

// A symbolic upper bound joins the point loop's min as a symbol; the step scales the tile.
// CHECK-LABEL: func.func @symbolic
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[V:.*]]: f32)
// CHECK-NEXT: affine.for %[[T:.*]] = 0 to %[[N]] step 64 {
// CHECK-NEXT: affine.for %[[I:.*]] = affine_map<(d0) -> (d0)>(%[[T]]) to min affine_map<(d0)[s0] -> ({{\(?}}d0 + 64{{\)?}}, s0)>(%[[T]])[%[[N]]] step 2 {
func.func @symbolic(%m: memref<?xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to %n step 2 {
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// Loops with loop-carried values are not tiled.
// CHECK-LABEL: func.func @iter_args
// CHECK-NEXT: arith.constant
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 iter_args
func.func @iter_args(%m: memref<8xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> (f32) {
    %x = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// A semi-affine upper bound (a division by a symbol) joins the min as it is (fuzz seed 31406, --tools:
// 'internal error: NotImplementedError: Floor division with non-constant (semi-affine) is not supported
// yet', rebuilding the bound with xDSL's operators).
// CHECK-LABEL: func.func @semi_affine_bound
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[D:.*]]: index, %[[V:.*]]: f32)
// CHECK-NEXT: affine.for %[[T:.*]] = 0 to affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%[[N]], %[[D]]] step 32 {
// CHECK-NEXT: affine.for %[[I:.*]] = affine_map<(d0) -> (d0)>(%[[T]]) to min affine_map<(d0)[s0, s1] -> ({{\(?}}d0 + 32{{\)?}}, s0 floordiv s1)>(%[[T]])[%[[N]], %[[D]]] {
func.func @semi_affine_bound(%m: memref<?xf32>, %n: index, %d: index, %v: f32) {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%n, %d] {
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}
