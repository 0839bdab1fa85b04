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

// A shape.const_size read by shape.size_to_index is the index constant (upstream's test).
// CHECK-LABEL: func.func @const_size
// CHECK-NEXT: %[[RES:.*]] = arith.constant 42 : index
// CHECK-NEXT: return %[[RES]]
func.func @const_size() -> index {
  %size = shape.const_size 42
  %result = shape.size_to_index %size : !shape.size
  return %result : index
}

// -----

// One that an op on !shape.size reads stays a shape.const_size.
// CHECK-LABEL: func.func @const_size_of_a_shape_op
// CHECK: %[[ONE:.*]] = shape.const_size 1
// CHECK: shape.reduce(%{{.*}}, %[[ONE]]) : !shape.shape -> !shape.size
func.func @const_size_of_a_shape_op(%s : !shape.shape) -> !shape.size {
  %one = shape.const_size 1
  %n = shape.reduce(%s, %one) : !shape.shape -> !shape.size {
    ^bb0(%i : index, %extent : !shape.size, %acc: !shape.size):
      %next = shape.mul %extent, %acc : !shape.size, !shape.size -> !shape.size
      shape.yield %next : !shape.size
  }
  return %n : !shape.size
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

// What the pass does not lower stays, as upstream's partial conversion leaves it (no shape op is illegal):
// shape.num_elements (shape-to-shape-lowering makes it a shape.reduce) and ops on !shape.shape and !shape.size.
// CHECK-LABEL: func.func @left
// CHECK: shape.num_elements %{{.*}} : tensor<?xindex> -> index
// CHECK: shape.broadcast %{{.*}}, %{{.*}} : tensor<?xindex>, !shape.shape -> !shape.shape
// CHECK: shape.add %{{.*}}, %{{.*}} : !shape.size, !shape.size -> !shape.size
// CHECK: shape.rank %{{.*}} : !shape.shape -> !shape.size
// CHECK: shape.get_extent %{{.*}}, %{{.*}} : tensor<?xindex>, !shape.size -> !shape.size
// CHECK: shape.shape_of %{{.*}} : tensor<1x2x3xf32> -> !shape.shape
// CHECK: shape.reduce(%{{.*}}, %{{.*}}) : !shape.shape -> !shape.size
func.func @left(%a: tensor<?xindex>, %b: !shape.shape, %s: !shape.size, %x: tensor<1x2x3xf32>) -> index {
  %n = shape.num_elements %a : tensor<?xindex> -> index
  %c = shape.broadcast %a, %b : tensor<?xindex>, !shape.shape -> !shape.shape
  %sum = shape.add %s, %s : !shape.size, !shape.size -> !shape.size
  %rank = shape.rank %b : !shape.shape -> !shape.size
  %e = shape.get_extent %a, %s : tensor<?xindex>, !shape.size -> !shape.size
  %sh = shape.shape_of %x : tensor<1x2x3xf32> -> !shape.shape
  %r = shape.reduce(%b, %s) : !shape.shape -> !shape.size {
    ^bb0(%i : index, %extent : !shape.size, %acc: !shape.size):
      shape.yield %acc : !shape.size
  }
  return %n : index
}

// -----

// CHECK-LABEL: func.func @rank
// CHECK-SAME: (%[[SHAPE:.*]]: tensor<?xindex>) -> index
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[RESULT:.*]] = tensor.dim %[[SHAPE]], %[[C0]]
// CHECK: return %[[RESULT]] : index
func.func @rank(%shape : tensor<?xindex>) -> index {
  %rank = shape.rank %shape : tensor<?xindex> -> index
  return %rank : index
}

// -----

