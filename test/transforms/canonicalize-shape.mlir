// The shape dialect's folders and canonicalization patterns (upstream's Shape.cpp): constant shapes and sizes fold to shape.const_shape,
// arith.constant (index) and shape.const_size, constraints that statically hold to shape.const_witness true.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: ai-opt %s --split-input-file --canonicalize="test-convergence top-down=0" | FileCheck %s

// CHECK-LABEL: func.func @shape_of_static
// CHECK: %[[S:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
// CHECK: return %[[S]]
func.func @shape_of_static(%x: tensor<2x3xf32>) -> tensor<2xindex> {
  %s = shape.shape_of %x : tensor<2x3xf32> -> tensor<2xindex>
  return %s : tensor<2xindex>
}

// -----

// A dynamic shape stays.
// CHECK-LABEL: func.func @shape_of_dynamic
// CHECK: shape.shape_of %{{.*}} : tensor<?x3xf32> -> tensor<2xindex>
func.func @shape_of_dynamic(%x: tensor<?x3xf32>) -> tensor<2xindex> {
  %s = shape.shape_of %x : tensor<?x3xf32> -> tensor<2xindex>
  return %s : tensor<2xindex>
}

// -----

// CHECK-LABEL: func.func @extent_and_count
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: return %[[C3]], %[[C6]], %[[C2]]
func.func @extent_and_count() -> (index, index, index) {
  %s = shape.const_shape [2, 3] : tensor<2xindex>
  %c1 = arith.constant 1 : index
  %e = shape.get_extent %s, %c1 : tensor<2xindex>, index -> index
  %n = shape.num_elements %s : tensor<2xindex> -> index
  %r = shape.rank %s : tensor<2xindex> -> index
  return %e, %n, %r : index, index, index
}

// -----

// On !shape.shape and !shape.size the folded values are shape.const_size.
// CHECK-LABEL: func.func @sizes
// CHECK: %[[C6:.*]] = shape.const_size 6
// CHECK: return %[[C6]]
func.func @sizes() -> !shape.size {
  %s = shape.const_shape [2, 3] : !shape.shape
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  return %n : !shape.size
}

// -----

// An extent out of range does not fold.
// CHECK-LABEL: func.func @extent_out_of_range
// CHECK: shape.get_extent
func.func @extent_out_of_range() -> index {
  %s = shape.const_shape [2, 3] : tensor<2xindex>
  %c2 = arith.constant 2 : index
  %e = shape.get_extent %s, %c2 : tensor<2xindex>, index -> index
  return %e : index
}

// -----

// CHECK-LABEL: func.func @broadcast
// CHECK: %[[B:.*]] = shape.const_shape [4, 2, 3] : tensor<3xindex>
// CHECK: return %[[B]]
func.func @broadcast() -> tensor<3xindex> {
  %a = shape.const_shape [2, 3] : tensor<2xindex>
  %b = shape.const_shape [4, 1, 3] : tensor<3xindex>
  %r = shape.broadcast %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<3xindex>
  return %r : tensor<3xindex>
}

// -----

// Shapes that do not broadcast do not fold (the error is not a constant).
// CHECK-LABEL: func.func @broadcast_mismatch
// CHECK: shape.broadcast
func.func @broadcast_mismatch() -> tensor<2xindex> {
  %a = shape.const_shape [2, 3] : tensor<2xindex>
  %b = shape.const_shape [4, 3] : tensor<2xindex>
  %r = shape.broadcast %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  return %r : tensor<2xindex>
}

// -----

// One operand of the result's type is the result.
// CHECK-LABEL: func.func @broadcast_single
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>)
// CHECK: return %[[A]]
func.func @broadcast_single(%a: tensor<?xindex>) -> tensor<?xindex> {
  %r = shape.broadcast %a : tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}

// -----

// A dynamic extent next to 1s is known to broadcast (upstream's getShapeVec reads shape_of's operand type).
// CHECK-LABEL: func.func @cstr_broadcastable
// CHECK: %[[W:.*]] = shape.const_witness true
// CHECK: return %[[W]], %[[W]]
func.func @cstr_broadcastable(%x: tensor<?x3xf32>) -> (!shape.witness, !shape.witness) {
  %s = shape.shape_of %x : tensor<?x3xf32> -> tensor<2xindex>
  %c = shape.const_shape [1, 3] : tensor<2xindex>
  %w = shape.cstr_broadcastable %s, %c : tensor<2xindex>, tensor<2xindex>
  %e = shape.const_shape [2, 3] : tensor<2xindex>
  %w2 = shape.cstr_eq %e, %e : tensor<2xindex>, tensor<2xindex>
  return %w, %w2 : !shape.witness, !shape.witness
}

