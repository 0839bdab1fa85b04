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

// -----

// to_tensor of the to_buffer just before it is the tensor; to_buffer of a to_tensor of the same type is the
// buffer (upstream's folders); the dead to_buffer and to_tensor go.
// CHECK-LABEL: func.func @to_tensor_of_to_buffer
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[M:.*]]: memref<?xf32>)
// CHECK-NEXT: return %[[T]], %[[M]]
func.func @to_tensor_of_to_buffer(%t: tensor<?xf32>, %m: memref<?xf32>) -> (tensor<?xf32>, memref<?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  %2 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %3 = bufferization.to_buffer %2 : tensor<?xf32> to memref<?xf32>
  return %1, %3 : tensor<?xf32>, memref<?xf32>
}

// -----

// An op between them may write the buffer: the to_tensor stays.
// CHECK-LABEL: func.func @to_tensor_of_to_buffer_written
// CHECK: bufferization.to_buffer
// CHECK: memref.store
// CHECK: bufferization.to_tensor
func.func @to_tensor_of_to_buffer_written(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  memref.store %f, %0[%i] : memref<4xf32>
  %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Other layouts: a cast where it always holds (a static offset made dynamic), else a copy into a new buffer
// (a dynamic offset made static); another memory space stays.
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_layouts
// CHECK-SAME: (%[[A:.*]]: memref<?xf32, strided<[1], offset: 3>>, %[[B:.*]]: memref<?xf32, strided<[1], offset: ?>>, %[[C:.*]]: memref<?xf32, 2>)
// CHECK-DAG: %[[CAST:.*]] = memref.cast %[[A]] : memref<?xf32, strided<[1], offset: 3>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[DIM:.*]] = memref.dim %[[B]], %[[C0]] : memref<?xf32, strided<[1], offset: ?>>
// CHECK: %[[ALLOC:.*]] = memref.alloc(%[[DIM]]) : memref<?xf32, strided<[1], offset: 3>>
// CHECK: memref.copy %[[B]], %[[ALLOC]] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: 3>>
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[C]] : memref<?xf32, 2> to tensor<?xf32>
// CHECK: %[[S:.*]] = bufferization.to_buffer %[[T]] : tensor<?xf32> to memref<?xf32, 7>
// CHECK: return %[[CAST]], %[[ALLOC]], %[[S]]
func.func @to_buffer_of_to_tensor_layouts(%a: memref<?xf32, strided<[1], offset: 3>>, %b: memref<?xf32, strided<[1], offset: ?>>, %c: memref<?xf32, 2>)
    -> (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: 3>>, memref<?xf32, 7>) {
  %0 = bufferization.to_tensor %a : memref<?xf32, strided<[1], offset: 3>> to tensor<?xf32>
  %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %2 = bufferization.to_tensor %b : memref<?xf32, strided<[1], offset: ?>> to tensor<?xf32>
  %3 = bufferization.to_buffer %2 : tensor<?xf32> to memref<?xf32, strided<[1], offset: 3>>
  %4 = bufferization.to_tensor %c : memref<?xf32, 2> to tensor<?xf32>
  %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, 7>
  return %1, %3, %5 : memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: 3>>, memref<?xf32, 7>
}

// -----

// tensor.dim of a to_tensor is memref.dim of the buffer; memref.dim of a to_buffer is tensor.dim of the tensor;
// a to_buffer of a tensor.cast keeps the static sizes and casts the buffer.
// CHECK-LABEL: func.func @dims_and_casts
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[T:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<4x6xi8>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[D0:.*]] = memref.dim %[[M]], %[[C0]] : memref<?xf32>
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[T]], %[[C0]] : tensor<?xf32>
// CHECK-DAG: %[[B:.*]] = bufferization.to_buffer %[[S]] : tensor<4x6xi8> to memref<4x6xi8>
// CHECK-DAG: %[[CAST:.*]] = memref.cast %[[B]] : memref<4x6xi8> to memref<?x?xi8>
// CHECK: return %[[D0]], %[[D1]], %[[CAST]]
func.func @dims_and_casts(%m: memref<?xf32>, %t: tensor<?xf32>, %s: tensor<4x6xi8>) -> (index, index, memref<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  %2 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %3 = memref.dim %2, %c0 : memref<?xf32>
  %4 = tensor.cast %s : tensor<4x6xi8> to tensor<?x?xi8>
  %5 = bufferization.to_buffer %4 : tensor<?x?xi8> to memref<?x?xi8>
  return %1, %3, %5 : index, index, memref<?x?xi8>
}

// -----

// A load of a read-only to_buffer is an extract of the tensor; one that may be written stays a load.
// CHECK-LABEL: func.func @load_of_to_buffer
// CHECK-SAME: (%[[T:.*]]: tensor<?x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[E:.*]] = tensor.extract %[[T]][%[[I]], %[[J]]] : tensor<?x?xf32>
// CHECK: %[[B:.*]] = bufferization.to_buffer %[[T]] : tensor<?x?xf32> to memref<?x?xf32>
// CHECK: %[[L:.*]] = memref.load %[[B]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK: return %[[E]], %[[L]]
func.func @load_of_to_buffer(%t: tensor<?x?xf32>, %i: index, %j: index) -> (f32, f32) {
  %0 = bufferization.to_buffer %t read_only : tensor<?x?xf32> to memref<?x?xf32>
  %1 = memref.load %0[%i, %j] : memref<?x?xf32>
  %2 = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %3 = memref.load %2[%i, %j] : memref<?x?xf32>
  return %1, %3 : f32, f32
}