// shape.dim is tensor.dim (through shape.get_extent of a shape.shape_of, which leaves nothing behind).
// CHECK-LABEL: func.func @dim
// CHECK-SAME: (%[[ARG:.*]]: tensor<2x3xf32>, %[[IDX:.*]]: index) -> index
// CHECK-NEXT: %[[RESULT:.*]] = tensor.dim %[[ARG]], %[[IDX]] : tensor<2x3xf32>
// CHECK-NEXT: return %[[RESULT]] : index
func.func @dim(%arg : tensor<2x3xf32>, %idx : index) -> index {
  %result = shape.dim %arg, %idx : tensor<2x3xf32>, index -> index
  return %result : index
}

// -----

// CHECK-LABEL: func.func @get_extent_shape_of
// CHECK-SAME: (%[[ARG:.*]]: tensor<2x3xf32>, %[[IDX:.*]]: index) -> index
// CHECK: %[[RESULT:.*]] = tensor.dim %[[ARG]], %[[IDX]] : tensor<2x3xf32>
// CHECK: return %[[RESULT]] : index
func.func @get_extent_shape_of(%arg : tensor<2x3xf32>, %idx : index) -> index {
  %shape = shape.shape_of %arg : tensor<2x3xf32> -> tensor<?xindex>
  %result = shape.get_extent %shape, %idx : tensor<?xindex>, index -> index
  return %result : index
}

// -----

// CHECK-LABEL: func.func @get_extent_from_extent_tensor
// CHECK-SAME: (%[[EXTENTS:.*]]: tensor<?xindex>, %[[IDX:.*]]: index) -> index
// CHECK: %[[RESULT:.*]] = tensor.extract %[[EXTENTS]][%[[IDX]]] : tensor<?xindex>
// CHECK: return %[[RESULT]] : index
func.func @get_extent_from_extent_tensor(%extents : tensor<?xindex>, %idx : index) -> index {
  %result = shape.get_extent %extents, %idx : tensor<?xindex>, index -> index
  return %result : index
}

// -----

// CHECK-LABEL: func.func @const_shape_zero_elements
// CHECK: %[[TENSOR:.*]] = tensor.from_elements : tensor<0xindex>
// CHECK: %[[RESULT:.*]] = tensor.cast %[[TENSOR]] : tensor<0xindex> to tensor<0xindex>
// CHECK: return %[[RESULT]] : tensor<0xindex>
func.func @const_shape_zero_elements() -> tensor<0xindex> {
  %shape = shape.const_shape [] : tensor<0xindex>
  return %shape : tensor<0xindex>
}

// -----