// -----

// Two dynamic extents may differ: the constraint stays.
// CHECK-LABEL: func.func @cstr_broadcastable_dynamic
// CHECK: shape.cstr_broadcastable
func.func @cstr_broadcastable_dynamic(%x: tensor<?x3xf32>, %y: tensor<?x3xf32>) -> !shape.witness {
  %s = shape.shape_of %x : tensor<?x3xf32> -> tensor<2xindex>
  %t = shape.shape_of %y : tensor<?x3xf32> -> tensor<2xindex>
  %w = shape.cstr_broadcastable %s, %t : tensor<2xindex>, tensor<2xindex>
  return %w : !shape.witness
}

// -----

// CHECK-LABEL: func.func @assuming_all
// CHECK: %[[F:.*]] = shape.const_witness false
// CHECK: return %[[F]]
func.func @assuming_all(%w: !shape.witness) -> !shape.witness {
  %f = shape.const_witness false
  %r = shape.assuming_all %w, %f
  return %r : !shape.witness
}

// -----

// CHECK-LABEL: func.func @concat_split
// CHECK-DAG: %[[H:.*]] = shape.const_shape [2, 3] : !shape.shape
// CHECK-DAG: %[[T:.*]] = shape.const_shape [4] : !shape.shape
// CHECK: return %[[H]], %[[T]]
func.func @concat_split() -> (!shape.shape, !shape.shape) {
  %a = shape.const_shape [2, 3] : !shape.shape
  %b = shape.const_shape [4] : !shape.shape
  %c = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %i = shape.const_size -1
  %h, %t = "shape.split_at"(%c, %i) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  return %h, %t : !shape.shape, !shape.shape
}

// -----

// CHECK-LABEL: func.func @dim
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: shape.dim %{{.*}}, %{{.*}} : tensor<?x3xf32>, index -> index
// CHECK: return %[[C3]]
func.func @dim(%x: tensor<?x3xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d1 = shape.dim %x, %c1 : tensor<?x3xf32>, index -> index
  %d0 = shape.dim %x, %c0 : tensor<?x3xf32>, index -> index
  return %d1, %d0 : index, index
}

// -----

