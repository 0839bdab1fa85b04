// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @conditions(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c)
  return
}

// -----

func.func @results(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1) -> i1 {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:3 = "bufferization.dealloc"(%a, %b, %c, %c, %b) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (memref<2xf32>, memref<4xi32>, i1, i1, memref<4xi32>) -> (i1, i1, i1)
  return %0#0 : i1
}

// -----

func.func @bound_results(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1) -> i1 {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %c) retain (%b : memref<4xi32>)
  return %0#0 : i1
}