// shape.any is its first operand.
// CHECK-LABEL: func.func @any_of_three
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>, %[[C:.*]]: tensor<?xindex>) -> tensor<?xindex>
// CHECK-NEXT: return %[[A]] : tensor<?xindex>
func.func @any_of_three(%a : tensor<?xindex>, %b : tensor<?xindex>, %c : tensor<?xindex>) -> tensor<?xindex> {
  %result = "shape.any"(%a, %b, %c) : (tensor<?xindex>, tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
  return %result : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @any_of_one
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>) -> tensor<?xindex>
// CHECK-NEXT: return %[[A]] : tensor<?xindex>
func.func @any_of_one(%a : tensor<?xindex>) -> tensor<?xindex> {
  %result = "shape.any"(%a) : (tensor<?xindex>) -> tensor<?xindex>
  return %result : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @to_extent_tensor
// CHECK-SAME: (%[[ARG:.*]]: tensor<?xindex>
// CHECK-NOT: to_extent_tensor
// CHECK: %[[RES:.*]] = tensor.cast %[[ARG]] : tensor<?xindex> to tensor<3xindex>
// CHECK: return %[[RES]]
func.func @to_extent_tensor(%arg: tensor<?xindex>) -> tensor<3xindex> {
  %casted = shape.to_extent_tensor %arg : tensor<?xindex> -> tensor<3xindex>
  return %casted : tensor<3xindex>
}

// -----

// shape.reduce is an scf.for over the rank, the body inlined on the extracted extents.
// CHECK-LABEL: func.func @shape_reduce
// CHECK-SAME: (%[[SHAPE:.*]]: tensor<?xindex>) -> index
// CHECK-NEXT: %[[INIT:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[RANK:.*]] = tensor.dim %[[SHAPE]], %[[C0]] : tensor<?xindex>
// CHECK-NEXT: %[[RESULT:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[RANK]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[INIT]]) -> (index) {
// CHECK-NEXT:   %[[EXTENT:.*]] = tensor.extract %[[SHAPE]][%[[I]]]
// CHECK-NEXT:   %[[NEW_ACC:.*]] = arith.muli %[[ACC]], %[[EXTENT]] : index
// CHECK-NEXT:   scf.yield %[[NEW_ACC]] : index
// CHECK-NEXT: }
// CHECK-NEXT: return %[[RESULT]] : index
func.func @shape_reduce(%shape : tensor<?xindex>) -> index {
  %init = arith.constant 1 : index
  %num_elements = shape.reduce(%shape, %init) : tensor<?xindex> -> index {
    ^bb0(%index : index, %extent : index, %acc: index):
      %new_acc = arith.muli %acc, %extent : index
      shape.yield %new_acc : index
  }
  return %num_elements : index
}

// -----

// Two carried values, one of which the body reads the index into.
// CHECK-LABEL: func.func @shape_reduce_two
// CHECK: %{{.*}}:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) -> (index, index) {
// CHECK:   %[[E:.*]] = tensor.extract %{{.*}}[%[[I]]] : tensor<3xindex>
// CHECK:   %[[T:.*]] = arith.muli %[[I]], %[[E]] : index
// CHECK:   %[[S:.*]] = arith.addi %[[B]], %[[T]] : index
// CHECK:   scf.yield %[[A]], %[[S]] : index, index
func.func @shape_reduce_two(%shape : tensor<3xindex>, %a : index, %b : index) -> (index, index) {
  %r:2 = shape.reduce(%shape, %a, %b) : tensor<3xindex> -> (index, index) {
    ^bb0(%i : index, %extent : index, %x: index, %y: index):
      %t = arith.muli %i, %extent : index
      %s = arith.addi %y, %t : index
      shape.yield %x, %s : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// CHECK-LABEL: func.func @shape_of_unranked
// CHECK-SAME: (%[[ARG:.*]]: tensor<*xf32>)
// CHECK: %[[RANK:.*]] = tensor.rank %[[ARG]] : tensor<*xf32>
// CHECK: %[[SHAPE:.*]] = tensor.generate %[[RANK]] {
// CHECK: ^bb0(%[[I:.*]]: index):
// CHECK:   %[[EXTENT:.*]] = tensor.dim %[[ARG]], %[[I]] : tensor<*xf32>
// CHECK:   tensor.yield %[[EXTENT]] : index
// CHECK: } : tensor<?xindex>
func.func @shape_of_unranked(%arg : tensor<*xf32>) -> tensor<?xindex> {
  %shape = shape.shape_of %arg : tensor<*xf32> -> tensor<?xindex>
  return %shape : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @shape_of_zero_d
// CHECK: tensor.from_elements : tensor<0xindex>
func.func @shape_of_zero_d(%arg : tensor<f32>) -> tensor<?xindex> {
  %shape = shape.shape_of %arg : tensor<f32> -> tensor<?xindex>
  return %shape : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @shape_eq
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>) -> i1
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[RANK_A:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?xindex>
// CHECK: %[[RANK_B:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?xindex>
// CHECK: %[[RANK_EQ:.*]] = arith.cmpi eq, %[[RANK_A]], %[[RANK_B]]
// CHECK: %[[SHAPE_EQ:.*]] = scf.if %[[RANK_EQ]] -> (i1) {
// CHECK:   %[[C1:.*]] = arith.constant 1 : index
// CHECK:   %[[INIT:.*]] = arith.constant true
// CHECK:   %[[SHAPE_EQ_INNER:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[RANK_A]] step %[[C1]] iter_args(%[[CONJ:.*]] = %[[INIT]]) -> (i1) {
// CHECK:     %[[EXTENT_A:.*]] = tensor.extract %[[A]][%[[I]]] : tensor<?xindex>
// CHECK:     %[[EXTENT_B:.*]] = tensor.extract %[[B]][%[[I]]] : tensor<?xindex>
// CHECK:     %[[EXTENT_EQ:.*]] = arith.cmpi eq, %[[EXTENT_A]], %[[EXTENT_B]]
// CHECK:     %[[CONJ_NEXT:.*]] = arith.andi %[[CONJ]], %[[EXTENT_EQ]]
// CHECK:     scf.yield %[[CONJ_NEXT]] : i1
// CHECK:   }
// CHECK:   scf.yield %[[SHAPE_EQ_INNER]] : i1
// CHECK: } else {
// CHECK:   %[[SHAPE_EQ_INNER:.*]] = arith.constant false
// CHECK:   scf.yield %[[SHAPE_EQ_INNER]] : i1
// CHECK: }
// CHECK: return %[[SHAPE_EQ]] : i1
func.func @shape_eq(%a : tensor<?xindex>, %b : tensor<?xindex>) -> i1 {
  %result = shape.shape_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  return %result : i1
}

// -----

// Three shapes: each compared with the first, the results anded; shape.cstr_eq is a shape.cstr_require of it.
// CHECK-LABEL: func.func @shape_eq_three
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>, %[[C:.*]]: tensor<?xindex>)
// CHECK: %[[RANK_A:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xindex>
// CHECK: %[[EQ1:.*]] = scf.if
// CHECK: %[[RANK_C:.*]] = tensor.dim %[[C]], %{{.*}} : tensor<?xindex>
// CHECK: %[[RANK_EQ:.*]] = arith.cmpi eq, %[[RANK_A]], %[[RANK_C]]
// CHECK: %[[EQ2:.*]] = scf.if %[[RANK_EQ]] -> (i1) {
// CHECK: %[[RESULT:.*]] = arith.andi %[[EQ1]], %[[EQ2]] : i1
// CHECK: %[[W:.*]] = shape.cstr_require %[[RESULT]], "required equal shapes"
// CHECK: return %[[W]] : !shape.witness
func.func @shape_eq_three(%a : tensor<?xindex>, %b : tensor<?xindex>, %c : tensor<?xindex>) -> !shape.witness {
  %result = shape.cstr_eq %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  return %result : !shape.witness
}

// -----

// shape.cstr_broadcastable is a shape.cstr_require of shape.is_broadcastable: an scf.for over the maximum rank.
// CHECK-LABEL: func.func @try_is_broadcastable
// CHECK-SAME: %[[ARG0:.*]]: tensor<2xindex>, %[[ARG1:.*]]: tensor<3xindex>, %[[ARG2:.*]]: tensor<2xindex>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[RANK0:.*]] = tensor.dim %[[ARG0]], %[[C0]] : tensor<2xindex>
// CHECK: %[[RANK1:.*]] = tensor.dim %[[ARG1]], %[[C0]] : tensor<3xindex>
// CHECK: %[[RANK2:.*]] = tensor.dim %[[ARG2]], %[[C0]] : tensor<2xindex>
// CHECK: %[[MAX0:.*]] = arith.maxui %[[RANK1]], %[[RANK0]] : index
// CHECK: %[[MAX_RANK:.*]] = arith.maxui %[[RANK2]], %[[MAX0]] : index
// CHECK: %[[DIM_DIFF0:.*]] = arith.subi %[[MAX_RANK]], %[[RANK0]] : index
// CHECK: %[[DIM_DIFF1:.*]] = arith.subi %[[MAX_RANK]], %[[RANK1]] : index
// CHECK: %[[DIM_DIFF2:.*]] = arith.subi %[[MAX_RANK]], %[[RANK2]] : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[ALL_RESULT:.*]] = scf.for %[[IDX:.*]] = %[[C0]] to %[[MAX_RANK]] step %[[C1]] iter_args(%[[ALL_SO_FAR:.*]] = %[[TRUE]]) -> (i1) {
// CHECK:   %[[C1_0:.*]] = arith.constant 1 : index
// CHECK:   %[[OUTBOUNDS0:.*]] = arith.cmpi ult, %[[IDX]], %[[DIM_DIFF0]] : index
// CHECK:   %[[DIM0:.*]] = scf.if %[[OUTBOUNDS0]] -> (index) {
// CHECK:     scf.yield %[[C1_0]] : index
// CHECK:   } else {
// CHECK:     %[[IDX0:.*]] = arith.subi %[[IDX]], %[[DIM_DIFF0]] : index
// CHECK:     %[[EXTRACTED_0:.*]] = tensor.extract %[[ARG0]][%[[IDX0]]] : tensor<2xindex>
// CHECK:     %[[DIM0_IS_1:.*]] = arith.cmpi eq, %[[EXTRACTED_0]], %[[C1_0]] : index
// CHECK:     %[[MAX_DIM0:.*]] = arith.select %[[DIM0_IS_1]], %[[C1_0]], %[[EXTRACTED_0]] : index
// CHECK:   }
// CHECK:   %[[DIM1:.*]] = scf.if %{{.*}} -> (index) {
// CHECK:     scf.yield %[[DIM0]] : index
// CHECK:   %[[DIM2:.*]] = scf.if %{{.*}} -> (index) {
// CHECK:     scf.yield %[[DIM1]] : index
// CHECK:   } else {
// CHECK:     %[[EXTRACTED_2:.*]] = tensor.extract %[[ARG2]][%{{.*}}] : tensor<2xindex>
// CHECK:     %[[DIM2_IS_1:.*]] = arith.cmpi eq, %[[EXTRACTED_2]], %[[C1_0]] : index
// CHECK:     arith.select %[[DIM2_IS_1]], %[[DIM1]], %[[EXTRACTED_2]] : index
// CHECK:   }
// CHECK:   %[[OUT_BOUND_0:.*]] = arith.cmpi ult, %[[IDX]], %[[DIM_DIFF0]] : index
// CHECK:   %[[REDUCTION_0:.*]] = scf.if %[[OUT_BOUND_0]] -> (i1) {
// CHECK:     scf.yield %[[ALL_SO_FAR]] : i1
// CHECK:   } else {
// CHECK:     %[[SHIFTED:.*]] = arith.subi %[[IDX]], %[[DIM_DIFF0]] : index
// CHECK:     %[[EXTRACTED:.*]] = tensor.extract %[[ARG0]][%[[SHIFTED]]] : tensor<2xindex>
// CHECK:     %[[EQUALS_1:.*]] = arith.cmpi eq, %[[EXTRACTED]], %[[C1_0]] : index
// CHECK:     %[[EQUALS_BROADCASTED:.*]] = arith.cmpi eq, %[[EXTRACTED]], %[[DIM2]] : index
// CHECK:     %[[GOOD:.*]] = arith.ori %[[EQUALS_1]], %[[EQUALS_BROADCASTED]] : i1
// CHECK:     %[[AND_REDUCTION:.*]] = arith.andi %[[ALL_SO_FAR]], %[[GOOD]] : i1
// CHECK:     scf.yield %[[AND_REDUCTION]] : i1
// CHECK:   }
// CHECK:   %[[SECOND_REDUCTION:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK:     scf.yield %[[REDUCTION_0]] : i1
// CHECK:   %[[FINAL_RESULT:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK:     scf.yield %[[SECOND_REDUCTION]] : i1
// CHECK:   }
// CHECK:   scf.yield %[[FINAL_RESULT]] : i1
// CHECK: }
// CHECK: return %[[ALL_RESULT]] : i1
func.func @try_is_broadcastable(%a : tensor<2xindex>, %b : tensor<3xindex>, %c : tensor<2xindex>) -> i1 {
  %0 = shape.is_broadcastable %a, %b, %c : tensor<2xindex>, tensor<3xindex>, tensor<2xindex>
  return %0 : i1
}

// -----

// CHECK-LABEL: func.func @cstr_broadcastable
// CHECK: %[[ALL_RESULT:.*]] = scf.for
// CHECK: %[[W:.*]] = shape.cstr_require %[[ALL_RESULT]], "required broadcastable shapes"
// CHECK-NEXT: return %[[W]] : !shape.witness
func.func @cstr_broadcastable(%a : tensor<2xindex>, %b : tensor<3xindex>) -> !shape.witness {
  %0 = shape.cstr_broadcastable %a, %b : tensor<2xindex>, tensor<3xindex>
  return %0 : !shape.witness
}

// -----

// shape.broadcast is a tensor.generate of the maximum rank, each extent computed as in is_broadcastable.
// CHECK-LABEL: func.func @broadcast_3_shapes_different_extents
// CHECK-SAME: %[[ARG0:.*]]: tensor<2xindex>, %[[ARG1:.*]]: tensor<3xindex>, %[[ARG2:.*]]: tensor<2xindex>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[RANK0:.*]] = tensor.dim %[[ARG0]], %[[C0]] : tensor<2xindex>
// CHECK: %[[RANK1:.*]] = tensor.dim %[[ARG1]], %[[C0]] : tensor<3xindex>
// CHECK: %[[RANK2:.*]] = tensor.dim %[[ARG2]], %[[C0]] : tensor<2xindex>
// CHECK: %[[MAX0:.*]] = arith.maxui %[[RANK1]], %[[RANK0]] : index
// CHECK: %[[MAX_RANK:.*]] = arith.maxui %[[RANK2]], %[[MAX0]] : index
// CHECK: %[[DIM_DIFF0:.*]] = arith.subi %[[MAX_RANK]], %[[RANK0]] : index
// CHECK: %[[DIM_DIFF1:.*]] = arith.subi %[[MAX_RANK]], %[[RANK1]] : index
// CHECK: %[[DIM_DIFF2:.*]] = arith.subi %[[MAX_RANK]], %[[RANK2]] : index
// CHECK: %[[RESULT:.*]] = tensor.generate %[[MAX_RANK]] {
// CHECK: ^bb0(%[[IDX:.*]]: index):
// CHECK:   %[[C1:.*]] = arith.constant 1 : index
// CHECK:   %[[OUTBOUNDS0:.*]] = arith.cmpi ult, %[[IDX]], %[[DIM_DIFF0]] : index
// CHECK:   %[[DIM0:.*]] = scf.if %[[OUTBOUNDS0]] -> (index) {
// CHECK:     scf.yield %[[C1]] : index
// CHECK:   } else {
// CHECK:     %[[IDX0:.*]] = arith.subi %[[IDX]], %[[DIM_DIFF0]] : index
// CHECK:     %[[EXTRACTED_0:.*]] = tensor.extract %[[ARG0]][%[[IDX0]]] : tensor<2xindex>
// CHECK:     %[[DIM0_IS_1:.*]] = arith.cmpi eq, %[[EXTRACTED_0]], %[[C1]] : index
// CHECK:     %[[MAX_DIM0:.*]] = arith.select %[[DIM0_IS_1]], %[[C1]], %[[EXTRACTED_0]] : index
// CHECK:   }
// CHECK:   %[[VAL_28:.*]] = arith.cmpi ult, %[[IDX]], %[[DIM_DIFF1]] : index
// CHECK:   %[[DIM1:.*]] = scf.if %[[VAL_28]] -> (index) {
// CHECK:     scf.yield %[[DIM0]] : index
// CHECK:   } else {
// CHECK:     %[[IDX1:.*]] = arith.subi %[[IDX]], %[[DIM_DIFF1]] : index
// CHECK:     %[[EXTRACTED_1:.*]] = tensor.extract %[[ARG1]][%[[IDX1]]] : tensor<3xindex>
// CHECK:     %[[DIM1_IS_1:.*]] = arith.cmpi eq, %[[EXTRACTED_1]], %[[C1]] : index
// CHECK:     %[[MAX_DIM1:.*]] = arith.select %[[DIM1_IS_1]], %[[DIM0]], %[[EXTRACTED_1]] : index
// CHECK:   }
// CHECK:   %[[VAL_36:.*]] = arith.cmpi ult, %[[IDX]], %[[DIM_DIFF2]] : index
// CHECK:   %[[DIM2:.*]] = scf.if %[[VAL_36]] -> (index) {
// CHECK:     scf.yield %[[DIM1]] : index
// CHECK:   } else {
// CHECK:     %[[IDX2:.*]] = arith.subi %[[IDX]], %[[DIM_DIFF2]] : index
// CHECK:     %[[EXTRACTED_2:.*]] = tensor.extract %[[ARG2]][%[[IDX2]]] : tensor<2xindex>
// CHECK:     %[[DIM2_IS_1:.*]] = arith.cmpi eq, %[[EXTRACTED_2]], %[[C1]] : index
// CHECK:     %[[MAX_DIM2:.*]] = arith.select %[[DIM2_IS_1]], %[[DIM1]], %[[EXTRACTED_2]] : index
// CHECK:   }
// CHECK:   tensor.yield %[[DIM2]] : index
// CHECK: } : tensor<?xindex>
// CHECK: return %[[RESULT]] : tensor<?xindex>
func.func @broadcast_3_shapes_different_extents(%a : tensor<2xindex>, %b : tensor<3xindex>, %c : tensor<2xindex>) -> tensor<?xindex> {
  %0 = shape.broadcast %a, %b, %c : tensor<2xindex>, tensor<3xindex>, tensor<2xindex> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @broadcast_to_known_rank
// CHECK: %[[RES:.*]] = tensor.cast %{{.*}} : tensor<?xindex> to tensor<3xindex>
// CHECK: return %[[RES]] : tensor<3xindex>
func.func @broadcast_to_known_rank(%a : tensor<1xindex>, %b : tensor<3xindex>) -> tensor<3xindex> {
  %0 = shape.broadcast %a, %b : tensor<1xindex>, tensor<3xindex> -> tensor<3xindex>
  return %0 : tensor<3xindex>
}

// -----

// CHECK-LABEL: func.func @split_at
// CHECK-SAME: %[[SHAPE:.*]]: tensor<?xindex>, %[[INDEX:.*]]: index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[RANK:.*]] = tensor.dim %[[SHAPE]], %[[C0]] : tensor<?xindex>
// CHECK-NEXT: %[[POSINDEX:.*]] = arith.addi %[[INDEX]], %[[RANK]] : index
// CHECK-NEXT: %[[ISNEG:.*]] = arith.cmpi slt, %[[INDEX]], %[[C0]] : index
// CHECK-NEXT: %[[SELECT:.*]] = arith.select %[[ISNEG]], %[[POSINDEX]], %[[INDEX]] : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[HEAD:.*]] = tensor.extract_slice %[[SHAPE]][%[[C0]]] [%[[SELECT]]] [%[[C1]]] : tensor<?xindex> to tensor<?xindex>
// CHECK-NEXT: %[[TAIL_SIZE:.*]] = arith.subi %[[RANK]], %[[SELECT]] : index
// CHECK-NEXT: %[[TAIL:.*]] = tensor.extract_slice %[[SHAPE]][%[[SELECT]]] [%[[TAIL_SIZE]]] [%[[C1]]] : tensor<?xindex> to tensor<?xindex>
// CHECK-NEXT: return %[[HEAD]], %[[TAIL]] : tensor<?xindex>, tensor<?xindex>
func.func @split_at(%shape: tensor<?xindex>, %index: index) -> (tensor<?xindex>, tensor<?xindex>) {
  %head, %tail = "shape.split_at"(%shape, %index) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  return %head, %tail : tensor<?xindex>, tensor<?xindex>
}
