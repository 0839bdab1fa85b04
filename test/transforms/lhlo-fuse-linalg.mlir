// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --lhlo-fuse-linalg | FileCheck %s
// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --lhlo-fuse-linalg=tile-sizes=2,3 | FileCheck %s --check-prefix=TILED
// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --lhlo-fuse-linalg=use-parallel-loops=true | FileCheck %s --check-prefix=PLOOP
// RUN: not ai-opt --mlir-print-local-scope %s --lhlo-fuse-linalg=tile-sizes=-1 2>&1 | FileCheck %s --check-prefix=NEG

// NEG: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'tile-sizes': must not be negative, got -1

#map = affine_map<(d0, d1) -> (d0, d1)>
// The producer of the temporary is fused into the tiles of the generic that writes the result argument.
// CHECK-LABEL: func.func @fusion
// CHECK-SAME: (%[[M:.*]]: memref<6x6xf32>, %[[S1:.*]]: memref<6x6xf32>, %[[S2:.*]]: memref<6x6xf32>, %[[R:.*]]: memref<6x6xf32>)
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<6x6xf32>
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %{{.*}} step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %{{.*}} step %[[C1]] {
// CHECK-NOT: scf.for
// CHECK-DAG: %[[TV:.*]] = memref.subview %[[T]][%[[I]], %[[J]]] [1, 1] [1, 1] : memref<6x6xf32> to memref<1x1xf32, strided<[6, 1], offset: ?>>
// CHECK-DAG: %[[S1V:.*]] = memref.subview %[[S1]][%[[I]], %[[J]]] [1, 1] [1, 1]
// CHECK-DAG: %[[RV:.*]] = memref.subview %[[R]][%[[I]], %[[J]]] [1, 1] [1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[S1V]], %{{.*}} : {{.*}}) outs(%[[TV]] : {{.*}})
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[TV]], %{{.*}} : {{.*}}) outs(%[[RV]] : {{.*}})
// CHECK: arith.mulf
// CHECK: memref.dealloc %[[T]]

// TILED-LABEL: func.func @fusion
// TILED-DAG: %[[C2:.*]] = arith.constant 2 : index
// TILED-DAG: %[[C3:.*]] = arith.constant 3 : index
// TILED-NOT: linalg.generic
// TILED: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C2]] {
// TILED-NEXT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C3]] {
// TILED-NOT: scf.for
// TILED: memref.subview {{.*}} [2, 3] [1, 1] : memref<6x6xf32> to memref<2x3xf32, strided<[6, 1], offset: ?>>
// TILED: linalg.generic
// TILED: arith.addf
// TILED: linalg.generic
// TILED: arith.mulf

// PLOOP-LABEL: func.func @fusion
// PLOOP-NOT: linalg.generic
// PLOOP: scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// PLOOP-NOT: scf.parallel
// PLOOP: linalg.generic
// PLOOP: arith.addf
// PLOOP: linalg.generic
// PLOOP: arith.mulf
// PLOOP: scf.reduce
func.func @fusion(%multiplier: memref<6x6xf32>, %summand_1: memref<6x6xf32>, %summand_2: memref<6x6xf32>, %result: memref<6x6xf32>) {
  %temp_result = memref.alloc() : memref<6x6xf32>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%summand_1, %summand_2 : memref<6x6xf32>, memref<6x6xf32>) outs(%temp_result : memref<6x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %out = arith.addf %a, %b : f32
    linalg.yield %out : f32
  }
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%temp_result, %multiplier : memref<6x6xf32>, memref<6x6xf32>) outs(%result : memref<6x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %out = arith.mulf %a, %b : f32
    linalg.yield %out : f32
  }
  memref.dealloc %temp_result : memref<6x6xf32>
  func.return
}

// -----

// A chain of three, with a broadcast: the last tile size 3 does not divide 10, so the last tile is smaller.
// CHECK-LABEL: func.func @fusion_of_three
// CHECK-NOT: linalg.generic
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: arith.subf
// CHECK: linalg.generic
// CHECK: math.exp

// TILED-LABEL: func.func @fusion_of_three
// TILED: scf.for %{{.*}} step %[[C2:.*]] {
// TILED-NEXT: scf.for %[[J:.*]] = %{{.*}} step %{{.*}} {
// TILED-NEXT: %[[SIZE:.*]] = affine.min affine_map<(d0) -> (3, -d0 + 10)>(%[[J]])
// TILED-DAG: memref.subview %{{.*}}[%{{.*}}] [2] [1] : memref<100xf32> to memref<2xf32, strided<[1], offset: ?>>
// TILED-DAG: memref.subview %{{.*}}[%{{.*}}, %[[J]]] [2, %[[SIZE]]] [1, 1] : memref<100x10xf32> to memref<2x?xf32, strided<[10, 1], offset: ?>>

