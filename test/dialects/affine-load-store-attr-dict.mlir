// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// affine.load and affine.store read and print upstream's attr-dict before `:` (their forms here read none,
// an error, and printed none, dropping the ops' discardable attributes).

// CHECK-LABEL: func.func @load_store_attributes(
// CHECK:         %[[X:.*]] = affine.load %{{.*}}[%{{.*}} + 1] {tag = "l"} : memref<4xf32>
// CHECK:         affine.store %[[X]], %{{.*}}[%{{.*}}] {nontemporal} : memref<4xf32>
func.func @load_store_attributes(%m: memref<4xf32>, %i: index) {
  %0 = affine.load %m[%i + 1] {tag = "l"} : memref<4xf32>
  affine.store %0, %m[%i] {nontemporal} : memref<4xf32>
  return
}
