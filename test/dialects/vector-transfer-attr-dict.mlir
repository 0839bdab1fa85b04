// vector.transfer_read/transfer_write keep the discardable attributes of their
// attr-dict, as upstream (xDSL's parser read the dictionary for in_bounds and
// permutation_map only and dropped the rest, which its printer prints).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @transfers
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {test.marker} : memref<4xf32>, vector<4xf32>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {in_bounds = [true], test.marker = 2 : i64} : memref<4xf32>, vector<4xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] {test.marker} : vector<4xf32>, memref<4xf32>
func.func @transfers(%m: memref<4xf32>, %pad: f32, %i: index, %v: vector<4xf32>) {
  %0 = vector.transfer_read %m[%i], %pad {test.marker} : memref<4xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i], %pad {in_bounds = [true], test.marker = 2} : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] {test.marker} : vector<4xf32>, memref<4xf32>
  return
}
