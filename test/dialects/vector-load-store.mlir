// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// `alignment` is a property (upstream's), printed in the attribute dictionary and read back.
// CHECK-LABEL: func.func @aligned
// CHECK: %[[V:.*]] = vector.load %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
// CHECK: vector.store %[[V]], %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
// CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32>, vector<4xf32>
// GENERIC: "vector.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 16 : i64}>
// GENERIC: "vector.store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 16 : i64}>
func.func @aligned(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %v = vector.load %m[%i, %i] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
  %w = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  return %w : vector<4xf32>
}

// A most minor dim of stride 1 with any other strides, and a one-element vector (or rank 0) along any stride,
// verify (upstream's verifyLoadStoreMemRefLayout).
// CHECK-LABEL: func.func @strides
// CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
// CHECK: vector.load %{{.*}}[%{{.*}}] : memref<?xf32, strided<[?]>>, vector<1xf32>
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<?xf32, strided<[?]>>, vector<f32>
func.func @strides(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %s: memref<?xf32, strided<[?]>>, %i: index) -> vector<4xf32> {
  %v = vector.load %m[%i, %i] : memref<?x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
  %w = vector.load %s[%i] : memref<?xf32, strided<[?]>>, vector<1xf32>
  %x = vector.extract %w[0] : f32 from vector<1xf32>
  %z = vector.broadcast %x : f32 to vector<f32>
  vector.store %z, %s[%i] : memref<?xf32, strided<[?]>>, vector<f32>
  return %v : vector<4xf32>
}
