// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu --canonicalize | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu="tile-m=32 tile-n=128 tile-k=8 thread-m=2 thread-n=8" | FileCheck %s --check-prefix=OPT
// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu="tensor-cores=true" | FileCheck %s --check-prefix=TC
// RUN: not ai-opt %s --convert-linalg-matmul-to-gpu="thread-m=3" 2>&1 | FileCheck %s --check-prefix=DIVIDE
// RUN: not ai-opt %s --convert-linalg-matmul-to-gpu="tile-m=256 tile-n=256 thread-m=4 thread-n=4" 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not ai-opt %s --convert-linalg-matmul-to-gpu="tile-k=10" 2>&1 | FileCheck %s --check-prefix=SHARE

// DIVIDE: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'thread-m': must divide tile-m (64), got 3
// THREADS: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'thread-m': gives 4096 threads per block, more than 1024
// SHARE: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'tile-k': the 256 threads must share the tiles' 640 and 640 elements evenly

// A static f32 matmul: blocks of 16 x 16 threads on 64 x 64 tiles of C (2 x 3 blocks), K in steps of 16
// through two workgroup tiles, 16 sums per thread, a barrier after each copy and after each step.
// CHECK-LABEL: func.func @static
// CHECK-SAME: %[[A:[^:]*]]: memref<100x70xf32>, %[[B:[^:]*]]: memref<70x130xf32>, %[[C:[^:]*]]: memref<100x130xf32>
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[GX:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[GY:.*]] = arith.constant 2 : index
// CHECK: gpu.launch blocks({{.*}}) in ({{[^=]*}} = %[[GX]], {{[^=]*}} = %[[GY]], {{[^)]*}}) threads({{.*}}) in ({{[^=]*}} = %[[C16]], {{[^=]*}} = %[[C16]], {{[^)]*}})
// CHECK-SAME: workgroup(%[[AS:[^ ]*]] : memref<64x16xf32, #gpu.address_space<workgroup>>, %[[BS:[^ ]*]] : memref<16x64xf32, #gpu.address_space<workgroup>>)
// CHECK: %{{.*}}:16 = scf.for %[[K0:.*]] = %{{.*}} to %{{.*}} step %[[C16]] iter_args
// CHECK: memref.load %[[A]]
// CHECK: memref.store %{{.*}}, %[[AS]]
// CHECK: memref.load %[[B]]
// CHECK: memref.store %{{.*}}, %[[BS]]
// CHECK: gpu.barrier
// CHECK: %{{.*}}:16 = scf.for
// CHECK-COUNT-4: memref.load %[[AS]]
// CHECK-COUNT-4: memref.load %[[BS]]
// CHECK-COUNT-16: math.fma
// CHECK: gpu.barrier
// CHECK-COUNT-16: memref.store %{{.*}}, %[[C]]
// CHECK-NOT: linalg.matmul
// OPT-LABEL: func.func @static
// OPT: arith.constant 16 : index
// OPT: arith.constant 16 : index
// OPT: workgroup(%{{.*}} : memref<32x8xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<8x128xf32, #gpu.address_space<workgroup>>)
// OPT: scf.for {{.*}} -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
func.func @static(%a: memref<100x70xf32>, %b: memref<70x130xf32>, %c: memref<100x130xf32>) {
  linalg.matmul ins(%a, %b : memref<100x70xf32>, memref<70x130xf32>) outs(%c : memref<100x130xf32>)
  return
}

// -----

// Sizes known only at run time: the grid is computed from them.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[N:.*]] = memref.dim %arg1, %c1
// CHECK: arith.addi %[[N]], %c63
// CHECK: arith.divui
// CHECK: gpu.launch
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// -----