// Canonicalization patterns (upstream's canonicalize.mlir cases): duplicate operands go, a broadcast of one
// shape is that shape (cast to the result type), a constraint on one shape holds.
// CHECK-LABEL: func.func @duplicate_operands
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>)
// CHECK: %[[BC:.*]] = shape.broadcast %[[A]], %[[B]] : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
// CHECK: %[[OK:.*]] = shape.is_broadcastable %[[A]], %[[B]] : tensor<?xindex>, tensor<?xindex>
// CHECK: %[[W:.*]] = shape.cstr_broadcastable %[[A]], %[[B]] : tensor<?xindex>, tensor<?xindex>
// CHECK: return %[[BC]], %[[OK]], %[[W]]
func.func @duplicate_operands(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (tensor<?xindex>, i1, !shape.witness) {
  %0 = shape.broadcast %a, %b, %a : tensor<?xindex>, tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %1 = shape.is_broadcastable %a, %b, %b : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %2 = shape.cstr_broadcastable %a, %a, %b : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  return %0, %1, %2 : tensor<?xindex>, i1, !shape.witness
}

// -----

// CHECK-LABEL: func.func @broadcast_single_operand
// CHECK-SAME: (%[[A:.*]]: tensor<3xindex>, %[[S:.*]]: tensor<?xindex>)
// CHECK-DAG: %[[CAST:.*]] = tensor.cast %[[A]] : tensor<3xindex> to tensor<?xindex>
// CHECK-DAG: %[[SHAPE:.*]] = shape.from_extent_tensor %[[S]] : tensor<?xindex>
// CHECK: return %[[CAST]], %[[SHAPE]]
func.func @broadcast_single_operand(%a: tensor<3xindex>, %s: tensor<?xindex>) -> (tensor<?xindex>, !shape.shape) {
  %0 = shape.broadcast %a, %a : tensor<3xindex>, tensor<3xindex> -> tensor<?xindex>
  %1 = shape.broadcast %s : tensor<?xindex> -> !shape.shape
  return %0, %1 : tensor<?xindex>, !shape.shape
}

// -----

// CHECK-LABEL: func.func @cstr_broadcastable_of_one_shape
// CHECK-NEXT: %[[W:.*]] = shape.const_witness true
// CHECK-NEXT: return %[[W]]
func.func @cstr_broadcastable_of_one_shape(%a: tensor<?xindex>) -> !shape.witness {
  %0 = shape.cstr_broadcastable %a, %a : tensor<?xindex>, tensor<?xindex>
  return %0 : !shape.witness
}

// -----

// assuming_all: nested ones merge, one witness is itself.
// CHECK-LABEL: func.func @assuming_all_merge
// CHECK-SAME: (%[[A:.*]]: !shape.witness, %[[B:.*]]: !shape.witness, %[[C:.*]]: !shape.witness)
// CHECK-NEXT: %[[ALL:.*]] = shape.assuming_all %[[A]], %[[B]], %[[C]]
// CHECK-NEXT: return %[[ALL]], %[[A]]
func.func @assuming_all_merge(%a: !shape.witness, %b: !shape.witness, %c: !shape.witness) -> (!shape.witness, !shape.witness) {
  %0 = shape.assuming_all %b, %c
  %1 = shape.assuming_all %a, %0
  %2 = shape.assuming_all %a, %a
  return %1, %2 : !shape.witness, !shape.witness
}

// -----

// A shape.assuming on a witness that holds is its region.
// CHECK-LABEL: func.func @assuming_with_true
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>)
// CHECK-NOT: shape.assuming
// CHECK: %[[S:.*]] = shape.broadcast %[[A]], %[[B]]
// CHECK-NEXT: return %[[S]]
func.func @assuming_with_true(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.const_witness true
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// One on a witness that may fail stays.
// CHECK-LABEL: func.func @assuming_unknown
// CHECK: shape.assuming %{{.*}} -> tensor<?xindex> {
func.func @assuming_unknown(%w: !shape.witness, %a: tensor<?xindex>) -> tensor<?xindex> {
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// The rank of a ranked tensor's shape is a constant; size_to_index and index_to_size undo each other.
// CHECK-LABEL: func.func @rank_and_conversions
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x4xf32>, %[[I:.*]]: index, %[[S:.*]]: !shape.size)
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[S3:.*]] = shape.const_size 3
// CHECK: return %[[C3]], %[[S3]], %[[I]], %[[S]]
func.func @rank_and_conversions(%x: tensor<?x?x4xf32>, %i: index, %s: !shape.size) -> (index, !shape.size, index, !shape.size) {
  %shape = shape.shape_of %x : tensor<?x?x4xf32> -> tensor<?xindex>
  %rank = shape.rank %shape : tensor<?xindex> -> index
  %sh = shape.shape_of %x : tensor<?x?x4xf32> -> !shape.shape
  %srank = shape.rank %sh : !shape.shape -> !shape.size
  %0 = shape.index_to_size %i
  %1 = shape.size_to_index %0 : !shape.size
  %2 = shape.size_to_index %s : !shape.size
  %3 = shape.index_to_size %2
  return %rank, %srank, %1, %3 : index, !shape.size, index, !shape.size
}

// -----

// Upstream's broadcast patterns: scalar shapes go, constant shapes broadcast into one (placed last), a result of
// static size is concretized (then cast), tensor.casts that add nothing are looked through.
// CHECK-LABEL: func.func @broadcast_scalar_operands
// CHECK-SAME: (%[[ARG:.*]]: !shape.shape)
// CHECK-NEXT: return %[[ARG]], %[[ARG]]
func.func @broadcast_scalar_operands(%arg0 : !shape.shape) -> (!shape.shape, !shape.shape) {
  %0 = shape.const_shape [] : !shape.shape
  %1 = shape.const_shape [] : tensor<0xindex>
  %2 = shape.broadcast %arg0, %0 : !shape.shape, !shape.shape -> !shape.shape
  %3 = shape.broadcast %0, %arg0, %1, %0 : !shape.shape, !shape.shape, tensor<0xindex>, !shape.shape -> !shape.shape
  return %2, %3 : !shape.shape, !shape.shape
}

