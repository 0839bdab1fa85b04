// RUN: ai-opt %s -split-input-file --linalg-tile="tile-sizes=32,64,16 unroll=1" | FileCheck %s
// RUN: ai-opt %s -split-input-file --linalg-tile="tile-sizes=32,0,16 unroll=2 unroll-rows=1 loop-type=for" | FileCheck %s --check-prefix=UNROLL
// RUN: ai-opt %s -split-input-file --linalg-tile="tile-sizes=32,0,16 unroll=2 unroll-rows=2 loop-type=for" | FileCheck %s --check-prefix=ROWS
// RUN: ai-opt %s -split-input-file --linalg-tile | FileCheck %s --check-prefix=CACHE
// RUN: ai-opt %s -split-input-file --linalg-tile="split-reduction=true" | FileCheck %s --check-prefix=SPLIT
// RUN: not ai-opt %s --linalg-tile="unroll=0" 2>&1 | FileCheck %s --check-prefix=UNROLL-ZERO
// RUN: not ai-opt %s --linalg-tile="loop-type=affine" 2>&1 | FileCheck %s --check-prefix=LOOP-TYPE

// UNROLL-ZERO: error: invalid value for option 'unroll': must be positive, got 0
// LOOP-TYPE: error: invalid value for option 'loop-type': must be 'parallel' or 'for', got 'affine'

// Parallel dimensions tiled by an scf.parallel, the reduction by an scf.for
// inside; tiles cut at the end with arith.minsi.

// CHECK-LABEL: func.func @matmul_partial(
// CHECK-SAME:    %[[A:.*]]: memref<100x70xf32>, %[[B:.*]]: memref<70x90xf32>, %[[C:.*]]: memref<100x90xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : index
// CHECK-DAG:     %[[C90:.*]] = arith.constant 90 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[C100]], %[[C90]]) step (%[[C32]], %[[C64]]) {
// CHECK:           scf.for %[[K:.*]] = %[[C0]] to %{{.*}} step %{{.*}} {
// CHECK:             %[[LEFT:.*]] = arith.subi %{{.*}}, %[[I]] : index
// CHECK:             %[[SI:.*]] = arith.minsi %{{.*}}, %[[LEFT]] : index
// CHECK:             %[[SJ:.*]] = arith.minsi
// CHECK:             %[[SK:.*]] = arith.minsi
// CHECK:             %[[TA:.*]] = memref.subview %[[A]][%[[I]], %[[K]]] [%[[SI]], %[[SK]]] [1, 1] : memref<100x70xf32> to memref<?x?xf32, strided<[70, 1], offset: ?>>
// CHECK:             %[[TB:.*]] = memref.subview %[[B]][%[[K]], %[[J]]] [%[[SK]], %[[SJ]]] [1, 1] : memref<70x90xf32> to memref<?x?xf32, strided<[90, 1], offset: ?>>
// CHECK:             %[[TC:.*]] = memref.subview %[[C]][%[[I]], %[[J]]] [%[[SI]], %[[SJ]]] [1, 1] : memref<100x90xf32> to memref<?x?xf32, strided<[90, 1], offset: ?>>
// CHECK:             linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[TA]], %[[TB]] : {{.*}}) outs(%[[TC]] : {{.*}}) {
// CHECK:               arith.mulf
// CHECK-NEXT:          arith.addf
// CHECK-NEXT:          linalg.yield
// CHECK:           scf.reduce
// CHECK-NOT:     linalg.matmul
// CHECK-LABEL: func.func @matmul_unrolled(

// A reduction tile of static size divisible by `unroll`: strided views, one per
// unrolled step, and the body applied in sequence (with the contract flag).
// Without tile-sizes, the op is too small to tile.