// A batch matmul: the batch is the grid's z size and the first index of every load and store of A, B and C.
// CHECK-LABEL: func.func @batch
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: gpu.launch blocks(%{{[^,]*}}, %{{[^,]*}}, %[[BZ:[^)]*]]) in ({{[^=]*}} = %{{[^,]*}}, {{[^=]*}} = %{{[^,]*}}, {{[^=]*}} = %[[C5]])
// CHECK: memref.load %arg0[%[[BZ]], %{{.*}}, %{{.*}}] : memref<5x100x70xf32>
// CHECK: memref.load %arg1[%[[BZ]], %{{.*}}, %{{.*}}] : memref<5x70x130xf32>
// CHECK: memref.store %{{.*}}, %arg2[%[[BZ]], %{{.*}}, %{{.*}}] : memref<5x100x130xf32>
func.func @batch(%a: memref<5x100x70xf32>, %b: memref<5x70x130xf32>, %c: memref<5x100x130xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<5x100x70xf32>, memref<5x70x130xf32>) outs(%c : memref<5x100x130xf32>)
  return
}

// -----

// An NHWC convolution as an implicit GEMM: M = 1 * 8 * 8 pixels (grid y 1), N = 4 channels (grid x 1),
// K = 3 * 3 * 3; the A tile's elements are read from the input at (oh * 2 + kh, ow + kw * 2), the filter as
// K x F (rows of F = 4 consecutive channels: 128-bit copies, scalar ones past K), the output as M x F.
// CHECK-LABEL: func.func @conv
// CHECK: gpu.launch
// CHECK: scf.for %{{.*}} = %{{.*}} to %c27 step %c16
// CHECK: %[[N:.*]] = arith.divui %{{.*}}, %c64 : index
// CHECK: %[[OH:.*]] = arith.divui %{{.*}}, %c8 : index
// CHECK: %[[OW:.*]] = arith.remui %{{.*}}, %c8 : index
// CHECK: %[[KH:.*]] = arith.divui %{{.*}}, %c9 : index
// CHECK: %[[KW:.*]] = arith.divui %{{.*}}, %c3 : index
// CHECK: %[[C:.*]] = arith.remui %{{.*}}, %c3 : index
// CHECK: %[[H0:.*]] = arith.muli %[[OH]], %c2 : index
// CHECK: %[[IH:.*]] = arith.addi %[[H0]], %[[KH]] : index
// CHECK: %[[W1:.*]] = arith.muli %[[KW]], %c2 : index
// CHECK: %[[IW:.*]] = arith.addi %[[OW]], %[[W1]] : index
// CHECK: memref.load %arg0[%[[N]], %[[IH]], %[[IW]], %[[C]]] : memref<1x17x12x3xf32>
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<3x3x3x4xf32>, vector<4xf32>
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<3x3x3x4xf32>
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %arg2[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x8x8x4xf32>
// CHECK-NOT: linalg.conv
func.func @conv(%i: memref<1x17x12x3xf32>, %f: memref<3x3x3x4xf32>, %o: memref<1x8x8x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%i, %f : memref<1x17x12x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x8x8x4xf32>)
  return
}

// -----

// f16 x f16 -> f32 on tensor cores (tensor-cores=true): blocks of 128 threads (4 warps), two 64 x 16 f16
// tiles in workgroup memory (B's stored n-major), each warp's registers built as vector<2xf16> pairs, 8
// mma.sync.m16n8k16 per K step. A's rows are copied in 128-bit groups of 8 f16 (where the run-time check
// allows: without canonicalization it stays), B's (transposed into shared memory) element by element.
// Without the option it is left alone.
// TC-LABEL: func.func @f16
// TC: gpu.launch {{.*}} threads({{.*}}) in (%{{[^=]*}} = %c128,
// TC-SAME: workgroup(%[[AS:[^ ]*]] : memref<64x16xf16, #gpu.address_space<workgroup>>, %[[BS:[^ ]*]] : memref<64x16xf16, #gpu.address_space<workgroup>>)
// TC: scf.for {{.*}} -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// TC: %[[AV:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<100x70xf16>, vector<8xf16>
// TC-NEXT: vector.store %[[AV]], %[[AS]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<64x16xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// TC-NOT: vector.load
// TC: gpu.barrier
// TC: llvm.insertelement %{{.*}} : vector<2xf16>
// TC-COUNT-8: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] B[%{{.*}}, %{{.*}}] C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// TC: gpu.barrier
// TC-NOT: linalg.matmul
// CHECK-LABEL: func.func @f16
// CHECK: linalg.matmul
func.func @f16(%a: memref<100x70xf16>, %b: memref<70x130xf16>, %c: memref<100x130xf32>) {
  linalg.matmul ins(%a, %b : memref<100x70xf16>, memref<70x130xf16>) outs(%c : memref<100x130xf32>)
  return
}

