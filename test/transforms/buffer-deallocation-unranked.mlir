// RUN: ai-opt %s --buffer-deallocation | FileCheck %s

// A buffer cast to an unranked memref lives until the last use of the cast
// (here the call of a runtime function that reads it), not only of the buffer.
// CHECK-LABEL: func.func @free_after_unranked_use(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<3xf16>
// CHECK:         %[[U:.*]] = memref.cast %[[A]] : memref<3xf16> to memref<*xf16>
// CHECK-NEXT:    call @reads(%[[U]])
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<3xf16>
// CHECK-NEXT:    return
func.func private @reads(memref<*xf16>)
func.func @free_after_unranked_use(%x: f16) {
  %a = memref.alloc() : memref<3xf16>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<3xf16>
  %u = memref.cast %a : memref<3xf16> to memref<*xf16>
  func.call @reads(%u) : (memref<*xf16>) -> ()
  return
}
