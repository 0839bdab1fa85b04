// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --linalg-interchange-unit-stride-innermost | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --linalg-interchange-unit-stride-innermost --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// matmul (loops i, j, k): j is the last index of B and C, so it moves last; the maps read the old
// dimensions in the new order (i, k, j) and the iterator types follow.
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : memref<4x8xf32>, memref<8x16xf32>) outs(%{{.*}} : memref<4x16xf32>)
// CHECK-NOT: linalg.matmul
// LOOPS-LABEL: func.func @matmul
// LOOPS: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// LOOPS-NEXT: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// LOOPS-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// LOOPS-NEXT: memref.load %{{.*}}[%[[I]], %[[K]]] : memref<4x8xf32>
// LOOPS-NEXT: memref.load %{{.*}}[%[[K]], %[[J]]] : memref<8x16xf32>
// LOOPS-NEXT: memref.load %{{.*}}[%[[I]], %[[J]]] : memref<4x16xf32>
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// An op whose last loop is already the best one stays as it is (matvec: n is the last index of A and x).
// CHECK-LABEL: func.func @matvec
// CHECK-NEXT: linalg.matvec ins(
func.func @matvec(%a: memref<8x16xf32>, %x: memref<16xf32>, %y: memref<8xf32>) {
  linalg.matvec ins(%a, %x : memref<8x16xf32>, memref<16xf32>) outs(%y : memref<8xf32>)
  return
}

// -----

// linalg.index names the moved loops: only the output is unit-stride in d0, so d0 moves last and
// `linalg.index 0` becomes `linalg.index 1`.
// CHECK-LABEL: func.func @generic_window
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1 + d0)>, affine_map<(d0, d1) -> (d0, 1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: arith.index_cast %[[I]] : index to i32
func.func @generic_window(%in: memref<10xf32>, %w: memref<3x2xf32>, %out: memref<8xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1, 1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : memref<10xf32>, memref<3x2xf32>) outs(%out : memref<8xi32>) {
  ^bb0(%x: f32, %y: f32, %acc: i32):
    %i = linalg.index 0 : index
    %f = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %f : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// Ops on tensors are left to bufferization (the loop lowerings take buffers only).
// CHECK-LABEL: func.func @tensors
// CHECK-NEXT: linalg.matmul ins(
func.func @tensors(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{convert-linalg-to-loops requires buffer semantics: bufferize tensor operands to memrefs first}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
