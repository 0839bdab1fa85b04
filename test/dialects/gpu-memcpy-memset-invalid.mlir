// gpu.memcpy takes memrefs of one element type and compatible shapes, and
// gpu.memset a value of the memref's element type (upstream's checks and words).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @memcpy_incompatible_type(%dst : memref<?xf32>, %src : memref<?xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %dst, %src  : memref<?xf32>, memref<?xi32>
  return
}

// -----

func.func @memcpy_incompatible_shape(%dst : memref<7xf32>, %src : memref<9xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %dst, %src  : memref<7xf32>, memref<9xf32>
  return
}

// -----

func.func @memset_incompatible_shape(%dst : memref<?xf32>, %value : i32) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %dst, %value  : memref<?xf32>, i32
  return
}

// -----

func.func @valid(%dst : memref<?xf32>, %src : memref<7xf32>, %value : f32) {
  gpu.memcpy %dst, %src  : memref<?xf32>, memref<7xf32>
  gpu.memset %dst, %value  : memref<?xf32>, f32
  return
}
