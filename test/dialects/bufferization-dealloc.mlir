// bufferization.dealloc prints as upstream's and parses back, also from the generic form, and
// canonicalizes as upstream's: nothing to free, constant-false conditions, extracted base buffers
// of allocations, and allocations freed here and used nowhere else.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @dealloc(
func.func @dealloc(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %d: i1, %r: memref<?xf32>, %u: memref<*xf64>) -> (i1, i1) {
  // CHECK: %{{.*}}:2 = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<2xf32>, memref<4xi32>) if (%{{.*}}, %{{.*}}) retain (%{{.*}}, %{{.*}} : memref<?xf32>, memref<*xf64>)
  %0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %d) retain (%r, %u : memref<?xf32>, memref<*xf64>)
  // CHECK: bufferization.dealloc (%{{.*}} : memref<2xf32>) if (%{{.*}})
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return %0#0, %0#1 : i1, i1
}

// CANON-LABEL: func.func @erase_empty(
// CANON-NEXT: %[[FALSE:.*]] = arith.constant false
// CANON-NEXT: return %[[FALSE]]
func.func @erase_empty(%r: memref<2xi32>) -> i1 {
  bufferization.dealloc
  %0 = bufferization.dealloc retain (%r : memref<2xi32>)
  return %0 : i1
}

// CANON-LABEL: func.func @always_false(
// CANON-SAME: %{{.*}}: memref<2xi32>, %[[B:.*]]: memref<2xi32>, %[[C:.*]]: i1
// CANON-NEXT: bufferization.dealloc (%[[B]] : memref<2xi32>) if (%[[C]])
func.func @always_false(%a: memref<2xi32>, %b: memref<2xi32>, %c: i1) {
  %false = arith.constant false
  bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>) if (%false, %c)
  return
}

// CANON-LABEL: func.func @unused_alloc(
// CANON-SAME: %[[A:.*]]: memref<2xi32>
// CANON-NOT: memref.alloc(
// CANON: bufferization.dealloc (%[[A]] : memref<2xi32>) if (%true
func.func @unused_alloc(%a: memref<2xi32>) {
  %true = arith.constant true
  %alloc = memref.alloc() : memref<2xi32>
  bufferization.dealloc (%alloc, %a : memref<2xi32>, memref<2xi32>) if (%true, %true)
  return
}

// The base buffer extracted from an allocation is the allocation.
// CANON-LABEL: func.func @extracted_base(
// CANON: %[[ALLOC:.*]] = memref.alloc() : memref<2xi32>
// CANON-NOT: memref.extract_strided_metadata
// CANON: bufferization.dealloc (%[[ALLOC]] : memref<2xi32>) if (%{{.*}})
func.func @extracted_base(%c: i1) -> memref<2xi32> {
  %alloc = memref.alloc() : memref<2xi32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base : memref<i32>) if (%c)
  return %alloc : memref<2xi32>
}
