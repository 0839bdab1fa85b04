// affine.prefetch, affine.dma_start/dma_wait and affine.delinearize_index/linearize_index print as
// upstream's and parse back, also from the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @dma_prefetch(
func.func @dma_prefetch(%m: memref<400x400xi32>, %i: index, %j: index, %n: index) {
  affine.for %k = 0 to 10 {
    // CHECK: affine.prefetch %{{.*}}[%{{.*}} + 3, symbol(%{{.*}})], read, locality<3>, data : memref<400x400xi32>
    affine.prefetch %m[%k + 3, symbol(%n)], read, locality<3>, data : memref<400x400xi32>
    // CHECK: affine.prefetch %{{.*}}[%{{.*}}, %{{.*}}], write, locality<0>, instr : memref<400x400xi32>
    affine.prefetch %m[%k, %k], write, locality<0>, instr : memref<400x400xi32>
  }
  %src = memref.alloc() : memref<100xf32>
  %dst = memref.alloc() : memref<100xf32, 2>
  %tag = memref.alloc() : memref<1xi32, 4>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  // CHECK: affine.dma_start %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}} + 1], %{{.*}}[%{{.*}}], %{{.*}} : memref<100xf32>, memref<100xf32, 2{{( : i64)?}}>, memref<1xi32, 4{{( : i64)?}}>
  affine.dma_start %src[%i], %dst[%j + 1], %tag[%c0], %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32, 4>
  // CHECK: affine.dma_start %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}, %{{.*}} : memref<100xf32>
  affine.dma_start %src[%i], %dst[%j], %tag[%c0], %c64, %c0, %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32, 4>
  // CHECK: affine.dma_wait %{{.*}}[%{{.*}}], %{{.*}} : memref<1xi32, 4{{( : i64)?}}>
  affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 4>
  return
}

// CHECK-LABEL: func.func @linearize(
func.func @linearize(%i: index, %b0: index, %b1: index) -> (index, index, index) {
  // CHECK: affine.delinearize_index %{{.*}} into (%{{.*}}, %{{.*}}) : index, index
  %r:2 = affine.delinearize_index %i into (%b0, %b1) : index, index
  // CHECK: affine.delinearize_index %{{.*}} into (4, %{{.*}}) : index, index, index
  %s:3 = affine.delinearize_index %i into (4, %b1) : index, index, index
  // CHECK: affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (4, %{{.*}}) : index
  %l = affine.linearize_index disjoint [%r#0, %r#1] by (4, %b1) : index
  // CHECK: affine.linearize_index [%{{.*}}, %{{.*}}] by (%{{.*}}) : index
  %m = affine.linearize_index [%r#0, %r#1] by (%b1) : index
  // CHECK: affine.delinearize_index %{{.*}} into () : index
  %n = affine.delinearize_index %i into () : index
  return %l, %m, %n : index, index, index
}