// -----

// CHECK-LABEL: func.func @broadcast_all_empty
// CHECK-NEXT: %[[CST:.*]] = shape.const_shape [] : tensor<0xindex>
// CHECK-NEXT: return %[[CST]] : tensor<0xindex>
func.func @broadcast_all_empty(%arg0: tensor<f32>, %arg1: tensor<i1>) -> tensor<0xindex> {
  %1 = shape.shape_of %arg0 : tensor<f32> -> tensor<0xindex>
  %2 = shape.shape_of %arg1 : tensor<i1> -> tensor<0xindex>
  %3 = shape.const_shape [] : tensor<0xindex>
  %4 = shape.broadcast %1, %2, %3 : tensor<0xindex>, tensor<0xindex>, tensor<0xindex> -> tensor<0xindex>
  return %4 : tensor<0xindex>
}

// -----

// CHECK-LABEL: func.func @broadcast_partial_folding
// CHECK-SAME: (%[[ARG:.*]]: !shape.shape)
// CHECK: %[[CST_SHAPE:.*]] = shape.const_shape [1, 2, 3] : tensor<3xindex>
// CHECK: %[[RESULT:.*]] = shape.broadcast %[[ARG]], %[[CST_SHAPE]] : !shape.shape, tensor<3xindex> -> !shape.shape
// CHECK: return %[[RESULT]]
func.func @broadcast_partial_folding(%arg0 : !shape.shape) -> !shape.shape {
  %0 = shape.const_shape [2, 1] : !shape.shape
  %1 = shape.const_shape [1, 2, 3] : tensor<3xindex>
  %2 = shape.broadcast %0, %arg0, %1, %0 : !shape.shape, !shape.shape, tensor<3xindex>, !shape.shape -> !shape.shape
  return %2 : !shape.shape
}

// -----

// CHECK-LABEL: func.func @broadcast_concretize_and_casts
// CHECK-SAME: (%[[A:.*]]: tensor<2xindex>, %[[B:.*]]: tensor<3xindex>, %[[C:.*]]: tensor<?xindex>)
// CHECK: %[[BC:.*]] = shape.broadcast %[[A]], %[[B]] : tensor<2xindex>, tensor<3xindex> -> tensor<3xindex>
// CHECK: %[[CAST:.*]] = tensor.cast %[[BC]] : tensor<3xindex> to tensor<?xindex>
// CHECK: %[[W:.*]] = shape.cstr_broadcastable %[[A]], %[[C]] : tensor<2xindex>, tensor<?xindex>
// CHECK: return %[[CAST]], %[[W]]
func.func @broadcast_concretize_and_casts(%a : tensor<2xindex>, %b : tensor<3xindex>, %c : tensor<?xindex>)
    -> (tensor<?xindex>, !shape.witness) {
  %0 = shape.broadcast %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<?xindex>
  %dyn = tensor.cast %a : tensor<2xindex> to tensor<?xindex>
  %1 = shape.cstr_broadcastable %dyn, %c : tensor<?xindex>, tensor<?xindex>
  return %0, %1 : tensor<?xindex>, !shape.witness
}

// -----

// Empty shapes leave shape.cstr_broadcastable too; cstr_eq of one shape holds.
// CHECK-LABEL: func.func @cstr_empty_and_equal
// CHECK-SAME: (%[[ARG0:.*]]: tensor<?xindex>, %[[ARG1:.*]]: tensor<?xindex>, %{{.*}}: tensor<0xindex>, %{{.*}}: !shape.shape)
// CHECK-DAG: %[[TRUE:.*]] = shape.const_witness true
// CHECK-DAG: %[[W:.*]] = shape.cstr_broadcastable %[[ARG0]], %[[ARG1]] : tensor<?xindex>, tensor<?xindex>
// CHECK: return %[[W]], %[[TRUE]]
func.func @cstr_empty_and_equal(%arg0 : tensor<?xindex>, %arg1 : tensor<?xindex>, %arg2 : tensor<0xindex>, %s : !shape.shape)
    -> (!shape.witness, !shape.witness) {
  %0 = shape.const_shape [] : !shape.shape
  %1 = shape.cstr_broadcastable %arg0, %arg1, %0, %arg2 : tensor<?xindex>, tensor<?xindex>, !shape.shape, tensor<0xindex>
  %2 = shape.cstr_eq %s, %s, %s : !shape.shape, !shape.shape, !shape.shape
  return %1, %2 : !shape.witness, !shape.witness
}

