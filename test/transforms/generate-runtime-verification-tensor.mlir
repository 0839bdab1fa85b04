// RUN: ai-opt %s -generate-runtime-verification -cse -split-input-file | FileCheck %s

// The checks of tensor ops (upstream's tensor RuntimeOpVerification), as those of their memref twins.

// CHECK-LABEL: func @extract(
//  CHECK-SAME:     %[[T:.*]]: tensor<?xf32>, %[[I:.*]]: index
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[DIM:.*]] = tensor.dim %[[T]], %[[C0]] : tensor<?xf32>
//       CHECK:   %[[GE:.*]] = arith.cmpi sge, %[[I]], %[[C0]] : index
//       CHECK:   %[[LT:.*]] = arith.cmpi slt, %[[I]], %[[DIM]] : index
//       CHECK:   %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : i1
//       CHECK:   cf.assert %[[IN]], "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>\0A^ out-of-bounds access\0ALocation: loc({{.*}}:[[# @LINE + 3]]:8)"
//  CHECK-NEXT:   tensor.extract
func.func @extract(%t: tensor<?xf32>, %i: index) -> f32 {
  %x = tensor.extract %t[%i] : tensor<?xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func @insert(
//       CHECK:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:   arith.cmpi slt, %{{.*}}, %[[C4]] : index
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%inserted = tensor.insert %arg2 into %arg0[%arg1] : tensor<4xf32>\0A^ out-of-bounds access
//  CHECK-NEXT:   tensor.insert
func.func @insert(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The rank of a ranked tensor is a constant (one-shot-bufferize bufferizes no tensor.rank).
// CHECK-LABEL: func @dim(
//  CHECK-SAME:     %[[T:.*]]: tensor<?xf32>, %[[I:.*]]: index
//       CHECK:   %[[RANK:.*]] = arith.constant 1 : index
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   arith.cmpi sge, %[[I]], %[[C0]]
//       CHECK:   arith.cmpi slt, %[[I]], %[[RANK]]
//       CHECK:   cf.assert %{{.*}}, "{{.*}}\0A^ index is out of bounds\0A
func.func @dim(%t: tensor<?xf32>, %i: index) -> index {
  %d = tensor.dim %t, %i : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func @cast(
//  CHECK-SAME:     %[[T:.*]]: tensor<*xf32>
//       CHECK:   %[[RANK:.*]] = tensor.rank %[[T]] : tensor<*xf32>
//       CHECK:   %[[C1:.*]] = arith.constant 1 : index
//       CHECK:   %[[SAME_RANK:.*]] = arith.cmpi eq, %[[RANK]], %[[C1]]
//       CHECK:   cf.assert %[[SAME_RANK]], "{{.*}}\0A^ rank mismatch\0A
//       CHECK:   %[[DIM:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<*xf32>
//       CHECK:   %[[C4:.*]] = arith.constant 4 : index
//       CHECK:   %[[SAME_SIZE:.*]] = arith.cmpi eq, %[[DIM]], %[[C4]]
//       CHECK:   cf.assert %[[SAME_SIZE]], "{{.*}}\0A^ size mismatch of dim 0\0A
func.func @cast(%t: tensor<*xf32>) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// As a subview, against the tensor.dim of each dimension.
// CHECK-LABEL: func @extract_slice(
//  CHECK-SAME:     %[[T:.*]]: tensor<?xf32>, %[[O:.*]]: index
//       CHECK:   %[[DIM:.*]] = tensor.dim %[[T]]
//       CHECK:   scf.if
//       CHECK:     arith.cmpi sle, %[[O]], %[[DIM]]
//       CHECK:   cf.assert %{{.*}}, "{{.*}}\0A^ offset 0 is out-of-bounds\0A
//       CHECK:   scf.if
//       CHECK:   cf.assert %{{.*}}, "{{.*}}\0A^ extract_slice runs out-of-bounds along dimension 0\0A
//  CHECK-NEXT:   tensor.extract_slice
func.func @extract_slice(%t: tensor<?xf32>, %o: index) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[%o] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

// Ours (upstream checks no insert_slice): as extract_slice, against the destination's sizes.
// CHECK-LABEL: func @insert_slice(
//  CHECK-SAME:     %[[S:.*]]: tensor<?xf32>, %[[T:.*]]: tensor<8xf32>, %[[O:.*]]: index, %[[N:.*]]: index
//       CHECK:   %[[C8:.*]] = arith.constant 8 : index
//       CHECK:   %[[EMPTY:.*]] = arith.cmpi eq, %[[N]], %{{.*}} : index
//       CHECK:   scf.if %[[EMPTY]]
//       CHECK:     arith.cmpi sle, %[[O]], %[[C8]]
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2] [%arg3] [1] : tensor<?xf32> into tensor<8xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc({{.*}}:[[# @LINE + 6]]:8)"
//       CHECK:   scf.if
//       CHECK:     arith.muli
//       CHECK:   cf.assert %{{.*}}, "{{.*}}\0A^ insert_slice runs out-of-bounds along dimension 0\0A
//  CHECK-NEXT:   tensor.insert_slice
func.func @insert_slice(%s: tensor<?xf32>, %t: tensor<8xf32>, %o: index, %n: index) -> tensor<8xf32> {
  %r = tensor.insert_slice %s into %t[%o] [%n] [1] : tensor<?xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
