// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @to_tensor_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op tensor<5xf32> and memref<4xf32> differ in shape or element type}}
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @to_buffer_element(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op tensor<4xf32> and memref<4xi32> differ in shape or element type}}
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}

// -----

func.func @alloc_tensor_sizes(%n: index) {
  // expected-error@+1 {{expected 1 dynamic sizes}}
  %0 = bufferization.alloc_tensor() : tensor<3x?xi8>
  return
}

// -----

func.func @alloc_tensor_copy_with_sizes(%t: tensor<?x2xi8>, %n: index) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?x2xi8>
  return
}
