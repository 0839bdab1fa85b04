// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.expandload and vector.compressstore in upstream's syntax (what mlir-opt 22 prints), round-tripped
// through the custom and the generic form (vector-compress-upstream.mlir: through mlir-opt).

// CHECK-LABEL: func.func @compress
// CHECK: vector.expandload %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.expandload %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {alignment = 16 : i64} : memref<4x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.compressstore %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<4xi1>, vector<4xf32>
// CHECK: vector.compressstore %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {alignment = 16 : i64} : memref<4x16xf32>, vector<4xi1>, vector<4xf32>
// GENERIC: "vector.expandload"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.compressstore"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 16 : i64}> : (memref<4x16xf32>, index, index, vector<4xi1>, vector<4xf32>) -> ()
func.func @compress(%m: memref<16xf32>, %n: memref<4x16xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %0 = vector.expandload %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.expandload %n[%i, %i], %mask, %v {alignment = 16} : memref<4x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %n[%i, %i], %mask, %v {alignment = 16} : memref<4x16xf32>, vector<4xi1>, vector<4xf32>
  return
}
