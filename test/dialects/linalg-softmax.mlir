// linalg.softmax prints as upstream's and parses back, also from the generic form; on tensors it has
// no side effects (a dead one is erased), on buffers it reads its input and writes its output.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @softmax(
// CANON-LABEL: func.func @softmax(
func.func @softmax(%x: tensor<2x16x32xf32>, %m: memref<2x16x32xf32>, %n: memref<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %init = tensor.empty() : tensor<2x16x32xf32>
  // CHECK: linalg.softmax dimension(2) ins(%{{.*}} : tensor<2x16x32xf32>) outs(%{{.*}} : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  // CANON: linalg.softmax dimension(2)
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  // CHECK: linalg.softmax dimension(0) ins(%{{.*}} : memref<2x16x32xf32>) outs(%{{.*}} : memref<2x16x32xf32>)
  // CANON: linalg.softmax dimension(0)
  linalg.softmax dimension(0) ins(%m : memref<2x16x32xf32>) outs(%n : memref<2x16x32xf32>)
  // CANON-NOT: linalg.softmax dimension(1)
  %dead = linalg.softmax dimension(1) ins(%x : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
