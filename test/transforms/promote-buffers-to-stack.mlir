// RUN: ai-opt %s -split-input-file --promote-buffers-to-stack | FileCheck %s
// RUN: ai-opt %s -split-input-file --promote-buffers-to-stack=max-alloc-size-in-bytes=8 | FileCheck %s --check-prefix=SMALL

// CHECK-LABEL: func.func @small(
// CHECK:         %[[A:.*]] = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT:     memref.dealloc
// SMALL-LABEL: func.func @small(
// SMALL:         memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// SMALL:         memref.dealloc
func.func @small(%out: memref<4xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Returned and large buffers stay on the heap.
// CHECK-LABEL: func.func @escapes_or_large(
// CHECK:         memref.alloc() : memref<4xf32>
// CHECK:         memref.alloc() : memref<1024xf32>
func.func @escapes_or_large() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<1024xf32>
  memref.dealloc %b : memref<1024xf32>
  return %a : memref<4xf32>
}
