// Unranked reshapes: memref.reshape, memref.reinterpret_cast and
// tensor.reshape of unranked sources parse and print; canonicalize folds the
// dim of a reshape into a read of its shape operand and a reshape of a
// reshape into one (upstream's DimOfMemRefReshape, DimOfReshapeOp,
// ReshapeOp::fold); a default memory space `0` is dropped as upstream drops it.
// RUN: ai-opt %s --split-input-file | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// ROUNDTRIP-LABEL: func.func @roundtrip
//  ROUNDTRIP-SAME:   memref<4xf32>, %{{.+}}: memref<*xf32>
//       ROUNDTRIP:   memref.reshape %{{.+}}(%{{.+}}) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
//       ROUNDTRIP:   memref.reinterpret_cast %{{.+}} to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
//       ROUNDTRIP:   tensor.reshape %{{.+}}(%{{.+}}) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK-LABEL: func.func @roundtrip
func.func @roundtrip(%m: memref<4xf32, 0>, %a: memref<*xf32, 0>, %s: memref<1xi32>, %t: tensor<*xf32>, %ts: tensor<1xi32>)
    -> (memref<?xf32>, memref<10xf32>, tensor<?xf32>) {
  %0 = memref.reshape %a(%s) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
  %1 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
  %2 = tensor.reshape %t(%ts) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %0, %1, %2 : memref<?xf32>, memref<10xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_memref_reshape
//  CHECK-SAME:   %{{.+}}: memref<*xf32>, %[[SHAPE:.+]]: memref<?xi32>
//       CHECK:   %[[C3:.+]] = arith.constant 3 : index
//       CHECK:   %[[L:.+]] = memref.load %[[SHAPE]][%[[C3]]] : memref<?xi32>
//       CHECK:   %[[I:.+]] = arith.index_cast %[[L]] : i32 to index
//       CHECK:   return %[[I]]
func.func @dim_of_memref_reshape(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}

// -----

// The index is defined after the reshape: the dim stays.
// CHECK-LABEL: func.func @dim_of_memref_reshape_undominated
//       CHECK:   memref.reshape
//       CHECK:   memref.dim
func.func @dim_of_memref_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %c4 = arith.constant 4 : index
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %0 = arith.muli %arg2, %c4 : index
  %dim = memref.dim %reshape, %0 : memref<*xf32>
  return %dim : index
}

// -----

// CHECK-LABEL: func.func @dim_of_tensor_reshape
//  CHECK-SAME:   %{{.+}}: tensor<*xf32>, %[[SHAPE:.+]]: tensor<?xi32>, %[[I:.+]]: index
//       CHECK:   %[[E:.+]] = tensor.extract %[[SHAPE]][%[[I]]] : tensor<?xi32>
//       CHECK:   %[[C:.+]] = arith.index_cast %[[E]] : i32 to index
//       CHECK:   return %[[C]]
func.func @dim_of_tensor_reshape(%arg0: tensor<*xf32>, %arg1: tensor<?xi32>, %i: index) -> index {
  %0 = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  %1 = tensor.dim %0, %i : tensor<*xf32>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @reshape_chain
//  CHECK-SAME:   %[[IN:[a-zA-Z0-9_]+]]: tensor<*xf32>, %{{.+}}: tensor<?xindex>, %[[S1:[a-zA-Z0-9_]+]]: tensor<?xindex>
//       CHECK:   %[[R:.+]] = tensor.reshape %[[IN]](%[[S1]])
//       CHECK:   return %[[R]]
func.func @reshape_chain(%in: tensor<*xf32>, %s0: tensor<?xindex>, %s1: tensor<?xindex>) -> tensor<*xf32> {
  %0 = tensor.reshape %in(%s0) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = tensor.reshape %0(%s1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