// -----

// assuming_all of cstr_eqs that share a shape is one cstr_eq; of disjoint ones it stays.
// CHECK-LABEL: func.func @assuming_all_to_cstr_eq
// CHECK-SAME: (%[[A:.*]]: !shape.shape, %[[B:.*]]: tensor<?xindex>, %[[C:.*]]: tensor<3xindex>, %[[D:.*]]: tensor<3xindex>)
// CHECK: %[[EQ0:.*]] = shape.cstr_eq %[[A]], %[[B]]
// CHECK: %[[MERGED:.*]] = shape.cstr_eq %[[A]], %[[B]], %[[B]], %[[C]]
// CHECK: %[[EQ1:.*]] = shape.cstr_eq %[[C]], %[[D]]
// CHECK: %[[KEPT:.*]] = shape.assuming_all %[[EQ0]], %[[EQ1]]
// CHECK: return %[[MERGED]], %[[KEPT]]
func.func @assuming_all_to_cstr_eq(%a : !shape.shape, %b : tensor<?xindex>, %c : tensor<3xindex>, %d : tensor<3xindex>)
    -> (!shape.witness, !shape.witness) {
  %0 = shape.cstr_eq %a, %b : !shape.shape, tensor<?xindex>
  %1 = shape.cstr_eq %b, %c : tensor<?xindex>, tensor<3xindex>
  %2 = shape.assuming_all %0, %1
  %3 = shape.cstr_eq %c, %d : tensor<3xindex>, tensor<3xindex>
  %4 = shape.assuming_all %0, %3
  return %2, %4 : !shape.witness, !shape.witness
}

// -----

// A cstr_broadcastable whose shapes another one checks too is dropped from an assuming_all.
// CHECK-LABEL: func.func @assuming_all_of_cstr_broadcastable
// CHECK-SAME: (%[[ARG0:.*]]: !shape.shape, %[[ARG1:.*]]: !shape.shape, %[[ARG2:.*]]: !shape.shape)
// CHECK-NEXT: %[[W0:.*]] = shape.cstr_broadcastable %[[ARG0]], %[[ARG1]] :
// CHECK-NEXT: %[[W:.*]] = shape.cstr_broadcastable %[[ARG0]], %[[ARG1]], %[[ARG2]]
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_broadcastable %[[ARG1]], %[[ARG2]]
// CHECK-NEXT: %[[KEPT:.*]] = shape.assuming_all %[[W0]], %[[W1]]
// CHECK-NEXT: return %[[W]], %[[KEPT]]
func.func @assuming_all_of_cstr_broadcastable(%arg0 : !shape.shape, %arg1 : !shape.shape, %arg2 : !shape.shape)
    -> (!shape.witness, !shape.witness) {
  %0 = shape.cstr_broadcastable %arg0, %arg1 : !shape.shape, !shape.shape
  %1 = shape.cstr_broadcastable %arg0, %arg1, %arg2 : !shape.shape, !shape.shape, !shape.shape
  %2 = shape.assuming_all %0, %1
  %3 = shape.cstr_broadcastable %arg1, %arg2 : !shape.shape, !shape.shape
  %4 = shape.assuming_all %0, %3
  return %2, %4 : !shape.witness, !shape.witness
}

// -----

// Results of a shape.assuming that nothing uses go (upstream's unused_assuming_results).
// CHECK-LABEL: func.func @unused_assuming_results
// CHECK: %[[R:.*]] = shape.assuming %{{.*}} -> f32 {
// CHECK-NEXT:   %[[MEANINGFUL:.*]] = arith.addf
// CHECK:   shape.assuming_yield %[[MEANINGFUL]] : f32
// CHECK: }
// CHECK: return %[[R]] : f32
func.func @unused_assuming_results(%w : !shape.witness, %x : f32) -> f32 {
  %1:2 = shape.assuming %w -> (f32, f32) {
    %2 = arith.constant 1.0 : f32
    %3 = arith.addf %x, %2 : f32
    shape.assuming_yield %2, %3 : f32, f32
  }
  return %1#1 : f32
}

// -----

