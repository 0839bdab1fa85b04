// RUN: ai-opt %s --split-input-file --empty-tensor-to-alloc-tensor | FileCheck %s
// RUN: ai-opt %s --split-input-file --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK-NOT:     tensor.empty
// CHECK:         %[[T:.*]] = bufferization.alloc_tensor(%[[N]]) : tensor<?x4xf32>
// CHECK:         return %[[T]]
// BUF-LABEL:   func.func @dynamic
// BUF:           memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x4xf32>
func.func @dynamic(%n: index) -> tensor<?x4xf32> {
  %0 = tensor.empty(%n) : tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @fill
// CHECK:         %[[T:.*]] = bufferization.alloc_tensor() : tensor<2x3xf32>
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<2x3xf32>)
func.func @fill(%x: f32) -> tensor<2x3xf32> {
  %0 = tensor.empty() : tensor<2x3xf32>
  %1 = linalg.fill ins(%x : f32) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %1 : tensor<2x3xf32>
}
