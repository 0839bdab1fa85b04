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
