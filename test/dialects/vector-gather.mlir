// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.gather in upstream's syntax: offsets into the base, then the index vector; `alignment` a property.
// CHECK-LABEL: func.func @gather_memref
// CHECK: vector.gather %{{.*}}[%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// GENERIC: "vector.gather"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<16xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
func.func @gather_memref(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// CHECK-LABEL: func.func @gather_tensor_2d
// CHECK: vector.gather %{{.*}}[%{{.*}}, %{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} {alignment = 8 : i64} : tensor<4x16xf32>, vector<2x4xindex>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
// GENERIC: "vector.gather"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 8 : i64}>
func.func @gather_tensor_2d(%t: tensor<4x16xf32>, %idx: vector<2x4xindex>, %mask: vector<2x4xi1>, %pass: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.gather %t[%c0, %c0] [%idx], %mask, %pass {alignment = 8 : i64} : tensor<4x16xf32>, vector<2x4xindex>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// vector.scatter, the store of vector.gather; of a tensor with its optional result.
// CHECK-LABEL: func.func @scatter
// CHECK: vector.scatter %{{.*}}[%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK: %{{.*}} = vector.scatter %{{.*}}[%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} {alignment = 4 : i64} : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
// GENERIC: "vector.scatter"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<16xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> ()
func.func @scatter(%m: memref<16xf32>, %t: tensor<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %r = vector.scatter %t[%c0] [%idx], %mask, %v {alignment = 4 : i64} : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %r : tensor<16xf32>
}
