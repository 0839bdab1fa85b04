// Upstream's bufferization canonicalizations on tensors (transforms/canonicalize_bufferization.py),
// and index.constant read as a constant by the size folds.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// Constant sizes (from arith or index constants) become static; a negative one stays dynamic.
// CHECK-LABEL: func.func @static_alloc_tensor
// CHECK-DAG: %[[NEG:.*]] = index.constant -3
// CHECK-DAG: %[[A:.*]] = bufferization.alloc_tensor() : tensor<4x5x6xf32>
// CHECK-DAG: %[[CA:.*]] = tensor.cast %[[A]] : tensor<4x5x6xf32> to tensor<4x5x?xf32>
// CHECK-DAG: %[[B:.*]] = bufferization.alloc_tensor(%[[NEG]]) : tensor<10x?x27xf16>
// CHECK-DAG: %[[CB:.*]] = tensor.cast %[[B]] : tensor<10x?x27xf16> to tensor<?x?x?xf16>
// CHECK: return %[[CA]], %[[CB]]
func.func @static_alloc_tensor() -> (tensor<4x5x?xf32>, tensor<?x?x?xf16>) {
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %idx27 = index.constant 27
  %idxm3 = index.constant -3
  %0 = bufferization.alloc_tensor(%c6) : tensor<4x5x?xf32>
  %1 = bufferization.alloc_tensor(%c10, %idxm3, %idx27) : tensor<?x?x?xf16>
  return %0, %1 : tensor<4x5x?xf32>, tensor<?x?x?xf16>
}

// -----

// A copy keeps its type.
// CHECK-LABEL: func.func @alloc_tensor_copy
// CHECK-NEXT: %[[C:.*]] = bufferization.alloc_tensor() copy(%{{.*}}) : tensor<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @alloc_tensor_copy(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A buffer freed twice is freed once, under either condition; one retained twice is retained once.
// CHECK-LABEL: func.func @dealloc_duplicates
// CHECK-SAME: (%[[M:.*]]: memref<2xi32>, %[[A:.*]]: i1, %[[B:.*]]: i1, %[[R:.*]]: memref<2xi32>, %[[N:.*]]: memref<2xi32>)
// CHECK-NEXT: %[[C:.*]] = arith.ori %[[A]], %[[B]] : i1
// CHECK-NEXT: %[[U:.*]] = bufferization.dealloc (%[[M]], %[[N]] : memref<2xi32>, memref<2xi32>) if (%[[C]], %[[A]]) retain (%[[R]] : memref<2xi32>)
// CHECK-NEXT: return %[[U]], %[[U]]
func.func @dealloc_duplicates(%m: memref<2xi32>, %a: i1, %b: i1, %r: memref<2xi32>, %n: memref<2xi32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m, %n, %m : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%a, %a, %b) retain (%r, %r : memref<2xi32>, memref<2xi32>)
  return %0#0, %0#1 : i1, i1
}
