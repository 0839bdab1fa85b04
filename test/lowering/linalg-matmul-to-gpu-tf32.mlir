// convert-linalg-matmul-to-gpu{tf32=true}: f32 matmuls, batch matmuls and NHWC convolutions on tf32 tensor
// cores (opt-in: without the option, or where the op's precision_config names HIGHEST, the f32 kernel).
// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu="tf32=true" | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu | FileCheck %s --check-prefix=OFF
// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu="tf32=true tensor-cores=true" | FileCheck %s --check-prefix=BOTH

// 128 threads (4 warps) on 64 x 64 tiles of C; the tiles hold A and B rounded with cvt.rna.tf32.f32 as they
// are copied (i32: the registers an m16n8k8 tf32 mma takes), the A tile's rows padded to 20 elements and the
// B tile's (k-major) to 72 against bank conflicts; two mma steps of k = 8 (8 mmas each) per K step of 16.
// A's and B's rows are copied in 128-bit groups of 4 f32 where the run-time check of their alignment allows
// (A's rows of K = 70 f32 never are: without canonicalization the branch stays), element by element else.
// CHECK-LABEL: func.func @matmul
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{[^=]*}} = %c128,
// CHECK-SAME: workgroup(%[[AS:[^ ]*]] : memref<64x20xi32, #gpu.address_space<workgroup>>, %[[BS:[^ ]*]] : memref<16x72xi32, #gpu.address_space<workgroup>>)
// CHECK: scf.for
// CHECK: %[[AV:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<100x70xf32>, vector<4xf32>
// CHECK: %[[X:.*]] = llvm.extractelement %[[AV]][%{{.*}} : i32] : vector<4xf32>
// CHECK-NEXT: %[[T:.*]] = nvvm.convert.float.to.tf32 %[[X]] {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK-NEXT: llvm.insertelement %[[T]], %{{.*}}[%{{.*}} : i32] : vector<4xi32>
// CHECK: vector.store %{{.*}}, %[[AS]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<64x20xi32, #gpu.address_space<workgroup>>, vector<4xi32>
// CHECK: %[[E:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: %[[TE:.*]] = nvvm.convert.float.to.tf32 %[[E]] {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK-NEXT: memref.store %[[TE]], %[[AS]][%{{.*}}, %{{.*}}] : memref<64x20xi32, #gpu.address_space<workgroup>>
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<70x128xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}}, %[[BS]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<16x72xi32, #gpu.address_space<workgroup>>, vector<4xi32>
// CHECK: gpu.barrier
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: %[[A0:.*]] = memref.load %[[AS]][%{{.*}}, %{{.*}}] : memref<64x20xi32, #gpu.address_space<workgroup>>
// CHECK-COUNT-8: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] B[%{{.*}}, %{{.*}}] C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: memref.load %[[BS]][%{{.*}}, %{{.*}}] : memref<16x72xi32, #gpu.address_space<workgroup>>
// CHECK-COUNT-8: nvvm.mma.sync {{.*}} shape = #nvvm.shape<m = 16, n = 8, k = 8>
// CHECK-NOT: nvvm.mma.sync
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: gpu.barrier
// CHECK-NOT: linalg.matmul
// OFF-LABEL: func.func @matmul
// OFF-NOT: nvvm
// OFF: math.fma
// OFF-NOT: nvvm
// BOTH-LABEL: func.func @matmul
// BOTH: nvvm.mma.sync {{.*}} shape = #nvvm.shape<m = 16, n = 8, k = 8>
func.func @matmul(%a: memref<100x70xf32>, %b: memref<70x128xf32>, %c: memref<100x128xf32>) {
  linalg.matmul ins(%a, %b : memref<100x70xf32>, memref<70x128xf32>) outs(%c : memref<100x128xf32>)
  return
}

// -----

// A batch matmul: grid z over the batch, the same kernel.
// CHECK-LABEL: func.func @batch
// CHECK: memref.load %arg0[%{{[^,]*}}, %{{.*}}, %{{.*}}] : memref<3x?x?xf32>
// CHECK-COUNT-16: nvvm.mma.sync {{.*}} shape = #nvvm.shape<m = 16, n = 8, k = 8>
func.func @batch(%a: memref<3x?x?xf32>, %b: memref<3x?x?xf32>, %c: memref<3x?x?xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x?x?xf32>, memref<3x?x?xf32>) outs(%c : memref<3x?x?xf32>)
  return
}

// -----

// An NHWC convolution as an implicit GEMM on tf32 tensor cores (A gathered from the input, the filter's rows
// of F = 8 channels copied in 128-bit groups).
// CHECK-LABEL: func.func @conv
// CHECK: memref.load %arg0[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x6x6x4xf32>
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<3x3x4x8xf32>, vector<4xf32>
// CHECK-COUNT-16: nvvm.mma.sync {{.*}} shape = #nvvm.shape<m = 16, n = 8, k = 8>
// CHECK: memref.store %{{.*}}, %arg2[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x4x4x8xf32>
// CHECK-NOT: linalg.conv
func.func @conv(%i: memref<1x6x6x4xf32>, %f: memref<3x3x4x8xf32>, %o: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%i, %f : memref<1x6x6x4xf32>, memref<3x3x4x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  return
}

// -----

// precision_config naming HIGHEST (as convert-mhlo-to-linalg copies it from the dot) keeps full f32 products:
// the f32 kernel. HIGH on both operands allows tf32 (as XLA).
// CHECK-LABEL: func.func @highest
// CHECK-NOT: nvvm.mma.sync
// CHECK: math.fma
// CHECK-NOT: nvvm.mma.sync
// CHECK-LABEL: func.func @high
// CHECK: nvvm.mma.sync
func.func @highest(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  linalg.matmul {precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]}
      ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  return
}
func.func @high(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  linalg.matmul {precision_config = [#mhlo<precision HIGH>, #mhlo<precision HIGH>]}
      ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  return
}

// -----

// f16 matmuls are not tf32's: left alone without tensor-cores=true.
// CHECK-LABEL: func.func @f16
// CHECK: linalg.matmul
func.func @f16(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf32>) {
  linalg.matmul ins(%a, %b : memref<16x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>)
  return
}
