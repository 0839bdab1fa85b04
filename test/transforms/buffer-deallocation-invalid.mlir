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
