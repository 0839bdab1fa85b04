// A buffer-level program that frees its buffers itself runs as written: the default pipeline leaves
// buffer-deallocation out for it (upstream's pass refuses such input, and freeing %a again aborted the
// process with "double free or corruption"). The compiled result is the interpreter's.

// RUN: ai-runner %s --random-inputs --print > %t.compiled
// RUN: ai-runner %s --random-inputs --print --interpret > %t.interpreted
// RUN: diff %t.compiled %t.interpreted
// RUN: FileCheck %s < %t.compiled
// CHECK: out0 = [{{.+}}] : float32[4]
func.func @main(%arg0: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %arg0, %a : memref<4xf32> to memref<4xf32>
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
}
