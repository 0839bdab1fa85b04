// RUN: ai-translate --mlir-to-ptx %s | FileCheck %s
// The PTX assembles (ptxas is on the PATH of the project machines):
// RUN: ai-translate --mlir-to-ptx %s -o %t.ptx
// RUN: %python %S/Inputs/ptxas_each.py %t.ptx
// RUN: not ai-translate --mlir-to-ptx %S/Inputs/mlir-to-llvmir-func.mlir 2>&1 | FileCheck %s --check-prefix=NONE
// With `-o DIR`, each gpu.module's PTX is a file of its own, as ptxas takes it:
// RUN: rm -rf %t.dir && mkdir %t.dir && ai-translate --mlir-to-ptx %s -o %t.dir
// RUN: FileCheck %s --check-prefix=FIRST < %t.dir/first.ptx
// RUN: FileCheck %s --check-prefix=SECOND < %t.dir/second.ptx
// RUN: %python -c "import os, sys; sys.exit(sorted(os.listdir(sys.argv[1])) != ['first.ptx', 'second.ptx'])" %t.dir
// FIRST:      .version 8.0
// FIRST-NEXT: .target sm_90
// FIRST-NOT:  gpu.module
// FIRST-NOT:  .target
// SECOND:     .target sm_80
// SECOND-NOT: .target

// Each module's PTX follows a `// gpu.module @name` line; kernels are
// `.entry`s with their launch bounds, other functions `.func`s.
// CHECK: // gpu.module @first
// CHECK: .version 8.0
// CHECK: .target sm_90
// CHECK: .visible .entry saxpy(
// CHECK: .maxntid 256, 1, 1
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.x;
// CHECK: fma.rn.f32
// CHECK: bar.sync 0;
// CHECK: shfl.sync.bfly.b32
// CHECK: // gpu.module @second
// CHECK: .target sm_80
// CHECK: .func (.param .b32 func_retval0) helper(
// NONE: error: 'builtin.module' op contains no gpu.module to translate to PTX
module attributes {gpu.container_module} {
  gpu.module @first [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">] {
    llvm.func @saxpy(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %a: f32) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %px = llvm.getelementptr %x[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %py = llvm.getelementptr %y[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %vx = llvm.load %px : !llvm.ptr<1> -> f32
      %vy = llvm.load %py : !llvm.ptr<1> -> f32
      %r = llvm.intr.fma(%a, %vx, %vy) : (f32, f32, f32) -> f32
      nvvm.barrier0
      %mask = llvm.mlir.constant(-1 : i32) : i32
      %one = llvm.mlir.constant(1 : i32) : i32
      %clamp = llvm.mlir.constant(31 : i32) : i32
      %s = nvvm.shfl.sync bfly %mask, %r, %one, %clamp : f32 -> f32
      llvm.store %s, %py : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @second [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
    llvm.func @helper(%x: f32) -> f32 {
      %0 = llvm.fmul %x, %x : f32
      llvm.return %0 : f32
    }
  }
}
