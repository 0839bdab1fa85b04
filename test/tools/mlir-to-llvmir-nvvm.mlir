// ai-translate --mlir-to-llvmir translates nvvm ops as mlir-translate does (upstream's NVVM translation interface):
// each becomes its NVPTX intrinsic, `.shared` when the barrier is an !llvm.ptr<3>, absent TMA operands 0 with a
// false flag; LLVM's parser and verifier accept the output.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// CHECK-LABEL: define i1 @nvvm_ops(
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK: call float @llvm.nvvm.rcp.approx.ftz.f(float %{{.*}})
// CHECK: call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16(ptr addrspace(3) %{{.*}})
// CHECK: call void @llvm.nvvm.mbarrier.init(ptr %{{.*}}, i32 %{{.*}})
// CHECK: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %{{.*}}, i32 %{{.*}})
// CHECK: call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b"(ptr addrspace(3) %{{.*}}, i32 %{{.*}}, i1 %{{.*}})
// CHECK: call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %{{.*}})
// CHECK: call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %{{.*}}, i32 %{{.*}})
// CHECK: call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %{{.*}}, i64 %{{.*}})
// CHECK: call void @llvm.nvvm.mbarrier.inval(ptr %{{.*}})
// CHECK: call void asm sideeffect "mbarrier.arrive.expect_tx.b64 _, [$0], $1;", "l,r"(ptr %{{.*}}, i32 %{{.*}})
// CHECK: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %{{.*}}, ptr addrspace(3) %{{.*}}, ptr %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i16 0, i64 %{{.*}}, i1 false, i1 true, i32 0)
// CHECK: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) %{{.*}}, ptr addrspace(3) %{{.*}}, ptr %{{.*}}, i32 %{{.*}}, i64 0, i1 false)
// CHECK: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %{{.*}}, ptr %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i64 0, i1 false)
// CHECK: call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i16 %{{.*}}, i64 %{{.*}}, i1 true)
// CHECK: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
llvm.func @nvvm_ops(%g: !llvm.ptr, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %count: i32, %pred: i1, %x: f32, %y: i32, %o: i16, %ch: i64) -> i1 {
  nvvm.barrier0
  %r = nvvm.rcp.approx.ftz.f %x : f32
  %l = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  nvvm.mbarrier.init %g, %count : !llvm.ptr, i32
  nvvm.mbarrier.init %s, %count : !llvm.ptr<3>, i32
  nvvm.mbarrier.init %s, %count, predicate = %pred : !llvm.ptr<3>, i32, i1
  %state = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64
  %state2 = nvvm.mbarrier.arrive.nocomplete %g, %count : !llvm.ptr, i32 -> i64
  %done = nvvm.mbarrier.test.wait %s, %state : !llvm.ptr<3>, i64 -> i1
  nvvm.mbarrier.inval %g : !llvm.ptr
  nvvm.mbarrier.arrive.expect_tx %g, %count : !llvm.ptr, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %g, %s, box[%y, %y] l2_cache_hint = %ch : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %g, %s, box[%y] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %g, %s, box[%y, %y] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.prefetch %g, box[%y, %y, %y] im2col[%o] l2_cache_hint = %ch {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  nvvm.wgmma.wait.group.sync.aligned 0
  llvm.return %done : i1
}

// Special registers read as the intrinsics return them: clock64 and globaltimer as i64, the others as i32.
// CHECK-LABEL: define i64 @special_registers(
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
// CHECK: call i64 @llvm.nvvm.read.ptx.sreg.clock64()
// CHECK: call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
llvm.func @special_registers() -> i64 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %2 = nvvm.read.ptx.sreg.clock64 : i64
  %3 = nvvm.read.ptx.sreg.globaltimer : i64
  %4 = llvm.add %2, %3 : i64
  llvm.return %4 : i64
}
