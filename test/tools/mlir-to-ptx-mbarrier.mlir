// nvvm.rcp.approx.ftz.f, nvvm.ldmatrix and the mbarrier ops in PTX for sm_90, as upstream translates them:
// rcp through llvm.nvvm.rcp.approx.ftz.f, ldmatrix through llvm.nvvm.ldmatrix.sync.aligned.m<m>n<n>.x<num>{.trans}.<type>,
// mbarrier init/inval/arrive/arrive.nocomplete/test.wait through llvm.nvvm.mbarrier.*{.shared} (`.shared` when the
// barrier is an !llvm.ptr<3>), and a predicated init, arrive.expect_tx and try_wait.parity as inline PTX
// (upstream's PTXBuilder strings); the PTX assembles.
// RUN: ai-translate --mlir-to-ptx %s | FileCheck %s
// RUN: ai-translate --mlir-to-ptx %s -o %t.ptx
// RUN: %python %S/Inputs/ptxas_each.py %t.ptx

// CHECK-LABEL: .entry rcp_ldmatrix(
// CHECK: rcp.approx.ftz.f32
// CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];

// CHECK-LABEL: .entry mbarrier(
// CHECK: mbarrier.init.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: @%p{{[0-9]+}} mbarrier.init.shared.b64 [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.inval.b64 [%rd{{[0-9]+}}];
// CHECK: mbarrier.inval.shared.b64 [%rd{{[0-9]+}}];
// CHECK: mbarrier.arrive.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK: mbarrier.arrive.noComplete.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.noComplete.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.expect_tx.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: @%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: LAB_WAIT:
// CHECK-NEXT: mbarrier.try_wait.parity.b64 P1, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK-NEXT: @P1 bra.uni DONE;
// CHECK: mbarrier.try_wait.parity.shared.b64 P1, [%r{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: mbarrier.test_wait.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};

// 8x16 and 16x16 matrices of 8-bit (and packed 6-/4-bit) elements need sm_100a.
// CHECK-LABEL: // gpu.module @blackwell
// CHECK: ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
// CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];

module attributes {gpu.container_module} {
  gpu.module @hopper [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
    llvm.func @rcp_ldmatrix(%out: !llvm.ptr<1>, %x: f32, %s: !llvm.ptr<3>) attributes {gpu.kernel, nvvm.kernel} {
      %r = nvvm.rcp.approx.ftz.f %x : f32
      llvm.store volatile %r, %out : f32, !llvm.ptr<1>
      %l1 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
      llvm.store volatile %l1, %out : i32, !llvm.ptr<1>
      %l2 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      llvm.store volatile %l2, %out : !llvm.struct<(i32, i32)>, !llvm.ptr<1>
      %l4 = nvvm.ldmatrix %s {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      llvm.store volatile %l4, %out : !llvm.struct<(i32, i32, i32, i32)>, !llvm.ptr<1>
      llvm.return
    }
    llvm.func @mbarrier(%out: !llvm.ptr<1>, %g: !llvm.ptr, %s: !llvm.ptr<3>, %count: i32, %pred: i1, %state: i64) attributes {gpu.kernel, nvvm.kernel} {
      nvvm.mbarrier.init %g, %count : !llvm.ptr, i32
      nvvm.mbarrier.init %s, %count : !llvm.ptr<3>, i32
      nvvm.mbarrier.init %s, %count, predicate = %pred : !llvm.ptr<3>, i32, i1
      nvvm.mbarrier.inval %g : !llvm.ptr
      nvvm.mbarrier.inval %s : !llvm.ptr<3>
      %0 = nvvm.mbarrier.arrive %g : !llvm.ptr -> i64
      llvm.store volatile %0, %out : i64, !llvm.ptr<1>
      %1 = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64
      llvm.store volatile %1, %out : i64, !llvm.ptr<1>
      %2 = nvvm.mbarrier.arrive.nocomplete %g, %count : !llvm.ptr, i32 -> i64
      llvm.store volatile %2, %out : i64, !llvm.ptr<1>
      %3 = nvvm.mbarrier.arrive.nocomplete %s, %count : !llvm.ptr<3>, i32 -> i64
      llvm.store volatile %3, %out : i64, !llvm.ptr<1>
      nvvm.mbarrier.arrive.expect_tx %g, %count : !llvm.ptr, i32
      nvvm.mbarrier.arrive.expect_tx %s, %count, predicate = %pred : !llvm.ptr<3>, i32, i1
      nvvm.mbarrier.try_wait.parity %g, %count, %count : !llvm.ptr, i32, i32
      nvvm.mbarrier.try_wait.parity %s, %count, %count : !llvm.ptr<3>, i32, i32
      %4 = nvvm.mbarrier.test.wait %g, %state : !llvm.ptr, i64 -> i1
      llvm.store volatile %4, %out : i1, !llvm.ptr<1>
      %5 = nvvm.mbarrier.test.wait %s, %state : !llvm.ptr<3>, i64 -> i1
      llvm.store volatile %5, %out : i1, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @blackwell [#nvvm.target<chip = "sm_100a", features = "+ptx86">] {
    llvm.func @ldmatrix_b8(%out: !llvm.ptr<1>, %s: !llvm.ptr<3>) attributes {gpu.kernel, nvvm.kernel} {
      %a = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      llvm.store volatile %a, %out : !llvm.struct<(i32, i32)>, !llvm.ptr<1>
      %b = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      llvm.store volatile %b, %out : !llvm.struct<(i32, i32)>, !llvm.ptr<1>
      llvm.return
    }
  }
}
