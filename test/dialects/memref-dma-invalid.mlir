// memref.dma_start checks its variadic operands in upstream's order and words;
// memref.dma_wait its tag indices.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @not_enough_operands() {
  // expected-error@+1 {{expected at least 4 operands}}
  "memref.dma_start"() : () -> ()
}

// -----

func.func @no_src_memref(%m : f32, %tag : f32, %c0 : index) {
  // expected-error@+1 {{expected source to be of memref type}}
  memref.dma_start %m[%c0], %m[%c0], %c0, %tag[%c0] : f32, f32, f32
}

// -----

func.func @not_enough_operands_for_src(%src: memref<2x2x2xf32>, %idx: index) {
  // expected-error@+1 {{expected at least 7 operands}}
  "memref.dma_start"(%src, %idx, %idx, %idx) : (memref<2x2x2xf32>, index, index, index) -> ()
}

// -----

func.func @dst_index_type(%src: memref<2x2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>, %flt: f32) {
  // expected-error@+1 {{expected destination indices to be of index type}}
  "memref.dma_start"(%src, %idx, %idx, %dst, %flt, %tag, %idx)
      : (memref<2x2xf32>, index, index, memref<2xf32,1>, f32, memref<i32,2>, index) -> ()
}

// -----

func.func @no_tag_memref(%tag : f32, %c0 : index) {
  %mref = memref.alloc() : memref<8 x f32>
  // expected-error@+1 {{expected tag to be of memref type}}
  memref.dma_start %mref[%c0], %mref[%c0], %c0, %tag[%c0] : memref<8 x f32>, memref<8 x f32>, f32
}

// -----

func.func @too_many_operands(%src: memref<2x2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>) {
  // expected-error@+1 {{incorrect number of operands}}
  "memref.dma_start"(%src, %idx, %idx, %dst, %idx, %idx, %tag, %idx, %idx, %idx)
      : (memref<2x2xf32>, index, index, memref<2xf32,1>, index, index, memref<i32,2>, index, index, index) -> ()
}

// -----

func.func @stride_type(%src: memref<2x2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>, %flt: f32) {
  // expected-error@+1 {{expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%src, %idx, %idx, %dst, %idx, %idx, %tag, %idx, %flt)
      : (memref<2x2xf32>, index, index, memref<2xf32,1>, index, index, memref<i32,2>, index, f32) -> ()
}

// -----

func.func @one_stride_operand(%src: memref<2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>) {
  // expected-error@+1 {{expected two stride related operands}}
  memref.dma_start %src[%idx], %dst[%idx], %idx, %tag[], %idx : memref<2xf32>, memref<2xf32,1>, memref<i32,2>
}

// -----

func.func @dma_wait_indices(%tag : memref<2x2xi32>, %idx: index) {
  // expected-error@+1 {{expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  "memref.dma_wait"(%tag, %idx, %idx) : (memref<2x2xi32>, index, index) -> ()
  return
}
