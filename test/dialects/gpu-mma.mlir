// The gpu subgroup mma ops, !gpu.mma_matrix and gpu.dynamic_shared_memory print as upstream's and
// parse back, also from the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @mma(
func.func @mma(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">,
               %c: !gpu.mma_matrix<16x16xf32, "COp">, %m: memref<32x32xf16, 3>, %v: memref<32x4xvector<4xf32>>, %i: index) {
  // CHECK: gpu.subgroup_mma_load_matrix %{{.*}}[%{{.*}}, %{{.*}}] {leadDimension = 32 : index} : memref<32x32xf16, 3{{( : i64)?}}> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %l = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  // CHECK: gpu.subgroup_mma_load_matrix %{{.*}}[%{{.*}}, %{{.*}}] {leadDimension = 4 : index, transpose} : memref<32x4xvector<4xf32>> -> !gpu.mma_matrix<16x16xf16, "COp">
  %lv = gpu.subgroup_mma_load_matrix %v[%i, %i] {leadDimension = 4 : index, transpose} : memref<32x4xvector<4xf32>> -> !gpu.mma_matrix<16x16xf16, "COp">
  // CHECK: %[[D:.*]] = gpu.subgroup_mma_compute %{{.*}}, %{{.*}}, %{{.*}} {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %c {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK: gpu.subgroup_mma_store_matrix %[[D]], %{{.*}}[%{{.*}}, %{{.*}}] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf16, 3{{( : i64)?}}>
  gpu.subgroup_mma_store_matrix %d, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf16, 3>
  %cst = arith.constant 1.0 : f32
  // CHECK: %[[K:.*]] = gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf32, "COp">
  %k = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK: gpu.subgroup_mma_elementwise maxf %[[K]], %[[D]] : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %e = gpu.subgroup_mma_elementwise maxf %k, %d : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

gpu.module @kernels {
  // CHECK-LABEL: gpu.func @shared(
  gpu.func @shared(%x: i8) kernel {
    // CHECK: %[[S:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    memref.store %x, %s[%c0] : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}
