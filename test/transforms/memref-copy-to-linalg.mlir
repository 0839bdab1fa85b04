// RUN: ai-opt %s --split-input-file --memref-copy-to-linalg | FileCheck %s

// A copy into a view of a padded buffer becomes an element-wise generic (parallel loops, vectorized).
// CHECK-LABEL: func.func @into_padded
// CHECK-SAME: (%[[SRC:.*]]: memref<8x32xf32>, %[[DST:.*]]: memref<8x32xf32, strided<[34, 1], offset: 35>>)
// CHECK-NOT: memref.copy
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%[[SRC]] : memref<8x32xf32>) outs(%[[DST]] : memref<8x32xf32, strided<[34, 1], offset: 35>>) {
// CHECK-NEXT: ^{{.*}}(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
func.func @into_padded(%src: memref<8x32xf32>, %dst: memref<8x32xf32, strided<[34, 1], offset: 35>>) {
  memref.copy %src, %dst : memref<8x32xf32> to memref<8x32xf32, strided<[34, 1], offset: 35>>
  return
}

// -----

// Identity layouts (a memcpy) and rank 0 stay copies. A strided layout, even one with the identity's strides,
// is what finalize-memref-to-llvm sends to the runtime's memrefCopy: it becomes a generic too.
// CHECK-LABEL: func.func @identity_and_strided
// CHECK-NEXT: memref.copy
// CHECK-NEXT: memref.copy
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}} : memref<4x4xi8>) outs(%{{.*}} : memref<4x4xi8, strided<[4, 1]>>)
// CHECK-NOT: memref.copy
func.func @identity_and_strided(%a: memref<4x4xi8>, %b: memref<4x4xi8>, %s: memref<f64>, %t: memref<f64>, %c: memref<4x4xi8, strided<[4, 1]>>) {
  memref.copy %a, %b : memref<4x4xi8> to memref<4x4xi8>
  memref.copy %s, %t : memref<f64> to memref<f64>
  memref.copy %a, %c : memref<4x4xi8> to memref<4x4xi8, strided<[4, 1]>>
  return
}