// UNROLL-LABEL: func.func @matmul_partial(
// UNROLL-LABEL: func.func @matmul_unrolled(
// UNROLL-SAME:    %[[A:.*]]: memref<64x64xf32>, %[[B:.*]]: memref<64x32xf32>, %[[C:.*]]: memref<64x32xf32>)
// UNROLL:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// UNROLL:           scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// UNROLL:             %[[A0:.*]] = memref.subview %[[A]][%[[I]], %[[K]]] [32, 8] [1, 2] : memref<64x64xf32> to memref<32x8xf32, strided<[64, 2], offset: ?>>
// UNROLL:             %[[K1:.*]] = arith.addi %[[K]], %{{.*}} : index
// UNROLL:             %[[A1:.*]] = memref.subview %[[A]][%[[I]], %[[K1]]] [32, 8] [1, 2]
// UNROLL:             %[[B0:.*]] = memref.subview %[[B]][%[[K]], 0] [8, 32] [2, 1] : memref<64x32xf32> to memref<8x32xf32, strided<[64, 1], offset: ?>>
// UNROLL:             %[[B1:.*]] = memref.subview %[[B]][%{{.*}}, 0] [8, 32] [2, 1]
// UNROLL:             %[[TC:.*]] = memref.subview %[[C]][%[[I]], 0] [32, 32] [1, 1]
// UNROLL:             linalg.generic {{.*}} ins(%[[A0]], %[[A1]], %[[B0]], %[[B1]] : {{.*}}) outs(%[[TC]] : {{.*}}) {
// UNROLL-NEXT:        ^bb0(%[[X0:.*]]: f32, %[[X1:.*]]: f32, %[[Y0:.*]]: f32, %[[Y1:.*]]: f32, %[[ACC:.*]]: f32):
// UNROLL-NEXT:          %[[P0:.*]] = arith.mulf %[[X0]], %[[Y0]] fastmath<contract> : f32
// UNROLL-NEXT:          %[[S0:.*]] = arith.addf %[[ACC]], %[[P0]] fastmath<contract> : f32
// UNROLL-NEXT:          %[[P1:.*]] = arith.mulf %[[X1]], %[[Y1]] fastmath<contract> : f32
// UNROLL-NEXT:          %[[S1:.*]] = arith.addf %[[S0]], %[[P1]] fastmath<contract> : f32
// UNROLL-NEXT:          linalg.yield %[[S1]] : f32

// The output rows unrolled too: each output row copy accumulates its own chain;
// the copies of the reduction (B) are shared by the rows.

// ROWS-LABEL: func.func @matmul_unrolled(
// ROWS-SAME:    %[[A:.*]]: memref<64x64xf32>, %[[B:.*]]: memref<64x32xf32>, %[[C:.*]]: memref<64x32xf32>)
// ROWS-COUNT-4:     memref.subview %[[A]][{{.*}}] [16, 8] [2, 2] : memref<64x64xf32> to memref<16x8xf32, strided<[128, 2], offset: ?>>
// ROWS-COUNT-2:     memref.subview %[[B]][{{.*}}] [8, 32] [2, 1] : memref<64x32xf32> to memref<8x32xf32, strided<[64, 1], offset: ?>>
// ROWS-COUNT-2:     memref.subview %[[C]][{{.*}}] [16, 32] [2, 1] : memref<64x32xf32> to memref<16x32xf32, strided<[64, 1], offset: ?>>
// ROWS:             linalg.generic
// ROWS-NEXT:        ^bb0(%[[A00:.*]]: f32, %[[A01:.*]]: f32, %[[A10:.*]]: f32, %[[A11:.*]]: f32, %[[B0:.*]]: f32, %[[B1:.*]]: f32, %[[C0:.*]]: f32, %[[C1:.*]]: f32):
// ROWS-NEXT:          %[[P00:.*]] = arith.mulf %[[A00]], %[[B0]] fastmath<contract> : f32
// ROWS-NEXT:          %[[S00:.*]] = arith.addf %[[C0]], %[[P00]] fastmath<contract> : f32
// ROWS-NEXT:          %[[P01:.*]] = arith.mulf %[[A01]], %[[B1]] fastmath<contract> : f32
// ROWS-NEXT:          %[[S01:.*]] = arith.addf %[[S00]], %[[P01]] fastmath<contract> : f32
// ROWS-NEXT:          %[[P10:.*]] = arith.mulf %[[A10]], %[[B0]] fastmath<contract> : f32
// ROWS-NEXT:          %[[S10:.*]] = arith.addf %[[C1]], %[[P10]] fastmath<contract> : f32
// ROWS-NEXT:          %[[P11:.*]] = arith.mulf %[[A11]], %[[B1]] fastmath<contract> : f32
// ROWS-NEXT:          %[[S11:.*]] = arith.addf %[[S10]], %[[P11]] fastmath<contract> : f32
// ROWS-NEXT:          linalg.yield %[[S01]], %[[S11]] : f32, f32