// -----

// bf16 into f32: each pair of bf16 is bitcast to the i32 register mma.sync takes, the PTX types written out.
// TC-LABEL: func.func @bf16
// TC: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// TC: nvvm.mma.sync {{.*}} {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-LABEL: func.func @bf16
// CHECK: linalg.matmul
func.func @bf16(%a: memref<100x70xbf16>, %b: memref<70x130xbf16>, %c: memref<100x130xf32>) {
  linalg.matmul ins(%a, %b : memref<100x70xbf16>, memref<70x130xbf16>) outs(%c : memref<100x130xf32>)
  return
}

// -----

// Other element types and matmuls on tensors are left for the other lowerings (tensor cores take f16 and
// bf16 into f32 only).
// TC-LABEL: func.func @others
// TC-COUNT-3: linalg.matmul
// CHECK-LABEL: func.func @others
// CHECK-NOT: gpu.launch
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x4xf16>, memref<4x4xf16>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x4xi32>, memref<4x4xi32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>)
func.func @others(%h: memref<4x4xf16>, %i: memref<4x4xi32>, %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  linalg.matmul ins(%h, %h : memref<4x4xf16>, memref<4x4xf16>) outs(%h : memref<4x4xf16>)
  linalg.matmul ins(%i, %i : memref<4x4xi32>, memref<4x4xi32>) outs(%i : memref<4x4xi32>)
  %r = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// Rows of 64 (A) and 256 (B) f32, multiples of 4: each thread copies groups of 4 consecutive elements with one
// 16-byte aligned vector.load and vector.store, where the group lies inside the operand and the operand's
// rows are aligned (the pointer check stays for run time; the static strides fold away); other groups fall
// back to 4 scalar copies with zero padding.
// CHECK-LABEL: func.func @aligned
// CHECK-SAME: %[[A:[^:]*]]: memref<128x64xf32>, %[[B:[^:]*]]: memref<64x256xf32>
// CHECK: gpu.launch
// CHECK: %[[APTR:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: arith.remui %[[APTR]], %c16
// CHECK: %[[BPTR:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK: arith.remui %[[BPTR]], %c16
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: %[[AV:.*]] = vector.load %[[A]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<128x64xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %[[AV]], %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<64x16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-COUNT-4: memref.load %[[A]]
// CHECK: %[[BV:.*]] = vector.load %[[B]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<64x256xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %[[BV]], %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<16x64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-COUNT-4: memref.load %[[B]]
// CHECK: gpu.barrier
func.func @aligned(%a: memref<128x64xf32>, %b: memref<64x256xf32>, %c: memref<128x256xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x256xf32>) outs(%c : memref<128x256xf32>)
  return
}

// -----

// Rows of 70 and 130 f32 are not 16-byte aligned: the vector copies fold away, only the scalar ones remain.
// CHECK-LABEL: func.func @unaligned
// CHECK: gpu.launch
// CHECK-NOT: vector.load
// CHECK: return
func.func @unaligned(%a: memref<100x70xf32>, %b: memref<70x130xf32>, %c: memref<100x130xf32>) {
  linalg.matmul ins(%a, %b : memref<100x70xf32>, memref<70x130xf32>) outs(%c : memref<100x130xf32>)
  return
}

// -----

// Dynamic sizes: whether the rows are aligned (offset, strides, pointer) is computed once per block from the
// memrefs' metadata, and every group chooses the vector or the scalar copy.
// CHECK-LABEL: func.func @dynamic_rows
// CHECK: gpu.launch
// CHECK: memref.extract_strided_metadata %arg0 : memref<?x?xf32>
// CHECK: memref.extract_strided_metadata %arg1 : memref<?x?xf32>
// CHECK: vector.load %arg0
// CHECK: memref.load %arg0
// CHECK: vector.load %arg1
// CHECK: memref.load %arg1
func.func @dynamic_rows(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
