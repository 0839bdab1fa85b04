// convert-shape-to-std lowers the shape ops on extent tensors and indices to tensor and arith ops, as upstream's.
// RUN: ai-opt %s --split-input-file --convert-shape-to-std | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-shape-to-std --canonicalize | FileCheck %s --check-prefix=CANON

// The extents of a ranked tensor, tensor.dim where dynamic, in a tensor.from_elements cast to the result type.
// CHECK-LABEL: func.func @shape_of
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[E:.*]] = tensor.from_elements %[[D0]], %[[C4]] : tensor<2xindex>
// CHECK: %[[S:.*]] = tensor.cast %[[E]] : tensor<2xindex> to tensor<?xindex>
// CHECK: return %[[S]]
// CANON-LABEL: func.func @shape_of
// CANON: %[[D0:.*]] = tensor.dim
// CANON: %[[E:.*]] = tensor.from_elements %[[D0]], %{{.*}} : tensor<2xindex>
// CANON: tensor.cast %[[E]] : tensor<2xindex> to tensor<?xindex>
func.func @shape_of(%x: tensor<?x4xf32>) -> tensor<?xindex> {
  %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<?xindex>
  return %s : tensor<?xindex>
}

// -----

// get_extent of a shape_of reads the dimension of the value; rank is the extent tensor's size.
// CHECK-LABEL: func.func @extent_and_rank
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[I:.*]]: index, %[[T:.*]]: tensor<?xindex>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[I]] : tensor<?x4xf32>
// CHECK: %[[E:.*]] = tensor.extract %[[T]][%[[I]]] : tensor<?xindex>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[R:.*]] = tensor.dim %[[T]], %[[C0]] : tensor<?xindex>
// CHECK: return %[[D]], %[[E]], %[[R]]
func.func @extent_and_rank(%x: tensor<?x4xf32>, %i: index, %t: tensor<?xindex>) -> (index, index, index) {
  %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %d = shape.get_extent %s, %i : tensor<2xindex>, index -> index
  %e = shape.get_extent %t, %i : tensor<?xindex>, index -> index
  %r = shape.rank %t : tensor<?xindex> -> index
  return %d, %e, %r : index, index, index
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[E:.*]] = tensor.from_elements %[[C1]], %[[C2]] : tensor<2xindex>
// CHECK: %[[S:.*]] = tensor.cast %[[E]] : tensor<2xindex> to tensor<2xindex>
// CHECK: arith.constant 7 : index
// CHECK: %[[T:.*]] = tensor.cast %[[S]] : tensor<2xindex> to tensor<?xindex>
// CHECK: return %[[S]], %[[T]]
// CANON-LABEL: func.func @constants
// CANON: %[[S:.*]] = arith.constant dense<[1, 2]> : tensor<2xindex>
func.func @constants() -> (tensor<2xindex>, tensor<?xindex>) {
  %s = shape.const_shape [1, 2] : tensor<2xindex>
  %c = shape.const_size 7
  %t = shape.to_extent_tensor %s : tensor<2xindex> -> tensor<?xindex>
  return %s, %t : tensor<2xindex>, tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @arithmetic
// CHECK: %[[S:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: arith.muli %[[S]], %{{.*}} : index
func.func @arithmetic(%a: index, %b: index) -> index {
  %s = shape.add %a, %b : index, index -> index
  %p = shape.mul %s, %b : index, index -> index
  return %p : index
}

// -----

// What the pass does not lower stays, as upstream's partial conversion leaves it (no shape op is illegal).
// CHECK-LABEL: func.func @left
// CHECK: shape.cstr_broadcastable %{{.*}}, %{{.*}} : tensor<?xindex>, tensor<?xindex>
// CHECK: shape.num_elements %{{.*}} : tensor<?xindex> -> index
func.func @left(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (!shape.witness, index) {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %n = shape.num_elements %a : tensor<?xindex> -> index
  return %w, %n : !shape.witness, index
}
