// RUN: ai-opt %s --split-input-file --convert-linalg-to-cpu-ukernels --canonicalize --cse | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-linalg-to-cpu-ukernels="fuse-elementwise=false" | FileCheck %s --check-prefix=NOFUSE

// A matmul: one row dimension (M0 = 1), K in the last reduction level; tiles of 64 rows x 64 columns in
// parallel (at least 8 tiles), one parallel dimension over the 2 x 4 tiles (row block T / 4, column block
// T % 4), each moving A by its rows, B by its columns and C by both.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<128x64xf32>, %[[B:.*]]: memref<64x256xf32>, %[[C:.*]]: memref<128x256xf32>)
// CHECK-DAG: %[[BA:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[A]]
// CHECK-DAG: %[[BB:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[B]]
// CHECK-DAG: %[[BC:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[C]]
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: scf.parallel (%[[T:.*]]) = (%[[C0]]) to (%[[C8]]) step (%[[C1:.*]]) {
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-DAG: %[[C16384:.*]] = arith.constant 16384 : index
// CHECK-DAG: %[[TI:.*]] = arith.divui %[[T]], %[[C4]] : index
// CHECK-DAG: %[[TJ:.*]] = arith.remui %[[T]], %[[C4]] : index
// CHECK-DAG: %[[J:.*]] = arith.muli %[[TJ]], %[[C64]] : index
// CHECK-DAG: %[[AOFF:.*]] = arith.muli %[[TI]], %[[C4096]] : index
// CHECK-DAG: %[[CROW:.*]] = arith.muli %[[TI]], %[[C16384]] : index
// CHECK-DAG: %[[COFF:.*]] = arith.addi %[[CROW]], %[[J]] : index
//      M0, M1, N, K0, K1, K2; A, offset, am0, am1, ak0, ak1, ak2; B, offset, bk0, bk1, bk2, bn; C, offset, cm0, cm1, cn;
//      accumulate (1: C += A B)
// CHECK: func.call @aiopt_uk_matmul_f32(%[[C1]], %[[C64]], %[[C64]], %[[C1]], %[[C1]], %[[C64]],
// CHECK-SAME: %[[BA]], %[[AOFF]], %[[C0]], %[[C64]], %[[C0]], %[[C0]], %[[C1]],
// CHECK-SAME: %[[BB]], %[[J]], %[[C0]], %[[C0]], %[[C256]], %[[C1]],
// CHECK-SAME: %[[BC]], %[[COFF]], %[[C0]], %[[C256]], %[[C1]], %[[C1]]) {aiopt.estimated_work = 262144 : i64}
// CHECK-NEXT: scf.reduce
// CHECK: func.func private @aiopt_uk_matmul_f32(index, index, index, index, index, index, memref<f32>, index, index, index, index, index, index, memref<f32>, index, index, index, index, index, memref<f32>, index, index, index, index, index)
func.func @matmul(%a: memref<128x64xf32>, %b: memref<64x256xf32>, %c: memref<128x256xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  return
}

// -----

// A fill of +0.0 before the contraction is dropped: the kernel stores instead of adding (accumulate = 0).
// Constants, allocations, views of other buffers and structured ops on other buffers may be between them (a
// convolution's input padded after its output was filled). A fill of -0.0, of another value, or with a read of
// the output between, stays.
// CHECK-LABEL: func.func @filled
// CHECK-NOT: linalg.fill
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %[[ZERO:[^ ,]+]]) {aiopt.estimated_work
// CHECK-LABEL: func.func @filled_then_padded
// CHECK: %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x34x34x16xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[P]] : memref<1x34x34x16xf32>)
// CHECK-NOT: linalg.fill
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %[[ZERO]]) {aiopt.estimated_work
// CHECK-LABEL: func.func @copied_between
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[C0:.*]] : memref<128x256xf32>)
// CHECK-NEXT: memref.copy %[[C0]], %{{.*}}
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %[[ONE:[^ ,]+]]) {aiopt.estimated_work
// CHECK-LABEL: func.func @not_dropped
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[C:.*]] : memref<128x256xf32>)
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %[[ONE]]) {aiopt.estimated_work
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<128x256xf32>)
// CHECK: memref.load
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %[[ONE]]) {aiopt.estimated_work
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<128x256xf32>)
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %[[ONE]]) {aiopt.estimated_work
func.func @filled(%a: memref<128x64xf32>, %b: memref<64x256xf32>, %c: memref<128x256xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<128x256xf32>)
  %unused = arith.constant 1 : index
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  return
}
func.func @filled_then_padded(%x: memref<1x32x32x16xf32>, %k: memref<3x3x16x32xf32>, %y: memref<1x32x32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x32x32x32xf32>)
  %p = memref.alloc() {alignment = 64 : i64} : memref<1x34x34x16xf32>
  linalg.fill ins(%zero : f32) outs(%p : memref<1x34x34x16xf32>)
  %inner = memref.subview %p[0, 1, 1, 0] [1, 32, 32, 16] [1, 1, 1, 1] : memref<1x34x34x16xf32> to memref<1x32x32x16xf32, strided<[18496, 544, 16, 1], offset: 560>>
  memref.copy %x, %inner : memref<1x32x32x16xf32> to memref<1x32x32x16xf32, strided<[18496, 544, 16, 1], offset: 560>>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %k : memref<1x34x34x16xf32>, memref<3x3x16x32xf32>) outs(%y : memref<1x32x32x32xf32>)
  memref.dealloc %p : memref<1x34x34x16xf32>
  return
}
func.func @copied_between(%a: memref<128x64xf32>, %b: memref<64x256xf32>, %c: memref<128x256xf32>, %d: memref<128x256xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<128x256xf32>)
  memref.copy %c, %d : memref<128x256xf32> to memref<128x256xf32>
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  return
}
func.func @not_dropped(%a: memref<128x64xf32>, %b: memref<64x256xf32>, %c: memref<128x256xf32>) -> f32 {
  %negative_zero = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  linalg.fill ins(%negative_zero : f32) outs(%c : memref<128x256xf32>)
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<128x256xf32>)
  %x = memref.load %c[%i, %i] : memref<128x256xf32>
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  linalg.fill ins(%one : f32) outs(%c : memref<128x256xf32>)
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  return %x : f32
}

