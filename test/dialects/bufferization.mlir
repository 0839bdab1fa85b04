// to_tensor / to_buffer accept buffers of any layout, as upstream.
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @materializations(
func.func @materializations(%m: memref<4xf32, strided<[?], offset: ?>>, %i: memref<4xf32>) {
  // CHECK: %[[T:.*]] = bufferization.to_tensor %{{.*}} : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  // CHECK: bufferization.to_tensor %{{.*}} restrict writable : memref<4xf32> to tensor<4xf32>
  %u = bufferization.to_tensor %i restrict writable : memref<4xf32> to tensor<4xf32>
  // CHECK: bufferization.to_buffer %[[T]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  // CHECK: bufferization.to_buffer %[[T]] read_only : tensor<4xf32> to memref<4xf32>
  %c = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  return
}
