// The TMA ops (nvvm.cp.async.bulk.tensor.shared.cluster.global, .global.shared.cta, .prefetch) print in upstream's
// (LLVM 22) syntax and round-trip; default modes (tile) and isCTAOnly = false are left out.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: llvm.func @tma
llvm.func @tma(%d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %tma: !llvm.ptr, %bar: !llvm.ptr<3>, %x: i32, %y: i32, %z: i32,
               %o: i16, %mc: i16, %ch: i64, %p: i1) {
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y] {mode = #nvvm.tma_load_mode<tile>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}] im2col[%{{.*}}] multicast_mask = %{{.*}} l2_cache_hint = %{{.*}} {group = #nvvm.cta_group<cta_2>, mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y, %z] im2col[%o] multicast_mask = %mc l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col>, group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}] l2_cache_hint = %{{.*}} {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x] l2_cache_hint = %ch {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] multicast_mask = %{{.*}} predicate = %{{.*}} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x, %y] multicast_mask = %mc predicate = %p : !llvm.ptr<3>, !llvm.ptr
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y, %z, %x, %y] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}] l2_cache_hint = %{{.*}} {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x, %y, %z] l2_cache_hint = %ch {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %{{.*}}, box[%{{.*}}], predicate = %{{.*}} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x], predicate = %p : !llvm.ptr, !llvm.ptr<3>
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %{{.*}}, box[%{{.*}}, %{{.*}}] l2_cache_hint = %{{.*}} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x, %y] l2_cache_hint = %ch : !llvm.ptr
  // CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}] im2col[%{{.*}}] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x, %y, %z] im2col[%o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}