// -----

// A batch matmul: the batch dimension joins the parallel loop (tiles of all 32 rows and columns); each
// batch moves A, B and C.
// CHECK-LABEL: func.func @batch_matmul
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: scf.parallel (%[[BATCH:.*]]) = (%{{.*}}) to (%[[C4]]) step (%{{.*}}) {
// CHECK-DAG: %[[C2048:.*]] = arith.constant 2048 : index
// CHECK-DAG: %[[BOFF:.*]] = arith.muli %[[BATCH]], %[[C2048]] : index
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %{{.*}}, %[[BOFF]], {{.*}}) {aiopt.estimated_work = 65536 : i64}
func.func @batch_matmul(%a: memref<4x32x64xf32>, %b: memref<4x64x32xf32>, %c: memref<4x32x32xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<4x32x64xf32>, memref<4x64x32xf32>) outs(%c : memref<4x32x32xf32>)
  return
}

// -----

// A convolution is an implicit GEMM: rows (oh, ow), reduction levels (kh, kw, c) with the window's strides
// in the input: am0 = 2 * 80 (stride 2 over input rows), am1 = 2 * 8, ak0 = 80, ak1 = 8, ak2 = 1;
// in the filter bk0 = 384, bk1 = 128, bk2 = 16, bn = 1.
// CHECK-LABEL: func.func @conv_strided
// One tile per image: 2 tiles of all 4 x 4 output pixels and 16 filters.
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: scf.parallel (%[[N:.*]]) = (%[[C0]]) to (%[[C2]]) step (%[[C1]]) {
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C800:.*]] = arith.constant 800 : index
// CHECK-DAG: %[[C160:.*]] = arith.constant 160 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C80:.*]] = arith.constant 80 : index
// CHECK-DAG: %[[C384:.*]] = arith.constant 384 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: func.call @aiopt_uk_matmul_f32(%[[C4]], %[[C4]], %[[C16]], %[[C3]], %[[C3]], %[[C8]],
// CHECK-SAME: %{{[^ ,]+}}, %{{[^ ,]+}}, %[[C160]], %[[C16]], %[[C80]], %[[C8]], %[[C1]],
// CHECK-SAME: %{{[^ ,]+}}, %[[C0]], %[[C384]], %[[C128]], %[[C16]], %[[C1]],
// CHECK-SAME: {aiopt.estimated_work = 18432 : i64}
func.func @conv_strided(%x: memref<2x10x10x8xf32>, %w: memref<3x3x8x16xf32>, %y: memref<2x4x4x16xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : memref<2x10x10x8xf32>, memref<3x3x8x16xf32>) outs(%y : memref<2x4x4x16xf32>)
  return
}

