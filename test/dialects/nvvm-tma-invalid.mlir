// Upstream's (LLVM 22) verifier messages for the TMA ops (cp.async.bulk.tensor.*).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @load_0d(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_6d(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %x, %x, %x, %x, %x] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_im2col_2d(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y] im2col[%o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_im2col_offsets(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{ im2col offsets expected 2 (provided 1)}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y, %z, %x] im2col[%o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_tile_offsets(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{ im2col offsets expected 0 (provided 1)}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y, %z] im2col[%o] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_im2col_w(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{to use im2col_w mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y] im2col[%o, %o] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_gather4(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Gather4 mode expects 5 coordinates}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_cluster_space(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Shared::cluster destination requires address-space 7.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x] : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_cta_space(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Shared::cta destination requires address-space 3.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x] {isCTAOnly = true} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_cta_multicast(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Multicast is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x] multicast_mask = %mc {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_cta_group(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{CTAGroup is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x] {isCTAOnly = true, group = #nvvm.cta_group<cta_1>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_predicate_cta(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Predicate is supported only for shared::cluster mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x] predicate = %p {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_predicate_mode(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Predicate is supported only for Tile and Im2col modes.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x, %y, %z] im2col[%o, %o] predicate = %p {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_descriptor(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{'nvvm.cp.async.bulk.tensor.shared.cluster.global' op operand #1 must be LLVM pointer in address space 0, but got '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %d3, %bar, box[%x] : !llvm.ptr<7>, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @store_0d(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @store_im2col_2d(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x, %y] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @store_scatter4(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Scatter4 mode expects 5 coordinates}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x, %y] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @store_predicate_mode(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Inline-ptx lowering supported only for Tile mode.}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x, %y, %z], predicate = %p {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @store_predicate_hint(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{Inline-ptx lowering unsupported with L2 cache-hint.}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x] l2_cache_hint = %ch, predicate = %p : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @store_source(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{'nvvm.cp.async.bulk.tensor.global.shared.cta' op operand #1 must be LLVM pointer in address space 3, but got '!llvm.ptr<7>'}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d7, box[%x] : !llvm.ptr, !llvm.ptr<7>
  llvm.return
}

// -----

llvm.func @prefetch_0d(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[] : !llvm.ptr
  llvm.return
}

// -----

llvm.func @prefetch_im2col_2d(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x, %y] im2col[%o] l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @prefetch_im2col_offsets(%tma: !llvm.ptr, %d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // expected-error@+1 {{ im2col offsets expected 3 (provided 2)}}
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x, %y, %z, %x, %y] im2col[%o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}
