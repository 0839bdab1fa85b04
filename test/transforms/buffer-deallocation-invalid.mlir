// RUN: ai-opt %s -split-input-file --verify-diagnostics --buffer-deallocation

// Branches between blocks are not supported once buffers are involved.
// expected-error@+1 {{'func.func' op has a region with several blocks (unstructured control flow); buffer-deallocation supports structured control flow only}}
func.func @branches(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %a : memref<4xf32>
}

// -----

func.func @nested_blocks(%c: i1) -> memref<4xf32> {
  // expected-error@+1 {{'scf.execute_region' op has a region with several blocks}}
  %r = scf.execute_region -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    cf.br ^bb1
  ^bb1:
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// A buffer that the input frees already would be freed twice (ai-runner on a buffer-level program with a
// memref.dealloc aborted with a double free): upstream's precondition.
func.func @freed_already(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  // expected-error@+1 {{'memref.dealloc' op memory free side-effect on MemRef value not supported!}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @bufferization_dealloc(%a: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  return
}
