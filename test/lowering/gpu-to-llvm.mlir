// RUN: ai-opt %s --gpu-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: ai-opt %s --gpu-to-llvm="use-bare-pointers-for-kernels" --reconcile-unrealized-casts | FileCheck %s --check-prefix=BARE
// The host module translates to LLVM IR that LLVM verifies:
// RUN: ai-opt %s --gpu-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// CHECK: module {
// CHECK-DAG: llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
// CHECK-DAG: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i1) -> !llvm.ptr
// CHECK-DAG: llvm.mlir.global internal constant @kernels_scale_name("scale\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-DAG: llvm.mlir.global internal constant @kernels_ptx("// ptx\00") {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-LABEL: llvm.func @main(
// CHECK-SAME: %[[HOST:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[N:.*]]: i64)

// CHECK: %[[DEV:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, i1) -> !llvm.ptr
// CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuMemset32(
// CHECK: %[[PTX:.*]] = llvm.mlir.addressof @kernels_ptx : !llvm.ptr
// CHECK: %[[MODULE:.*]] = llvm.call @mgpuModuleLoad(%[[PTX]], %{{.*}}) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK: %[[FUNCTION:.*]] = llvm.call @mgpuModuleGetFunction(%[[MODULE]], %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK: %[[STREAM:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK: %[[PARAMS:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, i64, i64, f32)>
// CHECK: %[[ARRAY:.*]] = llvm.alloca %{{.*}} x !llvm.ptr
// CHECK: llvm.call @mgpuLaunchKernel(%[[FUNCTION]], %[[N]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]], %[[ARRAY]], %{{.*}}, %{{.*}})
// CHECK: llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK: llvm.call @mgpuStreamDestroy(%[[STREAM]])
// CHECK: llvm.call @mgpuModuleUnload(%[[MODULE]])
// CHECK: llvm.call @mgpuMemFree(
// CHECK-NOT: gpu.
// BARE: llvm.alloca %{{.*}} x !llvm.struct<(ptr, f32)>
module attributes {gpu.container_module} {
  func.func @main(%host: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %two = arith.constant 2.0 : f32
    %dev = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %dev, %host : memref<?xf32>, memref<?xf32>
    gpu.memset %dev, %two : memref<?xf32>, f32
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c128, %c1, %c1) args(%dev : memref<?xf32>, %two : f32)
    gpu.wait
    gpu.memcpy %host, %dev : memref<?xf32>, memref<?xf32>
    gpu.dealloc %dev : memref<?xf32>
    return
  }
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// ptx">]
}
