// RUN: ai-opt %s --split-input-file --gpu-map-parallel-loops --convert-parallel-loops-to-gpu | FileCheck %s

// A 2-d loop: the last dimension maps to block x, the first to block y.
// CHECK-LABEL: func.func @add
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[C64]], %{{.*}} = %[[C1000]], %{{.*}} = %[[ONE]]) threads({{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) {
// CHECK: %[[I0:.*]] = arith.muli %[[BY]], %{{.*}} : index
// CHECK: %[[I:.*]] = arith.addi %[[I0]], %{{.*}} : index
// CHECK: %[[J0:.*]] = arith.muli %[[BX]], %{{.*}} : index
// CHECK: %[[J:.*]] = arith.addi %[[J0]], %{{.*}} : index
// CHECK: memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK: gpu.terminator
// CHECK-NOT: scf.parallel
func.func @add(%a: memref<1000x64xf32>, %b: memref<1000x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1000, %c64) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<1000x64xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i, %j] : memref<1000x64xf32>
    scf.reduce
  }
  return
}

// -----

// A tiled loop: tiles map to blocks, the points of a tile to threads; the
// tile's clamped size launches its constant bound and guards the body.
// CHECK-LABEL: func.func @tiled
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: %[[TRIPS:.*]] = arith.divui
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[TRIPS]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C128]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) {
// CHECK: %[[TILE:.*]] = arith.addi
// CHECK: %[[SIZE:.*]] = arith.minsi
// CHECK: %[[P:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: %[[IN:.*]] = arith.cmpi slt, %[[P]], %[[SIZE]] : index
// CHECK: scf.if %[[IN]] {
// CHECK: memref.load
// CHECK: gpu.terminator
func.func @tiled(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%t) = (%c0) to (%n) step (%c128) {
    %rest = arith.subi %n, %t : index
    %size = arith.minsi %c128, %rest : index
    scf.parallel (%p) = (%c0) to (%size) step (%c1) {
      %i = arith.addi %t, %p : index
      %x = memref.load %a[%i] : memref<?xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Dimensions past the third stay sequential loops in the kernel.
// CHECK-LABEL: func.func @four_d
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK: memref.store
func.func @four_d(%a: memref<2x3x4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%c2, %c3, %c4, %c5) step (%c1, %c1, %c1, %c1) {
    memref.store %f, %a[%i, %j, %k, %l] : memref<2x3x4x5xf32>
    scf.reduce
  }
  return
}
