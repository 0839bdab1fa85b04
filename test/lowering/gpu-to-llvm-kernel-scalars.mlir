// RUN: ai-opt %s --gpu-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: ai-opt %s --gpu-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// A scalar kernel argument of an integer width PTX has no parameter type for
// is passed zero-extended to the next PTX width (8, 16, 32 or 64 bits), as the
// kernel declares it (`--mlir-to-ptx` truncates it at entry): every byte the
// driver copies into the parameter is defined. i1, i8 ... i64, index and
// floats are stored as they are.

// CHECK-LABEL: llvm.func @main(
// CHECK-SAME:    %[[A1:[^:]*]]: i1, %[[A4:[^:]*]]: i4, %[[A8:[^:]*]]: i8, %[[A9:[^:]*]]: i9, %[[A17:[^:]*]]: i17, %[[A48:[^:]*]]: i48, %[[H:[^:]*]]: f16)
// CHECK-DAG: %[[W4:.*]] = llvm.zext %[[A4]] : i4 to i8
// CHECK-DAG: %[[W9:.*]] = llvm.zext %[[A9]] : i9 to i16
// CHECK-DAG: %[[W17:.*]] = llvm.zext %[[A17]] : i17 to i32
// CHECK-DAG: %[[W48:.*]] = llvm.zext %[[A48]] : i48 to i64
// CHECK: %[[PARAMS:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i1, i8, i8, i16, i32, i64, f16)>
// CHECK: llvm.store %[[A1]], %{{.*}} : i1, !llvm.ptr
// CHECK: llvm.store %[[W4]], %{{.*}} : i8, !llvm.ptr
// CHECK: llvm.store %[[A8]], %{{.*}} : i8, !llvm.ptr
// CHECK: llvm.store %[[W9]], %{{.*}} : i16, !llvm.ptr
// CHECK: llvm.store %[[W17]], %{{.*}} : i32, !llvm.ptr
// CHECK: llvm.store %[[W48]], %{{.*}} : i64, !llvm.ptr
// CHECK: llvm.store %[[H]], %{{.*}} : f16, !llvm.ptr
// CHECK: llvm.call @mgpuLaunchKernel(
module attributes {gpu.container_module} {
  func.func @main(%a1: i1, %a4: i4, %a8: i8, %a9: i9, %a17: i17, %a48: i48, %h: f16) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a1 : i1, %a4 : i4, %a8 : i8, %a9 : i9, %a17 : i17, %a48 : i48, %h : f16)
    return
  }
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// ptx">]
}
