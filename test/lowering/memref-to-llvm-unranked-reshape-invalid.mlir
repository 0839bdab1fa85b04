// A memref.reinterpret_cast of an unranked memref is not lowered: a located
// "failed to legalize" error, not a crash.
// RUN: not ai-opt %s --finalize-memref-to-llvm 2>&1 | FileCheck %s

// CHECK: :[[# @LINE + 3]]:8: error: failed to legalize operation 'memref.reinterpret_cast'
// CHECK-NOT: internal error
func.func @f(%a: memref<*xf32>) -> memref<10xf32> {
  %1 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
  return %1 : memref<10xf32>
}
