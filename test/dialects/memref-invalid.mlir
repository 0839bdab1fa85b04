// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @copy_shapes(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op source and target must have the same shape and element type}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_sizes(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type memref<4xf32> and result type memref<5xf32> are cast incompatible}}
  %b = memref.cast %a : memref<4xf32> to memref<5xf32>
  return
}

// -----

// expected-error@+1 {{expected one of private, public, nested as the visibility}}
memref.global "hidden" @x : memref<2xf32> = uninitialized