// The shape of a tensor.reshape is its shape operand, cast where the types differ (upstream's cases).
// CHECK-LABEL: func.func @shape_of_from_reshape
// CHECK-SAME: %{{.*}}: tensor<*xf32>, %[[SHAPE:.*]]: tensor<?xindex>
// CHECK-NEXT: return %[[SHAPE]] : tensor<?xindex>
func.func @shape_of_from_reshape(%arg0: tensor<*xf32>, %arg1: tensor<?xindex>) -> tensor<?xindex> {
  %0 = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = shape.shape_of %0 : tensor<*xf32> -> tensor<?xindex>
  return %1 : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @shape_of_from_reshape_int_to_index
// CHECK-SAME: %{{.*}}: tensor<?x1xf32>, %[[SHAPE:.*]]: tensor<3xi32>
// CHECK: %[[CAST_SHAPE:.*]] = arith.index_cast %[[SHAPE]] : tensor<3xi32> to tensor<3xindex>
// CHECK: return %[[CAST_SHAPE]] : tensor<3xindex>
func.func @shape_of_from_reshape_int_to_index(%arg0: tensor<?x1xf32>, %arg1: tensor<3xi32>) -> tensor<3xindex> {
  %0 = tensor.reshape %arg0(%arg1) : (tensor<?x1xf32>, tensor<3xi32>) -> tensor<?x1x1xf32>
  %1 = shape.shape_of %0 : tensor<?x1x1xf32> -> tensor<3xindex>
  return %1 : tensor<3xindex>
}

// -----

// CHECK-LABEL: func.func @shape_of_from_reshape_static_to_dynamic
// CHECK-SAME: %{{.*}}: tensor<*xf32>, %[[SHAPE:.*]]: tensor<5xindex>
// CHECK: %[[CAST_SHAPE:.*]] = tensor.cast %[[SHAPE]] : tensor<5xindex> to tensor<?xindex>
// CHECK: return %[[CAST_SHAPE]] : tensor<?xindex>
func.func @shape_of_from_reshape_static_to_dynamic(%arg0: tensor<*xf32>, %arg1: tensor<5xindex>) -> tensor<?xindex> {
  %0 = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<5xindex>) -> tensor<*xf32>
  %1 = shape.shape_of %0 : tensor<*xf32> -> tensor<?xindex>
  return %1 : tensor<?xindex>
}

// -----

// A !shape.shape result keeps the shape_of.
// CHECK-LABEL: func.func @shape_of_from_reshape_nofold
// CHECK: %[[RESHAPED:.*]] = tensor.reshape
// CHECK: shape.shape_of %[[RESHAPED]] : tensor<*xf32> -> !shape.shape
func.func @shape_of_from_reshape_nofold(%arg0: tensor<*xf32>, %arg1: tensor<?xindex>) -> !shape.shape {
  %0 = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = shape.shape_of %0 : tensor<*xf32> -> !shape.shape
  return %1 : !shape.shape
}

// -----

// Shape patterns on tensor ops (upstream's): an extent of a shape_of is a tensor.dim, a cast of a const_shape
// to a static type is that constant, a cast of a shape_of is the shape_of of the cast's type.
// CHECK-LABEL: func.func @shape_patterns_on_tensor_ops
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[I:.*]]: index, %[[Y:.*]]: tensor<?x?x?xf32>)
// CHECK-DAG: %[[DIM:.*]] = tensor.dim %[[X]], %[[I]] : tensor<?x4xf32>
// CHECK-DAG: %[[CONST:.*]] = shape.const_shape [2] : tensor<1xindex>
// CHECK-DAG: %[[SHAPE:.*]] = shape.shape_of %[[Y]] : tensor<?x?x?xf32> -> tensor<?xindex>
// CHECK-DAG: %[[CAST:.*]] = tensor.cast %{{.*}} : tensor<1xindex> to tensor<?xindex>
// CHECK: return %[[DIM]], %[[CONST]], %[[CAST]], %[[SHAPE]]
func.func @shape_patterns_on_tensor_ops(%x: tensor<?x4xf32>, %i: index, %y: tensor<?x?x?xf32>)
    -> (index, tensor<1xindex>, tensor<?xindex>, tensor<?xindex>) {
  %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %e = tensor.extract %s[%i] : tensor<2xindex>
  %c = shape.const_shape [2] : tensor<1xindex>
  %same = tensor.cast %c : tensor<1xindex> to tensor<1xindex>
  %dynamic = tensor.cast %c : tensor<1xindex> to tensor<?xindex>
  %t = shape.shape_of %y : tensor<?x?x?xf32> -> tensor<3xindex>
  %u = tensor.cast %t : tensor<3xindex> to tensor<?xindex>
  return %e, %same, %dynamic, %u : index, tensor<1xindex>, tensor<?xindex>, tensor<?xindex>
}