// PLOOP-LABEL: func.func @fusion_of_three
// PLOOP-NOT: linalg.generic
// PLOOP: scf.parallel
// PLOOP-NOT: scf.parallel
// PLOOP: linalg.generic
// PLOOP: linalg.generic
// PLOOP: linalg.generic
func.func @fusion_of_three(%arg0: memref<100x10xf32>, %arg1: memref<100xf32>, %arg2: memref<100x10xf32>) {
  %0 = memref.alloc() : memref<100x10xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : memref<100xf32>) outs(%0 : memref<100x10xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  %1 = memref.alloc() : memref<100x10xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %0 : memref<100x10xf32>, memref<100x10xf32>) outs(%1 : memref<100x10xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %2 = arith.subf %a, %b : f32
    linalg.yield %2 : f32
  }
  memref.dealloc %0 : memref<100x10xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : memref<100x10xf32>) outs(%arg2 : memref<100x10xf32>) {
  ^bb0(%a: f32, %b: f32):
    %2 = math.exp %a : f32
    linalg.yield %2 : f32
  }
  memref.dealloc %1 : memref<100x10xf32>
  func.return
}

// -----

// A returned buffer is a result too; a temporary read twice is not fused (it is computed in full first).
// CHECK-LABEL: func.func @returned
// CHECK: %[[T:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[T]] : memref<4xf32>)
// CHECK: %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]] : memref<4xf32>
func.func @returned(%a: memref<4xf32>) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%t : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  %r = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t, %t : memref<4xf32>, memref<4xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  func.return %r : memref<4xf32>
}


// -----

// A buffer returned through any view-like op (here memref.reinterpret_cast, which the pass's own list of views
// missed) is a result: the generic that writes it is tiled and its producer fused.
// CHECK-LABEL: func.func @returned_view
// CHECK: %[[P:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT: linalg.generic
// CHECK: scf.for
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : memref<1xf32, strided<[1], offset: ?>>)
// CHECK: arith.negf
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : memref<1xf32, strided<[1], offset: ?>>)
// CHECK: math.exp
// CHECK: memref.dealloc %[[P]]
// CHECK-NEXT: %[[V:.*]] = memref.reinterpret_cast %[[T]]
// CHECK-NEXT: return %[[V]]
func.func @returned_view(%a: memref<4xf32>) -> memref<2x2xf32, strided<[2, 1]>> {
  %p = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%p : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  %t = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p : memref<4xf32>) outs(%t : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  }
  memref.dealloc %p : memref<4xf32>
  %v = memref.reinterpret_cast %t to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32, strided<[2, 1]>>
  func.return %v : memref<2x2xf32, strided<[2, 1]>>
}

// -----

// In a tile, linalg.index counts from the tile's corner: the tile offset is added back.
// CHECK-LABEL: func.func @tiled_index
// TILED-LABEL: func.func @tiled_index
// TILED: scf.for %[[I0:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// TILED-NEXT: scf.for %[[J0:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// TILED: %[[I:.*]] = linalg.index 0 : index
// TILED-NEXT: %[[IG:.*]] = arith.addi %[[I]], %[[I0]] : index
// TILED-NEXT: %[[J:.*]] = linalg.index 1 : index
// TILED-NEXT: %[[JG:.*]] = arith.addi %[[J]], %[[J0]] : index
// TILED-NEXT: %{{.*}} = arith.addi %[[IG]], %[[JG]] : index
func.func @tiled_index(%out: memref<4x6xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%out : memref<4x6xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c = arith.index_cast %s : index to i64
    linalg.yield %c : i64
  }
  func.return
}

// -----

// A loop that writes the producer's input in between keeps the producer where it is (it must read %a first).
// CHECK-LABEL: func.func @loop_writes_input
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
// CHECK: math.exp
// CHECK: memref.store
// CHECK: scf.for
// CHECK-NOT: math.exp
// CHECK: arith.negf
func.func @loop_writes_input(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%t : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %zero, %a[%i] : memref<4xf32>
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  memref.dealloc %t : memref<4xf32>
  func.return
}
