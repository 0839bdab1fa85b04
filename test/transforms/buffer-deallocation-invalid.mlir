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

// A loop body that passes on a view of a buffer it allocated (its iteration would leak it) is refused.
func.func @loop_yields_view_of_new_buffer(%n: index, %buf: memref<4xui32>) -> memref<4xui32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %buf) -> (memref<4xui32>) {
    %a = memref.alloc() : memref<4xi32>
    %v = builtin.unrealized_conversion_cast %a : memref<4xi32> to memref<4xui32>
    // expected-error@+1 {{'scf.yield' op passes on buffer #0, allocated in the loop body; not supported}}
    scf.yield %v : memref<4xui32>
  }
  return %r : memref<4xui32>
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
