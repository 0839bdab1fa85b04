// RUN: ai-opt %s --pass-pipeline='builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=16})' | FileCheck %s
// RUN: ai-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=16' | ai-opt | FileCheck %s

// xDSL's scf-parallel-loop-tiling builds xDSL's scf.parallel and affine.min
// classes; ai-opt re-creates them as its own (the classes its context
// registers for those names), so the new loops print in custom form.

// CHECK: #[[MAP:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
// CHECK-LABEL: func.func @scale
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[TILE:.*]] = arith.constant 16 : index
// CHECK: %[[STEP:.*]] = arith.muli %[[C1]], %[[TILE]] : index
// CHECK: scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[N]]) step (%[[STEP]]) {
// CHECK: %[[SIZE:.*]] = affine.min #[[MAP]](%[[TILE]], %[[N]], %[[I]])
// CHECK: scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%[[SIZE]]) step (%[[C1]]) {
// CHECK: %[[K:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK: memref.load %[[M]][%[[K]]] : memref<?xf32>
// CHECK-NOT: "scf.parallel"
// CHECK-NOT: "affine.min"
func.func @scale(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// A loop with reductions is not tiled (as upstream's pass; xDSL's pattern replaced it by a loop without
// results, a ValueError: fuzz_driver --passes seed 9205, canonicalize-scf.mlir's parallel_all_single_iteration).
// CHECK-LABEL: func.func @reduction
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %{{.*}} = scf.parallel (%{{.*}}) = (%[[C0]]) to (%{{.*}}) step (%[[C1]]) init (%{{.*}}) -> f32 {
// CHECK-NOT: affine.min
// CHECK: return
func.func @reduction(%m: memref<?xf32>, %n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  return %s : f32
}