// -----

// Constant operands of commutative shape ops move last (upstream's foldCommutative), so that shape.any folds to
// its constant operand, and an assuming_all drops the witnesses that hold when others remain.
// CHECK-LABEL: func.func @commutative_constants_last
// CHECK-SAME: (%[[ARG:.*]]: tensor<?xindex>, %[[W0:.*]]: !shape.witness, %[[W1:.*]]: !shape.witness)
// CHECK-DAG: %[[CS:.*]] = shape.const_shape [2, 3, 4] : tensor<3xindex>
// CHECK-DAG: %[[ALL:.*]] = shape.assuming_all %[[W0]], %[[W1]]
// CHECK: return %[[CS]], %[[ALL]]
func.func @commutative_constants_last(%arg : tensor<?xindex>, %w0 : !shape.witness, %w1 : !shape.witness)
    -> (tensor<3xindex>, !shape.witness) {
  %0 = shape.const_shape [2, 3, 4] : tensor<3xindex>
  %1 = shape.any %0, %arg : tensor<3xindex>, tensor<?xindex> -> tensor<3xindex>
  %true = shape.const_witness true
  %2 = shape.assuming_all %true, %w0, %w1
  return %1, %2 : tensor<3xindex>, !shape.witness
}

// -----

// CHECK-LABEL: func.func @broadcast_constant_last
// CHECK-SAME: (%[[ARG:.*]]: tensor<?xindex>)
// CHECK: %[[CS:.*]] = shape.const_shape [1, 3] : tensor<2xindex>
// CHECK: shape.broadcast %[[ARG]], %[[CS]] : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>
func.func @broadcast_constant_last(%arg : tensor<?xindex>) -> tensor<?xindex> {
  %0 = shape.const_shape [1, 3] : tensor<2xindex>
  %1 = shape.broadcast %0, %arg : tensor<2xindex>, tensor<?xindex> -> tensor<?xindex>
  return %1 : tensor<?xindex>
}

// -----

// The shape of a static tensor to a tensor<?xindex> is a const_shape of static type, cast (upstream's
// ShapeOfOpToConstShapeOp); casts of shape_of take the cast's type where the rank agrees.
// CHECK-LABEL: func.func @shape_of_0d
// CHECK-NEXT: %[[CONST:.*]] = shape.const_shape [] : tensor<0xindex>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[CONST]] : tensor<0xindex> to tensor<?xindex>
// CHECK-NEXT: return %[[CAST]]
func.func @shape_of_0d(%arg0: tensor<f32>) -> tensor<?xindex> {
  %0 = shape.shape_of %arg0 : tensor<f32> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @cast_extent_tensor
// CHECK-SAME: (%[[A:.*]]: tensor<?x?x?xf32>, %[[B:.*]]: tensor<?x?x?x?xf32>)
// CHECK-DAG: %[[S3:.*]] = shape.shape_of %[[A]] : tensor<?x?x?xf32> -> tensor<3xindex>
// CHECK-DAG: %[[S4:.*]] = shape.shape_of %[[B]] : tensor<?x?x?x?xf32> -> tensor<?xindex>
// CHECK-DAG: %[[CAST:.*]] = tensor.cast %[[S4]] : tensor<?xindex> to tensor<3xindex>
// CHECK: return %[[S3]], %[[CAST]]
func.func @cast_extent_tensor(%a : tensor<?x?x?xf32>, %b : tensor<?x?x?x?xf32>) -> (tensor<3xindex>, tensor<3xindex>) {
  %0 = shape.shape_of %a : tensor<?x?x?xf32> -> tensor<?xindex>
  %1 = tensor.cast %0 : tensor<?xindex> to tensor<3xindex>
  %2 = shape.shape_of %b : tensor<?x?x?x?xf32> -> tensor<?xindex>
  %3 = tensor.cast %2 : tensor<?xindex> to tensor<3xindex>
  return %1, %3 : tensor<3xindex>, tensor<3xindex>
}