// -----

// The inputs swap roles where the first one indexes the columns: C[j, i] = A[k, i] * B[j, k].
// CHECK-LABEL: func.func @swapped
// CHECK-SAME: (%[[X:.*]]: memref<64x96xf32>, %[[Y:.*]]: memref<80x64xf32>, %[[Z:.*]]: memref<80x96xf32>)
// CHECK-DAG: %[[BX:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[X]]
// CHECK-DAG: %[[BY:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[Y]]
// CHECK: func.call @aiopt_uk_matmul_f32({{.*}}, %[[BY]], {{.*}}, %[[BX]], {{.*}})
#x = affine_map<(j, i, k) -> (k, i)>
#y = affine_map<(j, i, k) -> (j, k)>
#z = affine_map<(j, i, k) -> (j, i)>
func.func @swapped(%x: memref<64x96xf32>, %y: memref<80x64xf32>, %z: memref<80x96xf32>) {
  linalg.generic {indexing_maps = [#x, #y, #z], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : memref<64x96xf32>, memref<80x64xf32>) outs(%z : memref<80x96xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A matrix times a vector (a column dimension of size 1): the inputs swap roles, the vector is the one row
// of A and the matrix's rows are the columns (B transposed: column stride 256, depth stride 1).
// CHECK-LABEL: func.func @matrix_times_vector
// CHECK-SAME: (%[[M:.*]]: memref<128x256xf32>, %[[V:.*]]: memref<256x1xf32>, %[[Y:.*]]: memref<128x1xf32>)
// CHECK-DAG: %[[BM:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK-DAG: %[[BV:[^ ,]+]], %{{.*}} = memref.extract_strided_metadata %[[V]]
// CHECK: func.call @aiopt_uk_matmul_f32(%c1, %c1, %c64, %c1, %c1, %c256, %[[BV]], {{.*}}, %[[BM]], %{{[^ ,]+}}, %c0, %c0, %c1, %c256,
func.func @matrix_times_vector(%m: memref<128x256xf32>, %v: memref<256x1xf32>, %y: memref<128x1xf32>) {
  linalg.matmul ins(%m, %v : memref<128x256xf32>, memref<256x1xf32>) outs(%y : memref<128x1xf32>)
  return
}

// -----

// Left to the loops: other element types, other bodies, small or dynamic problems, matrix-vector products.
// CHECK-LABEL: func.func @not_converted
// CHECK-NOT: aiopt_uk_matmul_f32
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<128x128xi32>, memref<128x128xi32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<8x8xf32>, memref<8x8xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<?x128xf32>, memref<128x128xf32>)
// CHECK: linalg.matvec
// CHECK: linalg.generic
// CHECK-NOT: aiopt_uk_matmul_f32
func.func @not_converted(%i: memref<128x128xi32>, %s: memref<8x8xf32>, %d: memref<?x128xf32>, %f: memref<128x128xf32>, %v: memref<128xf32>) {
  linalg.matmul ins(%i, %i : memref<128x128xi32>, memref<128x128xi32>) outs(%i : memref<128x128xi32>)
  linalg.matmul ins(%s, %s : memref<8x8xf32>, memref<8x8xf32>) outs(%s : memref<8x8xf32>)
  linalg.matmul ins(%d, %f : memref<?x128xf32>, memref<128x128xf32>) outs(%d : memref<?x128xf32>)
  linalg.matvec ins(%f, %v : memref<128x128xf32>, memref<128xf32>) outs(%v : memref<128xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%f, %f : memref<128x128xf32>, memref<128x128xf32>) outs(%f : memref<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %m = arith.maximumf %acc, %p : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Fewer than 5 rows whose B has adjacent columns (a vector or a few rows times a matrix, here as they are and
// in a view with strides [1024, 1]) are left to the loops, which stream B's rows once; 5 rows, or a B whose
// columns are 256 elements apart (the loops would compute dot products), call the kernel.
// CHECK-LABEL: func.func @few_rows
// CHECK-NOT: aiopt_uk_matmul_f32
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x256xf32>, memref<256x512xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<1x256xf32>, memref<256x512xf32, strided<[1024, 1]>>)
// CHECK-NOT: linalg.matmul
// CHECK: func.call @aiopt_uk_matmul_f32(%{{[^ ,]+}}, %c5, %c64,
// CHECK-NOT: linalg.matmul
// CHECK: func.call @aiopt_uk_matmul_f32(%{{[^ ,]+}}, %c1, %c64, {{.*}}, %c1, %c256, %{{.*}})
// CHECK-NOT: linalg.matmul
func.func @few_rows(%a4: memref<4x256xf32>, %a1: memref<1x256xf32>, %a5: memref<5x256xf32>, %b: memref<256x512xf32>,
                    %wide: memref<256x1024xf32>, %c4: memref<4x512xf32>, %c1: memref<1x512xf32>, %c5: memref<5x512xf32>) {
  linalg.matmul ins(%a4, %b : memref<4x256xf32>, memref<256x512xf32>) outs(%c4 : memref<4x512xf32>)
  %view = memref.subview %wide[0, 0] [256, 512] [1, 1] : memref<256x1024xf32> to memref<256x512xf32, strided<[1024, 1]>>
  linalg.matmul ins(%a1, %view : memref<1x256xf32>, memref<256x512xf32, strided<[1024, 1]>>) outs(%c1 : memref<1x512xf32>)
  linalg.matmul ins(%a5, %b : memref<5x256xf32>, memref<256x512xf32>) outs(%c5 : memref<5x512xf32>)
  %bt = memref.reinterpret_cast %b to offset: [0], sizes: [256, 512], strides: [1, 256] : memref<256x512xf32> to memref<256x512xf32, strided<[1, 256]>>
  linalg.matmul ins(%a1, %bt : memref<1x256xf32>, memref<256x512xf32, strided<[1, 256]>>) outs(%c1 : memref<1x512xf32>)
  return
}

// -----

// The element-wise op that updates the output in place right after the contraction (a bias add and a relu)
// runs in the loop, on the tile each iteration computed: views of the output's tile, of the bias's columns
// of it, and the scalar as it is (none with fuse-elementwise=false).
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#scalar = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @bias_relu
// CHECK-SAME: (%[[A:.*]]: memref<128x64xf32>, %[[B:.*]]: memref<64x256xf32>, %[[BIAS:.*]]: memref<256xf32>, %[[ZERO:.*]]: memref<f32>, %[[C:.*]]: memref<128x256xf32>)
// CHECK: scf.parallel
// CHECK-DAG: %[[I:.*]] = arith.muli %{{.*}}, %[[C64:.*]] : index
// CHECK-DAG: %[[J:.*]] = arith.muli %{{.*}}, %[[C64]] : index
// CHECK: func.call @aiopt_uk_matmul_f32
// CHECK-NEXT: %[[TILE:.*]] = memref.subview %[[C]][%[[I]], %[[J]]] [64, 64] [1, 1] : memref<128x256xf32> to memref<64x64xf32, strided<[256, 1], offset: ?>>
// CHECK-NEXT: %[[COLS:.*]] = memref.subview %[[BIAS]][%[[J]]] [64] [1] : memref<256xf32> to memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[TILE]], %[[COLS]], %[[ZERO]] : {{.*}}) outs(%[[TILE]] : memref<64x64xf32, strided<[256, 1], offset: ?>>)
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// NOFUSE-LABEL: func.func @bias_relu
// NOFUSE: scf.reduce
// NOFUSE-NEXT: }
// NOFUSE-NEXT: linalg.generic
func.func @bias_relu(%a: memref<128x64xf32>, %b: memref<64x256xf32>, %bias: memref<256xf32>, %zero: memref<f32>, %c: memref<128x256xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  linalg.generic {indexing_maps = [#id, #col, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias, %zero : memref<128x256xf32>, memref<256xf32>, memref<f32>) outs(%c : memref<128x256xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %z : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// The op may write another buffer than the contraction's output (the function's result, the output a
// temporary): its tile of that buffer.
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @into_result
// CHECK-SAME: %[[C:[^ ,]+]]: memref<128x256xf32>, %[[R:[^ ,]+]]: memref<128x256xf32>)
// CHECK: func.call @aiopt_uk_matmul_f32
// CHECK-NEXT: %[[TILE:.*]] = memref.subview %[[C]][%[[I:.*]], %[[J:.*]]] [64, 64] [1, 1]
// CHECK-NEXT: %[[OUT:.*]] = memref.subview %[[R]][%[[I]], %[[J]]] [64, 64] [1, 1]
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[TILE]] : {{.*}}) outs(%[[OUT]] : {{.*}})
func.func @into_result(%a: memref<128x64xf32>, %b: memref<64x256xf32>, %c: memref<128x256xf32>, %r: memref<128x256xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<128x256xf32>) outs(%r : memref<128x256xf32>) {
  ^bb0(%x: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// A batch matmul's tile is one batch element (an outer dimension: size 1), with a deallocation of another
// buffer between the two ops, which stays after the loop.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @batch_epilogue
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK: func.call @aiopt_uk_matmul_f32
// CHECK-NEXT: %[[TILE:.*]] = memref.subview %{{.*}}[%[[T]], 0, 0] [1, 32, 32] [1, 1, 1] : memref<4x32x32xf32> to memref<1x32x32xf32, strided<[1024, 32, 1], offset: ?>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[TILE]] : {{.*}}) outs(%[[TILE]] : {{.*}})
// CHECK: math.tanh
// CHECK: scf.reduce
// CHECK: memref.dealloc
func.func @batch_epilogue(%a: memref<4x32x64xf32>, %b: memref<4x64x32xf32>, %c: memref<4x32x32xf32>, %tmp: memref<8xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<4x32x64xf32>, memref<4x64x32xf32>) outs(%c : memref<4x32x32xf32>)
  memref.dealloc %tmp : memref<8xf32>
  linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : memref<4x32x32xf32>) outs(%c : memref<4x32x32xf32>) {
  ^bb0(%x: f32, %out: f32):
    %t = math.tanh %x : f32
    linalg.yield %t : f32
  }
  return
}

// -----

// Not moved into the loop: an op that reads the output transposed (another tile's elements), one that
// writes a buffer the contraction reads (other tiles would read what it wrote), one that reads a buffer
// freed in between, one with a reduction, and one that reads a view of the output.
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @not_fused
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: linalg.generic
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic
// CHECK-NOT: scf.reduce
func.func @not_fused(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>, %sq: memref<128x128xf32>, %b2: memref<128x128xf32>, %v: memref<128xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<128x128xf32>) outs(%c : memref<128x128xf32>) {
  ^bb0(%x: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  linalg.matmul ins(%sq, %b2 : memref<128x128xf32>, memref<128x128xf32>) outs(%c : memref<128x128xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<128x128xf32>) outs(%sq : memref<128x128xf32>) {
  ^bb0(%x: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  %e = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
  memref.dealloc %e : memref<128x128xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %e : memref<128x128xf32>, memref<128x128xf32>) outs(%c : memref<128x128xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : memref<128x128xf32>) outs(%v : memref<128xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = arith.addf %x, %out : f32
    linalg.yield %s : f32
  }
  %view = memref.subview %c[0, 0] [128, 128] [1, 1] : memref<128x128xf32> to memref<128x128xf32, strided<[128, 1]>>
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %view : memref<128x128xf32>, memref<128x128xf32, strided<[128, 1]>>) outs(%c : memref<128x128xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
