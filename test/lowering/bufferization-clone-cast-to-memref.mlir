// A clone to another (cast-compatible) type lowers to a buffer of the
// clone's type, and a copy between compatible shapes; a clone that no buffer
// of its shape casts to is a located error.
// RUN: ai-opt %s --split-input-file --convert-bufferization-to-memref --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @clone_cast
//       CHECK:   %[[A:.+]] = memref.alloc() : memref<32xf32>
//       CHECK:   memref.copy %{{.+}}, %[[A]] : memref<?xf32> to memref<32xf32>
//       CHECK:   return %[[A]]
func.func @clone_cast(%a: memref<?xf32>) -> memref<32xf32> {
  %0 = bufferization.clone %a : memref<?xf32> to memref<32xf32>
  return %0 : memref<32xf32>
}

// -----

func.func @clone_element_type(%a: memref<4xf32>) -> memref<4xi32> {
  // expected-error@+1 {{cannot lower the clone to memref<4xi32>: no buffer of its shape casts to it}}
  %0 = bufferization.clone %a : memref<4xf32> to memref<4xi32>
  return %0 : memref<4xi32>
}
