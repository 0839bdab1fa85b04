// RUN: ai-opt %s --hlo-to-gpu-pipeline | FileCheck %s
// RUN: ai-opt %s --hlo-to-gpu-pipeline -o %t.mlir
// RUN: %python %S/Inputs/ptxas_each.py %t.mlir | FileCheck %s --check-prefix=PTXAS
// PTXAS: 1 modules

// A max over the elements of %x by atomics (a buffers-level program): in the kernel, memref-expand makes the
// maximumf atomic a cmpxchg loop around arith.maximumf, which propagates NaN (PTX max.NaN.f32), and the
// minimumf one around arith.minimumf; llvm.atomicrmw fmax/fmin (maxnum: a NaN dropped) would be a loop around
// plain max.f32. The maxnumf atomic keeps its maxnum rule (max.f32). Host code is left as it is.
// CHECK: func.func @main(
// CHECK: gpu.launch_func @main_kernel::@main_kernel
// CHECK: gpu.binary @main_kernel  [#gpu.object<{{.*}}assembly = "{{.*}}max.NaN.f32{{.*}}atom.{{[a-z_.]*}}cas.b32{{.*}}min.NaN.f32{{.*}}atom.{{[a-z_.]*}}cas.b32{{.*}}max.f32{{.*}}atom.{{[a-z_.]*}}cas.b32{{.*}}">]
// CHECK-NOT: atom.{{[a-z_.]*}}.max.f32
// CHECK-NOT: gpu.module
func.func @main(%x: memref<64xf32>, %max: memref<f32>, %min: memref<f32>, %maxnum: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %x[%i] : memref<64xf32>
    %0 = memref.atomic_rmw maximumf %v, %max[] : (f32, memref<f32>) -> f32
    %1 = memref.atomic_rmw minimumf %v, %min[] : (f32, memref<f32>) -> f32
    %2 = memref.atomic_rmw maxnumf %v, %maxnum[] : (f32, memref<f32>) -> f32
    scf.reduce
  }
  return
}
