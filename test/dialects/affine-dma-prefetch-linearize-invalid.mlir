// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @prefetch_rw(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rw, locality<0>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<0>, false : memref<10xf32>
  return
}

// -----

func.func @prefetch_rank(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i], read, locality<0>, data : memref<10x10xf32>
  return
}

// -----

func.func @dma_src_index(%arg0: index) {
  %0 = memref.alloc() : memref<100xf32>
  %1 = memref.alloc() : memref<100xf32, 2>
  %2 = memref.alloc() : memref<1xi32, 4>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.for %i0 = 0 to 10 {
    %3 = arith.muli %i0, %arg0 : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %0[%3], %1[%i0], %2[%c0], %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32, 4>
  }
  return
}

// -----

func.func @dma_tag_index(%arg0: index) {
  %0 = memref.alloc() : memref<100xf32>
  %1 = memref.alloc() : memref<100xf32, 2>
  %2 = memref.alloc() : memref<1xi32, 4>
  %c64 = arith.constant 64 : index
  affine.for %i0 = 0 to 10 {
    %3 = arith.muli %i0, %arg0 : index
    // expected-error@+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %0[%i0], %1[%arg0], %2[%3], %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32, 4>
  }
  return
}

// -----

func.func @dma_stride(%src: memref<100xf32>, %dst: memref<100xf32>, %tag: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected two stride related operands}}
  affine.dma_start %src[%i], %dst[%i], %tag[%i], %i, %i : memref<100xf32>, memref<100xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_wait_index(%arg0: index) {
  %2 = memref.alloc() : memref<1xi32, 4>
  %c64 = arith.constant 64 : index
  affine.for %i0 = 0 to 10 {
    %3 = arith.muli %i0, %arg0 : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %2[%3], %c64 : memref<1xi32, 4>
  }
  return
}

// -----

func.func @delinearize_results(%idx: index, %b0: index, %b1: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %1 = affine.delinearize_index %idx into (%b0, %b1) : index
  return
}

// -----

func.func @delinearize_basis(%idx: index, %b1: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %1:2 = affine.delinearize_index %idx into (0, %b1) : index, index
  return
}

// -----

func.func @linearize_basis(%idx: index, %b0: index, %b1: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %1 = affine.linearize_index [%idx] by (%b0, %b1, %idx) : index
  return
}