// CACHE-LABEL: func.func @matmul_partial(
// CACHE-NEXT:    linalg.matmul
// CACHE-LABEL: func.func @matmul_unrolled(
// CACHE-NEXT:    linalg.matmul
func.func @matmul_partial(%a: memref<100x70xf32>, %b: memref<70x90xf32>, %c: memref<100x90xf32>) {
  linalg.matmul ins(%a, %b : memref<100x70xf32>, memref<70x90xf32>) outs(%c : memref<100x90xf32>)
  func.return
}
func.func @matmul_unrolled(%a: memref<64x64xf32>, %b: memref<64x32xf32>, %c: memref<64x32xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x32xf32>) outs(%c : memref<64x32xf32>)
  func.return
}

// -----

// Large enough for the default cache tiles: 16 rows, 512 columns, 128 of the
// reduction, the reduction and the rows unrolled by 4. Elementwise ops and ops
// on tensors are left alone.

// CACHE-LABEL: func.func @cache_tiles(
// CACHE:         scf.parallel (%{{.*}}, %{{.*}}) = ({{.*}}) to ({{.*}}) step (%[[C16:.*]], %[[C512:.*]]) {
// CACHE:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CACHE-COUNT-16:    memref.subview %{{.*}} [4, 32] [4, 4] : memref<256x1024xf32> to memref<4x32xf32, strided<[4096, 4], offset: ?>>
// CACHE-COUNT-4:     memref.subview %{{.*}} [32, 512] [4, 1] : memref<1024x1024xf32> to memref<32x512xf32, strided<[4096, 1], offset: ?>>
// CACHE-COUNT-4:     memref.subview %{{.*}} [4, 512] [4, 1] : memref<256x1024xf32> to memref<4x512xf32, strided<[4096, 1], offset: ?>>
// CACHE:             linalg.generic
// CACHE:         linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CACHE:         linalg.matmul ins({{.*}} : tensor<8x8xf32>, tensor<8x8xf32>)
func.func @cache_tiles(%a: memref<256x1024xf32>, %b: memref<1024x1024xf32>, %c: memref<256x1024xf32>, %t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  linalg.matmul ins(%a, %b : memref<256x1024xf32>, memref<1024x1024xf32>) outs(%c : memref<256x1024xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<256x1024xf32>) outs(%c : memref<256x1024xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.matmul ins(%t, %t : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  func.return %r : tensor<8x8xf32>
}

// -----

// A reduction that reads one input along its reduction (and a broadcast beside it) is not a contraction:
// no cache block would be reused, so it is left to the loops (which vectorize it).
// CHECK-LABEL: func.func @row_reduction_with_broadcast
// CHECK-NOT: scf.parallel
// CHECK-NOT: memref.subview
// CHECK: linalg.generic
func.func @row_reduction_with_broadcast(%x: memref<1024x1024xf32>, %m: memref<1024xf32>, %s: memref<1024xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : memref<1024x1024xf32>, memref<1024xf32>) outs(%s : memref<1024xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %d = arith.subf %a, %b : f32
    %r = arith.addf %d, %acc : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// Dot products (the reduction is the unit-stride loop of the inputs): the reduction keeps its tile but is
// not unrolled (strided views would make the innermost loop a scalar chain); the output's innermost
// dimension is unrolled instead, by at least 8 where the tile divides: 8 rows of B per row of A.

// ROWS-LABEL: func.func @dot_products(
// ROWS-SAME:    %[[A:.*]]: memref<64x48xf64>, %[[B:.*]]: memref<40x48xf64>, %[[C:.*]]: memref<64x40xf64>)
// ROWS:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// ROWS:           scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// ROWS-NEXT:        memref.subview %[[A]][%[[I]], %[[K]]] [32, 16] [1, 1] : memref<64x48xf64> to memref<32x16xf64, strided<[48, 1], offset: ?>>
// ROWS-NEXT:        memref.subview %[[B]][0, %[[K]]] [5, 16] [8, 1] : memref<40x48xf64> to memref<5x16xf64, strided<[384, 1], offset: ?>>
// ROWS-COUNT-7:     memref.subview %[[B]][{{[1-7]}}, %[[K]]] [5, 16] [8, 1]
// ROWS-COUNT-8:     memref.subview %[[C]][%[[I]], {{[0-7]}}] [32, 5] [1, 8] : memref<64x40xf64> to memref<32x5xf64, strided<[40, 8], offset: ?>>
// ROWS-NEXT:        linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]}
// ROWS-NEXT:        ^bb0(%[[X:[^:]*]]: f64, %[[Y0:[^:]*]]: f64,
// ROWS-NEXT:          %[[P0:.*]] = arith.mulf %[[X]], %[[Y0]] fastmath<contract> : f64
// ROWS-NEXT:          %[[S0:.*]] = arith.addf %[[ACC0:out[^,]*]], %[[P0]] fastmath<contract> : f64
// ROWS-NEXT:          %[[P1:.*]] = arith.mulf %[[X]], %{{.*}} fastmath<contract> : f64
// ROWS-NEXT:          %[[S1:.*]] = arith.addf %[[ACC1:out[^,]*]], %[[P1]] fastmath<contract> : f64
// ROWS-COUNT-6:       arith.mulf %[[X]]
// ROWS:               linalg.yield %[[S0]], %[[S1]], {{.*}} : f64, f64, f64, f64, f64, f64, f64, f64
func.func @dot_products(%a: memref<64x48xf64>, %b: memref<40x48xf64>, %c: memref<64x40xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<64x48xf64>, memref<40x48xf64>) outs(%c : memref<64x40xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  }
  func.return
}

// -----

// The default tiles of a matrix times a vector: tiles of 512 rows, the reduction whole (no scf.for), 8 rows
// at once, all reading the one view of the vector.

// CACHE-LABEL: func.func @matvec(
// CACHE-SAME:    %[[A:.*]]: memref<1024x1024xf32>, %[[X:.*]]: memref<1024xf32>, %[[Y:.*]]: memref<1024xf32>)
// CACHE:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%[[C512:.*]]) {
// CACHE-NOT:       scf.for
// CACHE:           memref.subview %[[A]][%[[I]], 0] [64, 1024] [8, 1] : memref<1024x1024xf32> to memref<64x1024xf32, strided<[8192, 1], offset: ?>>
// CACHE-COUNT-7:   memref.subview %[[A]][%{{.*}}, 0] [64, 1024] [8, 1]
// CACHE:           %[[XV:.*]] = memref.subview %[[X]][0] [1024] [1]
// CACHE-COUNT-8:   memref.subview %[[Y]][%{{.*}}] [64] [8] : memref<1024xf32> to memref<64xf32, strided<[8], offset: ?>>
// CACHE:           linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins({{.*}}, %[[XV]] : {{.*}}) outs(
// CACHE:           scf.reduce
func.func @matvec(%a: memref<1024x1024xf32>, %x: memref<1024xf32>, %y: memref<1024xf32>) {
  linalg.matvec ins(%a, %x : memref<1024x1024xf32>, memref<1024xf32>) outs(%y : memref<1024xf32>)
  func.return
}

// Fewer rows than a tile (256): two tiles of 128 (one per core of two), 8 rows at once.

// CACHE-LABEL: func.func @matvec_few_rows(
// CACHE-SAME:    %[[A:.*]]: memref<256x8192xf32>, %[[X:.*]]: memref<8192xf32>, %[[Y:.*]]: memref<256xf32>)
// CACHE:         %[[C256:.*]] = arith.constant 256 : index
// CACHE:         %[[C128:.*]] = arith.constant 128 : index
// CACHE:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[C256]]) step (%[[C128]]) {
// CACHE:           memref.subview %[[A]][%[[I]], 0] [16, 8192] [8, 1] : memref<256x8192xf32> to memref<16x8192xf32, strided<[65536, 1], offset: ?>>
// CACHE-COUNT-7:   memref.subview %[[A]][%{{.*}}, 0] [16, 8192] [8, 1]
// CACHE:           linalg.generic
// CACHE-COUNT-8:     arith.mulf
// CACHE:           scf.reduce
func.func @matvec_few_rows(%a: memref<256x8192xf32>, %x: memref<8192xf32>, %y: memref<256xf32>) {
  linalg.matvec ins(%a, %x : memref<256x8192xf32>, memref<8192xf32>) outs(%y : memref<256xf32>)
  func.return
}

// 1000 rows in tiles of 512: the last tile (488 rows) is cut with arith.minsi, and 8 divides both 1000 and
// 512, so every tile's extent: each of the 8 row views takes an eighth of it (arith.divui).

// CACHE-LABEL: func.func @matvec_partial_tile(
// CACHE-SAME:    %[[A:.*]]: memref<1000x2048xf32>, %[[X:.*]]: memref<2048xf32>, %[[Y:.*]]: memref<1000xf32>)
// CACHE:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CACHE:           %[[LEFT:.*]] = arith.subi %{{.*}}, %[[I]] : index
// CACHE:           %[[EXT:.*]] = arith.minsi %{{.*}}, %[[LEFT]] : index
// CACHE:           %[[C8:.*]] = arith.constant 8 : index
// CACHE:           %[[EIGHTH:.*]] = arith.divui %[[EXT]], %[[C8]] : index
// CACHE:           memref.subview %[[A]][%[[I]], 0] [%[[EIGHTH]], 2048] [8, 1] : memref<1000x2048xf32> to memref<?x2048xf32, strided<[16384, 1], offset: ?>>
// CACHE-COUNT-7:   memref.subview %[[A]][%{{.*}}, 0] [%[[EIGHTH]], 2048] [8, 1]
// CACHE:           memref.subview %[[X]][0] [2048] [1]
// CACHE-COUNT-8:   memref.subview %[[Y]][%{{.*}}] [%[[EIGHTH]]] [8] : memref<1000xf32> to memref<?xf32, strided<[8], offset: ?>>
// CACHE:           linalg.generic
// CACHE-COUNT-8:     arith.mulf
// CACHE:           scf.reduce
func.func @matvec_partial_tile(%a: memref<1000x2048xf32>, %x: memref<2048xf32>, %y: memref<1000xf32>) {
  linalg.matvec ins(%a, %x : memref<1000x2048xf32>, memref<2048xf32>) outs(%y : memref<1000xf32>)
  func.return
}

// Rows that 8 does not divide are peeled: the tile loop covers the rows 8 divides (1000 of 1004: tiles of
// 512 and 488, 8 rows at once), and one op after it reads the rest (4) at once.

// CACHE-LABEL: func.func @matvec_peeled_rows(
// CACHE-SAME:    %[[A:.*]]: memref<1004x2048xf32>, %[[X:.*]]: memref<2048xf32>, %[[Y:.*]]: memref<1004xf32>)
// CACHE:         %[[C1000:.*]] = arith.constant 1000 : index
// CACHE:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[C1000]]) step (%{{.*}}) {
// CACHE:           %[[Q:.*]] = arith.divui %{{.*}}, %{{.*}} : index
// CACHE-COUNT-8:   memref.subview %[[A]][%{{.*}}, 0] [%[[Q]], 2048] [8, 1]
// CACHE:           linalg.generic
// CACHE-COUNT-8:     arith.mulf
// CACHE:           scf.reduce
// CACHE-NEXT:    }
// CACHE:         memref.subview %[[A]][1000, 0] [1, 2048] [4, 1] : memref<1004x2048xf32> to memref<1x2048xf32, strided<[8192, 1], offset: 2048000>>
// CACHE-COUNT-3: memref.subview %[[A]][{{1001|1002|1003}}, 0] [1, 2048] [4, 1]
// CACHE:         memref.subview %[[X]][0] [2048] [1]
// CACHE-COUNT-4: memref.subview %[[Y]][{{1000|1001|1002|1003}}] [1] [4]
// CACHE:         linalg.generic
// CACHE-COUNT-4:   arith.mulf
// CACHE-NOT:       arith.mulf
// CACHE:           linalg.yield
// CACHE-NOT:     linalg.generic
// CACHE:         return
func.func @matvec_peeled_rows(%a: memref<1004x2048xf32>, %x: memref<2048xf32>, %y: memref<1004xf32>) {
  linalg.matvec ins(%a, %x : memref<1004x2048xf32>, memref<2048xf32>) outs(%y : memref<1004xf32>)
  func.return
}

// 1031 rows: two whole tiles of 512 in the loop (static views), then 7 rows at once.

// CACHE-LABEL: func.func @matvec_peeled_rows_whole_tiles(
// CACHE:         %[[C1024:.*]] = arith.constant 1024 : index
// CACHE:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[C1024]]) step (%{{.*}}) {
// CACHE-NOT:       arith.minsi
// CACHE-COUNT-8:   memref.subview %{{.*}}[%{{.*}}, 0] [64, 2048] [8, 1]
// CACHE:           scf.reduce
// CACHE-COUNT-7: memref.subview %{{.*}}[{{1024|1025|1026|1027|1028|1029|1030}}, 0] [1, 2048] [7, 1]
// CACHE:         linalg.generic
// CACHE-COUNT-7:   arith.mulf
// CACHE-NOT:       arith.mulf
// CACHE:           linalg.yield
func.func @matvec_peeled_rows_whole_tiles(%a: memref<1031x2048xf32>, %x: memref<2048xf32>, %y: memref<1031xf32>) {
  linalg.matvec ins(%a, %x : memref<1031x2048xf32>, memref<2048xf32>) outs(%y : memref<1031xf32>)
  func.return
}

// A vector times a matrix (one row): two tiles of 1024 columns, the reduction whole and unrolled 8 times,
// each step a strided view of B's rows over the tile's columns.

// With split-reduction, its reduction is cut into parallel parts instead: each part (512 rows of B, all the
// columns) sums into its own row of a new buffer, zeroed first; the rows are added into the output after
// the loop. A matrix times a vector is not split (its rows are the parallel tiles).

// SPLIT-LABEL: func.func @matvec(
// SPLIT-NOT:     memref.alloc
// SPLIT:         scf.parallel
// SPLIT-LABEL: func.func @vecmat(
// SPLIT-SAME:    %[[X:.*]]: memref<1x1024xf32>, %[[B:.*]]: memref<1024x2048xf32>, %[[Y:.*]]: memref<1x2048xf32>)
// SPLIT:         %[[PARTS:.*]] = memref.alloc() : memref<2x1x2048xf32>
// SPLIT:         scf.parallel (%[[P:.*]]) = (%{{.*}}) to (%[[C2:.*]]) step (%{{.*}}) {
// SPLIT:           %[[K:.*]] = arith.muli %[[P]], %[[C512:.*]] : index
// SPLIT:           %[[PART:.*]] = memref.subview %[[PARTS]][%[[P]], 0, 0] [1, 1, 2048] [1, 1, 1] : memref<2x1x2048xf32> to memref<1x2048xf32, strided<[2048, 1], offset: ?>>
// SPLIT:           linalg.fill ins(%{{.*}} : f32) outs(%[[PART]] : {{.*}})
// SPLIT:           memref.subview %[[X]][0, %[[K]]] [1, 64] [1, 8]
// SPLIT-COUNT-7:   memref.subview %[[X]][0, %{{.*}}] [1, 64] [1, 8]
// SPLIT:           memref.subview %[[B]][%[[K]], 0] [64, 2048] [8, 1] : memref<1024x2048xf32> to memref<64x2048xf32, strided<[16384, 1], offset: ?>>
// SPLIT-COUNT-7:   memref.subview %[[B]][%{{.*}}, 0] [64, 2048] [8, 1]
// SPLIT:           linalg.generic {{.*}} outs(%[[PART]] : {{.*}})
// SPLIT:           scf.reduce
// SPLIT:         linalg.generic {indexing_maps = [#[[PMAP:.*]], #[[OMAP:.*]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[PARTS]] : memref<2x1x2048xf32>) outs(%[[Y]] : memref<1x2048xf32>) {
// SPLIT-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[ACC:.*]]: f32):
// SPLIT-NEXT:      %[[SUM:.*]] = arith.addf %[[ACC]], %[[IN]] : f32
// SPLIT-NEXT:      linalg.yield %[[SUM]] : f32
// SPLIT:         memref.dealloc %[[PARTS]] : memref<2x1x2048xf32>

// CACHE-LABEL: func.func @vecmat(
// CACHE-SAME:    %[[X:.*]]: memref<1x1024xf32>, %[[B:.*]]: memref<1024x2048xf32>, %[[Y:.*]]: memref<1x2048xf32>)
// CACHE:         scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CACHE-NOT:       scf.for
// CACHE-COUNT-8:   memref.subview %[[X]][0, {{[0-7]}}] [1, 128] [1, 8]
// CACHE:           memref.subview %[[B]][0, %[[J]]] [128, 1024] [8, 1] : memref<1024x2048xf32> to memref<128x1024xf32, strided<[16384, 1], offset: ?>>
// CACHE-COUNT-7:   memref.subview %[[B]][{{[1-7]}}, %[[J]]] [128, 1024] [8, 1]
// CACHE:           memref.subview %[[Y]][0, %[[J]]] [1, 1024] [1, 1]
// CACHE:           linalg.generic
// CACHE-COUNT-8:     arith.mulf
// CACHE:           scf.reduce
func.func @vecmat(%x: memref<1x1024xf32>, %b: memref<1024x2048xf32>, %y: memref<1x2048xf32>) {
  linalg.matmul ins(%x, %b : memref<1x1024xf32>, memref<1024x2048xf32>) outs(%y : memref<1x2048xf32>)
  func.return
}

// A reduction that 8 does not divide is peeled: its first rows (a multiple of 8) unrolled 8 times, then the
// rest read at once by a second op on the same output tile (one pass each over the output, in the
// reduction's order). 1031 rows (prime, not split): 1024 and 7; with split-reduction, 1032 rows in two
// parts of 516: 512 and 4 in each part, from the part's first row on.

// CACHE-LABEL: func.func @vecmat_peeled(
// CACHE-SAME:    %[[X:.*]]: memref<1x1031xf32>, %[[B:.*]]: memref<1031x2048xf32>, %[[Y:.*]]: memref<1x2048xf32>)
// CACHE:         scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CACHE:           memref.subview %[[B]][0, %[[J]]] [128, 1024] [8, 1]
// CACHE-COUNT-7:   memref.subview %[[B]][{{[1-7]}}, %[[J]]] [128, 1024] [8, 1]
// CACHE:           %[[Y0:.*]] = memref.subview %[[Y]][0, %[[J]]] [1, 1024] [1, 1]
// CACHE:           linalg.generic {{.*}} outs(%[[Y0]] : {{.*}})
// CACHE-COUNT-8:     arith.mulf
// CACHE-COUNT-7:   memref.subview %[[X]][0, {{1024|1025|1026|1027|1028|1029|1030}}] [1, 1] [1, 7]
// CACHE:           memref.subview %[[B]][1024, %[[J]]] [1, 1024] [7, 1] : memref<1031x2048xf32> to memref<1x1024xf32, strided<[14336, 1], offset: ?>>
// CACHE-COUNT-6:   memref.subview %[[B]][{{1025|1026|1027|1028|1029|1030}}, %[[J]]] [1, 1024] [7, 1]
// CACHE:           %[[Y1:.*]] = memref.subview %[[Y]][0, %[[J]]] [1, 1024] [1, 1]
// CACHE:           linalg.generic {{.*}} outs(%[[Y1]] : {{.*}})
// CACHE-COUNT-7:     arith.mulf
// CACHE-NOT:         arith.mulf
// CACHE:             linalg.yield
// CACHE:           scf.reduce
func.func @vecmat_peeled(%x: memref<1x1031xf32>, %b: memref<1031x2048xf32>, %y: memref<1x2048xf32>) {
  linalg.matmul ins(%x, %b : memref<1x1031xf32>, memref<1031x2048xf32>) outs(%y : memref<1x2048xf32>)
  func.return
}

// SPLIT-LABEL: func.func @vecmat_split_peeled(
// SPLIT-SAME:    %[[X:.*]]: memref<1x1032xf32>, %[[B:.*]]: memref<1032x2048xf32>, %[[Y:.*]]: memref<1x2048xf32>)
// SPLIT:         scf.parallel (%[[P:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// SPLIT:           %[[K:.*]] = arith.muli %[[P]], %{{.*}} : index
// SPLIT:           %[[PART:.*]] = memref.subview %{{.*}}[%[[P]], 0, 0] [1, 1, 2048] [1, 1, 1]
// SPLIT:           %[[C512:.*]] = arith.constant 512 : index
// SPLIT:           %[[REST:.*]] = arith.addi %[[K]], %[[C512]] : index
// SPLIT:           memref.subview %[[B]][%[[K]], 0] [64, 2048] [8, 1]
// SPLIT-COUNT-7:   memref.subview %[[B]][%{{.*}}, 0] [64, 2048] [8, 1]
// SPLIT:           linalg.generic {{.*}} outs(%[[PART]] : {{.*}})
// SPLIT-COUNT-8:     arith.mulf
// SPLIT:           memref.subview %[[X]][0, %[[REST]]] [1, 1] [1, 4]
// SPLIT:           memref.subview %[[B]][%[[REST]], 0] [1, 2048] [4, 1]
// SPLIT-COUNT-3:   memref.subview %[[B]][%{{.*}}, 0] [1, 2048] [4, 1]
// SPLIT:           linalg.generic {{.*}} outs(%[[PART]] : {{.*}})
// SPLIT-COUNT-4:     arith.mulf
// SPLIT-NOT:         arith.mulf
// SPLIT:             linalg.yield
// SPLIT:           scf.reduce
func.func @vecmat_split_peeled(%x: memref<1x1032xf32>, %b: memref<1032x2048xf32>, %y: memref<1x2048xf32>) {
  linalg.matmul ins(%x, %b : memref<1x1032xf32>, memref<1032x2048xf32>) outs(%y : memref<1x2048xf32>)
  func.return
}

// A one-row contraction with fewer columns than a tile (300) and a reduction that does not split (4099 is
// prime) has no tile loops, but is still unrolled 8 times and peeled: 4096 rows, then 3 at once.

// CACHE-LABEL: func.func @vecmat_one_tile(
// CACHE-SAME:    %[[X:.*]]: memref<1x4099xf32>, %[[B:.*]]: memref<4099x300xf32>, %[[Y:.*]]: memref<1x300xf32>)
// CACHE-NOT:     scf.parallel
// CACHE:         memref.subview %[[B]][0, 0] [512, 300] [8, 1] : memref<4099x300xf32> to memref<512x300xf32, strided<[2400, 1]>>
// CACHE-COUNT-7: memref.subview %[[B]][{{[1-7]}}, 0] [512, 300] [8, 1]
// CACHE:         linalg.generic {{.*}} outs(%{{.*}} : memref<1x300xf32, strided<[300, 1]>>)
// CACHE-COUNT-8:   arith.mulf
// CACHE:         memref.subview %[[B]][4096, 0] [1, 300] [3, 1]
// CACHE-COUNT-2: memref.subview %[[B]][{{4097|4098}}, 0] [1, 300] [3, 1]
// CACHE:         linalg.generic {{.*}} outs(%{{.*}} : memref<1x300xf32, strided<[300, 1]>>)
// CACHE-COUNT-3:   arith.mulf
// CACHE-NOT:       arith.mulf
// CACHE:           linalg.yield
// CACHE-NOT:     linalg.matmul
// CACHE:         return
func.func @vecmat_one_tile(%x: memref<1x4099xf32>, %b: memref<4099x300xf32>, %y: memref<1x300xf32>) {
  linalg.matmul ins(%x, %b : memref<1x4099xf32>, memref<4099x300xf32>) outs(%y : memref<1x300xf32>)
  func.return
}

// A one-row contraction whose body does not add into the output (a max-plus product) is not split: its
// parts could not be added. Its columns are tiled as without split-reduction.

// SPLIT-LABEL: func.func @max_plus_row(
// SPLIT-NOT:     memref.alloc
// SPLIT:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// SPLIT:           memref.subview %{{.*}}[0, %{{.*}}] [128, 1024] [8, 1]
func.func @max_plus_row(%x: memref<1x1024xf32>, %b: memref<1024x2048xf32>, %y: memref<1x2048xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %b : memref<1x1024xf32>, memref<1024x2048xf32>) outs(%y : memref<1x2048xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %p = arith.addf %u, %v : f32
    %m = arith.maximumf %acc, %p : f32
    linalg.yield %m : f32
  }
  func.return
}

// A row per batch is not split: the batches are parallel tiles already (and each would need its own
// partial rows).

// SPLIT-LABEL: func.func @batch_rows(
// SPLIT-NOT:     memref.alloc
// SPLIT:         scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// SPLIT-NOT:     memref.alloc
// SPLIT:         return
func.func @batch_rows(%x: memref<2x1x1024xf32>, %b: memref<2x1024x1024xf32>, %y: memref<2x1x1024xf32>) {
  linalg.batch_matmul ins(%x, %b : memref<2x1x1024xf32>, memref<2x1024x1024xf32>) outs(%y : memref<2x1x1024xf32>)
  func.return
}
