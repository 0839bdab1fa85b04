// The TMA ops in PTX, as upstream translates them: loads through llvm.nvvm.cp.async.bulk.tensor.g2s{.cta}.<mode>.<n>d
// (absent multicast mask and cache hint: 0 with a false flag; the CTA group 0, 1 or 2), stores through
// ...s2g.<mode>.<n>d, prefetches through ...prefetch.<mode>.<n>d, and predicated loads and stores as upstream's
// inline PTX; the PTX assembles (sm_90 with PTX 8.6 for shared::cta destinations; cta_group::2 needs sm_100a).
// RUN: ai-translate --mlir-to-ptx %s | FileCheck %s
// RUN: ai-translate --mlir-to-ptx %s -o %t.ptx
// RUN: %python %S/Inputs/ptxas_each.py %t.ptx

// CHECK-LABEL: // gpu.module @hopper
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: @%p{{[0-9]+}} cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}},%r{{[0-9]+}}} ], [%r{{[0-9]+}}], %rs{{[0-9]+}};
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// CHECK: cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: @%p{{[0-9]+}} cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}} ], [%r{{[0-9]+}}];
// CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], %rd{{[0-9]+}};
// CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}};
// CHECK-LABEL: // gpu.module @blackwell
// CHECK: .target sm_100a
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];

module attributes {gpu.container_module} {
  gpu.module @hopper [#nvvm.target<chip = "sm_90", features = "+ptx86">] {
    llvm.func @tma(%d7: !llvm.ptr<7>, %d3: !llvm.ptr<3>, %tma: !llvm.ptr, %bar: !llvm.ptr<3>, %x: i32, %y: i32,
                   %z: i32, %o: i16, %mc: i16, %ch: i64, %p: i1) attributes {gpu.kernel, nvvm.kernel} {
      nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y] : !llvm.ptr<7>, !llvm.ptr
      nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y, %z] im2col[%o] multicast_mask = %mc l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
      nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x] l2_cache_hint = %ch {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
      nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %tma, %bar, box[%x, %y] multicast_mask = %mc predicate = %p : !llvm.ptr<3>, !llvm.ptr
      nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
      nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x, %y, %z] l2_cache_hint = %ch {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
      nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %d3, box[%x], predicate = %p : !llvm.ptr, !llvm.ptr<3>
      nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x, %y] l2_cache_hint = %ch : !llvm.ptr
      nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x, %y, %z] im2col[%o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
      llvm.return
    }
  }
  gpu.module @blackwell [#nvvm.target<chip = "sm_100a", features = "+ptx86">] {
    llvm.func @tma(%d7: !llvm.ptr<7>, %tma: !llvm.ptr, %bar: !llvm.ptr<3>, %x: i32, %y: i32) attributes {gpu.kernel, nvvm.kernel} {
      nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %tma, %bar, box[%x, %y] {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
      llvm.return
    }
  }
}
