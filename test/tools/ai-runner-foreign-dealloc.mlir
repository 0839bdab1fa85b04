// A compiled program that frees a buffer it did not allocate (its argument, a global) or frees one twice
// fails with a run-time error at the entry, as the interpreter refuses it, instead of handing `free` a
// pointer malloc does not own: "free(): invalid pointer", a segmentation fault, or a heap corrupted for
// whatever the process does next. A program that frees its own buffers once still runs (`@own`).

// RUN: not ai-runner %s --random-inputs --entry=argument 2>&1 | FileCheck %s --check-prefix=ARGUMENT
// RUN: not ai-runner %s --random-inputs --entry=argument_view 2>&1 | FileCheck %s --check-prefix=VIEW
// RUN: not ai-runner %s --random-inputs --entry=twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not ai-runner %s --random-inputs --entry=global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not ai-runner %s --interpret --random-inputs --entry=argument 2>&1 | FileCheck %s --check-prefix=INTERPRETED
// RUN: ai-runner %s --random-inputs --entry=own | FileCheck %s --check-prefix=OWN
// The process goes on: one that ran a refused free then runs a program as before.
// RUN: %python -c "from aiopt.tools.ai_runner import main; import sys; \
// RUN:   print([main(['%s', '--random-inputs', '--entry=' + e]) for e in ('argument', 'twice', 'own')])" \
// RUN:   2>/dev/null | FileCheck %s --check-prefix=AGAIN

// ARGUMENT: ai-runner-foreign-dealloc.mlir:[[# @LINE + 3]]:1: error: free of a buffer that compiled code did not allocate, or freed before (double free?)
// VIEW: error: free of a buffer that compiled code did not allocate, or freed before (double free?)
// INTERPRETED: ai-runner-foreign-dealloc.mlir:[[# @LINE + 3]]:3: error: 'memref.dealloc' op frees a buffer that is not a live memref.alloc
func.func @argument(%arg0: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
  memref.dealloc %arg0 : memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @argument_view(%arg0: memref<8xf32>) {
  %0 = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %0 : memref<4xf32, strided<[1], offset: 2>>
  return
}

// TWICE: error: free of a buffer that compiled code did not allocate, or freed before (double free?)
func.func @twice(%arg0: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  memref.copy %arg0, %0 : memref<4xf32> to memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}

// GLOBAL: error: free of a buffer that compiled code did not allocate, or freed before (double free?)
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @global() {
  %0 = memref.get_global @table : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}

// OWN: out0 = [{{.+}}] : float32[4]
// AGAIN: [1, 1, 0]
func.func @own(%arg0: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %arg0, %a : memref<4xf32> to memref<4xf32>
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
}
