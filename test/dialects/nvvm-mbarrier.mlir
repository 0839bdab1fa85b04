// nvvm.rcp.approx.ftz.f, nvvm.ldmatrix and the mbarrier ops print in upstream (LLVM 22) syntax and round-trip;
// each mbarrier op takes a generic (!llvm.ptr) or a shared (!llvm.ptr<3>) address, as LLVM 22's (which has no
// `.shared` ops: nvvm-mbarrier-invalid.mlir).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: llvm.func @rcp_ldmatrix
llvm.func @rcp_ldmatrix(%x: f32, %s: !llvm.ptr<3>) {
  // CHECK: nvvm.rcp.approx.ftz.f %{{.*}} : f32
  %r = nvvm.rcp.approx.ftz.f %x : f32
  // CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
  %l1 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  // CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %l4 = nvvm.ldmatrix %s {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l8x16 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  // CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %l16x16 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// CHECK-LABEL: llvm.func @mbarrier
llvm.func @mbarrier(%g: !llvm.ptr, %s: !llvm.ptr<3>, %count: i32, %pred: i1, %state: i64) {
  // CHECK-NEXT: nvvm.mbarrier.init %{{.*}}, %{{.*}} : !llvm.ptr, i32
  nvvm.mbarrier.init %g, %count : !llvm.ptr, i32
  // CHECK-NEXT: nvvm.mbarrier.init %{{.*}}, %{{.*}}, predicate = %{{.*}} : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.init %s, %count, predicate = %pred : !llvm.ptr<3>, i32, i1
  // CHECK-NEXT: nvvm.mbarrier.init %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
  nvvm.mbarrier.init %s, %count : !llvm.ptr<3>, i32
  // CHECK-NEXT: nvvm.mbarrier.inval %{{.*}} : !llvm.ptr
  nvvm.mbarrier.inval %g : !llvm.ptr
  // CHECK-NEXT: nvvm.mbarrier.inval %{{.*}} : !llvm.ptr<3>
  nvvm.mbarrier.inval %s : !llvm.ptr<3>
  // CHECK-NEXT: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
  %0 = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64
  // CHECK-NEXT: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
  %1 = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64
  // CHECK-NEXT: nvvm.mbarrier.arrive.nocomplete %{{.*}}, %{{.*}} : !llvm.ptr, i32 -> i64
  %2 = nvvm.mbarrier.arrive.nocomplete %g, %count : !llvm.ptr, i32 -> i64
  // CHECK-NEXT: nvvm.mbarrier.arrive.nocomplete %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i64
  %3 = nvvm.mbarrier.arrive.nocomplete %s, %count : !llvm.ptr<3>, i32 -> i64
  // CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %{{.*}} : !llvm.ptr, i32
  nvvm.mbarrier.arrive.expect_tx %g, %count : !llvm.ptr, i32
  // CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %{{.*}}, predicate = %{{.*}} : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %s, %count, predicate = %pred : !llvm.ptr<3>, i32, i1
  // CHECK-NEXT: nvvm.mbarrier.try_wait.parity %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr, i32, i32
  nvvm.mbarrier.try_wait.parity %g, %count, %count : !llvm.ptr, i32, i32
  // CHECK-NEXT: nvvm.mbarrier.try_wait.parity %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.try_wait.parity %s, %count, %count : !llvm.ptr<3>, i32, i32
  // CHECK-NEXT: nvvm.mbarrier.test.wait %{{.*}}, %{{.*}} : !llvm.ptr, i64 -> i1
  %4 = nvvm.mbarrier.test.wait %g, %state : !llvm.ptr, i64 -> i1
  // CHECK-NEXT: nvvm.mbarrier.test.wait %{{.*}}, %{{.*}} : !llvm.ptr<3>, i64 -> i1
  %5 = nvvm.mbarrier.test.wait %s, %state : !llvm.ptr<3>, i64 -> i1
  llvm.return
}
