// The nvvm dialect prints in upstream syntax and round-trips.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK: gpu.module @m [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">] {
// CHECK: llvm.func @k({{.*}}) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
// CHECK: nvvm.read.ptx.sreg.tid.x : i32
// CHECK: nvvm.read.ptx.sreg.ntid.y : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK: nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK: nvvm.read.ptx.sreg.laneid : i32
// CHECK: nvvm.read.ptx.sreg.warpsize : i32
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32 -> f32
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: nvvm.vote.sync ballot %{{.*}}, %{{.*}} -> i32
// CHECK: nvvm.redux.sync add %{{.*}}, %{{.*}} : i32 -> i32
// CHECK: gpu.module @defaults [#nvvm.target] {
module {

  gpu.module @m [#nvvm.target<chip = "sm_90", features = "+ptx80", O = 3>] {
  llvm.func @k(%a: f32, %p: !llvm.ptr<1>, %m: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    %1 = nvvm.read.ptx.sreg.ntid.y : i32
    %2 = nvvm.read.ptx.sreg.ctaid.z : i32
    %3 = nvvm.read.ptx.sreg.nctaid.x : i32
    %4 = nvvm.read.ptx.sreg.laneid : i32
    %5 = nvvm.read.ptx.sreg.warpsize : i32
    nvvm.barrier0
    nvvm.barrier
    %s = nvvm.shfl.sync bfly %m, %a, %0, %5 : f32 -> f32
    %s2 = nvvm.shfl.sync bfly %m, %a, %0, %5 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %pred = llvm.mlir.constant(true) : i1
    %v = nvvm.vote.sync ballot %m, %pred -> i32
    %r = nvvm.redux.sync add %0, %m : i32 -> i32
    llvm.return
  }
  }
  gpu.module @defaults [#nvvm.target] {
  }
}
