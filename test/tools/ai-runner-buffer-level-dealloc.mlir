// A buffer-level program that frees its buffers already: the default pipeline's buffer-deallocation
// refuses it with upstream's error (its memref.dealloc was doubled, and the compiled call aborted the
// process with "double free or corruption").

// RUN: not ai-runner %s --random-inputs --print 2>&1 | FileCheck %s
// CHECK: ai-runner-buffer-level-dealloc.mlir:[[# @LINE + 6]]:3: error: 'memref.dealloc' op memory free side-effect on MemRef value not supported!
// CHECK-NOT: double free
func.func @main(%arg0: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg0, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
