// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s

// The `?` sizes an element-wise op ties together are checked at run time: one cf.assert per dimension.
// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[B0:.*]] = tensor.dim %[[B]], %[[I0]] : tensor<?x?xf32>
// CHECK-NEXT: %[[A0:.*]] = tensor.dim %[[A]], %[[I0]] : tensor<?x?xf32>
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi eq, %[[B0]], %[[A0]] : index
// CHECK-NEXT: cf.assert %[[OK0]], "'mhlo.add' op operand #1 and operand #0 differ in size in dimension 0"
// CHECK-NEXT: %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[B1:.*]] = tensor.dim %[[B]], %[[I1]] : tensor<?x?xf32>
// CHECK-NEXT: %[[A1:.*]] = tensor.dim %[[A]], %[[I1]] : tensor<?x?xf32>
// CHECK-NEXT: %[[OK1:.*]] = arith.cmpi eq, %[[B1]], %[[A1]] : index
// CHECK-NEXT: cf.assert %[[OK1]], "'mhlo.add' op operand #1 and operand #0 differ in size in dimension 1"
// CHECK: linalg.generic
func.func @add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = mhlo.add %a, %b : tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// A `?` size tied to a static one is compared with a constant; static sizes are not checked.
// CHECK-LABEL: func.func @static_and_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<?x3xf32>)
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[B0:.*]] = tensor.dim %[[B]], %[[I0]]
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi eq, %[[B0]], %[[C4]] : index
// CHECK: cf.assert %[[OK0]], "'stablehlo.subtract' op operand #1 and operand #0 differ in size in dimension 0 (expected 4)"
// CHECK: %[[A1:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK: %[[OK1:.*]] = arith.cmpi eq, %[[A1]], %{{.*}} : index
// CHECK: cf.assert %[[OK1]], "'stablehlo.subtract' op operand #0 and operand #1 differ in size in dimension 1 (expected 3)"
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
func.func @static_and_dynamic(%a: tensor<4x?xf32>, %b: tensor<?x3xf32>) -> tensor<4x3xf32> {
  %0 = stablehlo.subtract %a, %b : (tensor<4x?xf32>, tensor<?x3xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// Static shapes need no check.
// CHECK-LABEL: func.func @static
// CHECK-NOT: cf.assert
// CHECK: return
func.func @static(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.multiply %a, %b : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Sizes of an element-wise op's result are read from its operands: the check of the second op compares
// %a with %a and is left out, so that no check uses %0 (which keeps it fusible).
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK: cf.assert %{{.*}}, "'mhlo.add' op
// CHECK-NOT: cf.assert
// CHECK: return
func.func @chain(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = mhlo.add %a, %b : tensor<?xf32>
  %1 = mhlo.multiply %0, %a : tensor<?xf32>
  func.return %1 : tensor<?xf32>
}

// -----

// select: the predicate's sizes too (a rank-0 predicate broadcasts and is not checked).
// CHECK-LABEL: func.func @select
// CHECK: cf.assert %{{.*}}, "'mhlo.select' op operand #1 and operand #0 differ in size in dimension 0"
// CHECK: cf.assert %{{.*}}, "'mhlo.select' op operand #2 and operand #0 differ in size in dimension 0"
// CHECK-LABEL: func.func @select_scalar
// CHECK: cf.assert %{{.*}}, "'mhlo.select' op operand #2 and operand #1 differ in size in dimension 0"
// CHECK-NOT: cf.assert
// CHECK: return
func.func @select(%p: tensor<?xi1>, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = mhlo.select %p, %a, %b : (tensor<?xi1>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
func.func @select_scalar(%p: tensor<i1>, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = mhlo.select %p, %a, %b : (tensor<i1>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// dot_general: contracting and batching dimensions of both sides agree.
// CHECK-LABEL: func.func @dot_general
// CHECK-SAME: (%[[L:.*]]: tensor<?x2x?xf32>, %[[R:.*]]: tensor<?x?x5xf32>)
// CHECK-NEXT: %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[RK:.*]] = tensor.dim %[[R]], %[[I1]]
// CHECK-NEXT: %[[I2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[LK:.*]] = tensor.dim %[[L]], %[[I2]]
// CHECK-NEXT: %[[OKK:.*]] = arith.cmpi eq, %[[RK]], %[[LK]] : index
// CHECK-NEXT: cf.assert %[[OKK]], "'mhlo.dot_general' op operand #1 and operand #0 differ in size in contracting dimensions 2 (lhs) and 1 (rhs)"
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[RB:.*]] = tensor.dim %[[R]], %[[I0]]
// CHECK-NEXT: %[[LB:.*]] = tensor.dim %[[L]], %[[I0]]
// CHECK-NEXT: %[[OKB:.*]] = arith.cmpi eq, %[[RB]], %[[LB]] : index
// CHECK-NEXT: cf.assert %[[OKB]], "'mhlo.dot_general' op operand #1 and operand #0 differ in size in batching dimensions 0 (lhs) and 0 (rhs)"
// CHECK-NOT: cf.assert
// CHECK: linalg
func.func @dot_general(%l: tensor<?x2x?xf32>, %r: tensor<?x?x5xf32>) -> tensor<?x2x5xf32> {
  %0 = "mhlo.dot_general"(%l, %r) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<?x2x?xf32>, tensor<?x?x5xf32>) -> tensor<?x2x5xf32>
  func.return %0 : tensor<?x2x5xf32>
}

// -----

// dot: lhs's last and rhs's first dimension; the static size of the result checks the free dimension.
// CHECK-LABEL: func.func @dot
// CHECK: cf.assert %{{.*}}, "'mhlo.dot' op operand #1 and operand #0 differ in size in contracting dimensions 1 (lhs) and 0 (rhs)"
// CHECK: cf.assert %{{.*}}, "'mhlo.dot' op operand #0 and the result type differ in size in dimension 0 of the lhs (expected 3)"
// CHECK-NOT: cf.assert
// CHECK: linalg
func.func @dot(%l: tensor<?x?xf32>, %r: tensor<?xf32>) -> tensor<3xf32> {
  %0 = "mhlo.dot"(%l, %r) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// concatenate: every dimension but the concatenated one.
// CHECK-LABEL: func.func @concatenate
// CHECK: cf.assert %{{.*}}, "'mhlo.concatenate' op operand #1 and operand #0 differ in size in dimension 1"
// CHECK-NOT: cf.assert
// CHECK: tensor.insert_slice
func.func @concatenate(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "mhlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// reduce of two inputs: their shapes agree (the init values are scalars).
// CHECK-LABEL: func.func @reduce_pair
// CHECK: cf.assert %{{.*}}, "'mhlo.reduce' op operand #1 and operand #0 differ in size in dimension 0"
// CHECK-NOT: cf.assert
// CHECK: linalg
func.func @reduce_pair(%v: tensor<?xf32>, %i: tensor<?xi32>, %v0: tensor<f32>, %i0: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %0:2 = mhlo.reduce(%v init: %v0), (%i init: %i0) across dimensions = [0] : (tensor<?xf32>, tensor<?xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%a: tensor<f32>, %x: tensor<f32>) (%b: tensor<i32>, %y: tensor<i32>) {
    %m = mhlo.maximum %a, %x : tensor<f32>
    %n = mhlo.maximum %b, %y : tensor<i32>
    mhlo.return %m, %n : tensor<f32>, tensor<i32>
  }
  func.return %0#0, %0#1 : tensor<f32>, tensor<i32>
}

// -----

// slice, dynamic_slice and dynamic_update_slice stay inside their operand: `ule` checks.
// CHECK-LABEL: func.func @slices
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[U:.*]]: tensor<?x2xf32>, %{{.*}}: tensor<i32>)
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[A0:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK: %[[FITS:.*]] = arith.cmpi ule, %[[C2]], %[[A0]] : index
// CHECK-NEXT: cf.assert %[[FITS]], "'mhlo.slice' op slices dimension 0 of operand #0 up to 2, beyond its size"
// CHECK: cf.assert %{{.*}}, "'mhlo.slice' op slices dimension 1 of operand #0 up to 4, beyond its size"
// CHECK: %[[U0:.*]] = tensor.dim %[[U]], %{{.*}}
// CHECK: arith.cmpi ule, %[[U0]], %[[A0]] : index
// CHECK-NEXT: cf.assert %{{.*}}, "'mhlo.dynamic_update_slice' op update (operand #1) is larger than operand #0 in dimension 0"
// CHECK: arith.cmpi ule, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: cf.assert %{{.*}}, "'mhlo.dynamic_update_slice' op update (operand #1) is larger than operand #0 in dimension 1"
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_slice' op takes 2 elements of dimension 0 of operand #0, more than it has"
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_slice' op takes 2 elements of dimension 1 of operand #0, more than it has"
func.func @slices(%a: tensor<?x?xf32>, %u: tensor<?x2xf32>, %i: tensor<i32>) -> (tensor<2x3xf32>, tensor<?x?xf32>, tensor<2x2xf32>) {
  %s = "mhlo.slice"(%a) <{start_indices = dense<[0, 1]> : tensor<2xi64>, limit_indices = dense<[2, 4]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<?x?xf32>) -> tensor<2x3xf32>
  %d = "mhlo.dynamic_update_slice"(%a, %u, %i, %i) : (tensor<?x?xf32>, tensor<?x2xf32>, tensor<i32>, tensor<i32>) -> tensor<?x?xf32>
  %e = "mhlo.dynamic_slice"(%a, %i, %i) <{slice_sizes = dense<2> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  func.return %s, %d, %e : tensor<2x3xf32>, tensor<?x?xf32>, tensor<2x2xf32>
}

// -----

// reverse: a `?` operand size is the static size of its result dimension; broadcast_in_dim: a `?`
// operand size is 1 (expanded at run time) or that size.
// CHECK-LABEL: func.func @reverse_broadcast
// CHECK: cf.assert %{{.*}}, "'mhlo.reverse' op operand #0 and the result type differ in size in dimension 0 (expected 3)"
// CHECK: %[[U0:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x1xf32>
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[U0]], %[[C5]] : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[ONE:.*]] = arith.cmpi eq, %[[U0]], %[[C1]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.ori %[[SAME]], %[[ONE]] : i1
// CHECK-NEXT: cf.assert %[[OK]], "'mhlo.broadcast_in_dim' op dimension 0 of operand #0 is neither 1 nor the size of result dimension 2"
// CHECK-NOT: cf.assert
// CHECK: return
func.func @reverse_broadcast(%a: tensor<?x?xf32>, %u: tensor<?x1xf32>) -> (tensor<3x?xf32>, tensor<2x4x5xf32>) {
  %t = "mhlo.reverse"(%a) <{dimensions = dense<1> : tensor<1xi64>}> : (tensor<?x?xf32>) -> tensor<3x?xf32>
  %b = "mhlo.broadcast_in_dim"(%u) <{broadcast_dimensions = dense<[2, 0]> : tensor<2xi64>}> : (tensor<?x1xf32>) -> tensor<2x4x5xf32>
  func.return %t, %b : tensor<3x?xf32>, tensor<2x4x5xf32>
}

// -----

// real_dynamic_slice: the StableHLO spec requires 0 <= start <= limit <= size and stride > 0 (C3, C4),
// checked on the index operands' values before the slice; the result's static size (C5) is
// ceildiv(limit - start, stride), computed once the stride is known to be positive.
// CHECK-LABEL: func.func @real_dynamic_slice
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<1xi64>, %[[L:.*]]: tensor<1xi64>, %[[T:.*]]: tensor<1xi64>)
// CHECK: %[[START:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[LIMIT:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[STRIDE:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: %[[SIZE:.*]] = tensor.dim %[[A]], %[[C0:.*]] : tensor<?xf32>
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi sge, %[[START]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[OK0]], "'mhlo.real_dynamic_slice' op start index 0 is negative"
// CHECK-NEXT: %[[OK1:.*]] = arith.cmpi sle, %[[START]], %[[LIMIT]] : index
// CHECK-NEXT: cf.assert %[[OK1]], "'mhlo.real_dynamic_slice' op start index 0 is greater than limit index 0"
// CHECK-NEXT: %[[OK2:.*]] = arith.cmpi sle, %[[LIMIT]], %[[SIZE]] : index
// CHECK-NEXT: cf.assert %[[OK2]], "'mhlo.real_dynamic_slice' op limit index 0 is beyond the size of operand #0"
// CHECK-NEXT: %[[OK3:.*]] = arith.cmpi sgt, %[[STRIDE]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[OK3]], "'mhlo.real_dynamic_slice' op stride 0 is not positive"
// CHECK-NEXT: %[[SPAN:.*]] = arith.subi %[[LIMIT]], %[[START]] : index
// CHECK-NEXT: %[[N:.*]] = arith.ceildivsi %[[SPAN]], %[[STRIDE]] : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[OK4:.*]] = arith.cmpi eq, %[[N]], %[[C3]] : index
// CHECK-NEXT: cf.assert %[[OK4]], "'mhlo.real_dynamic_slice' op slice differs from the result type in dimension 0 (expected 3)"
// CHECK-NEXT: %[[ROOM:.*]] = arith.subi %[[SIZE]], %[[C3]] : index
// CHECK-NEXT: %[[LOW:.*]] = arith.maxsi %[[START]], %[[C0]] : index
// CHECK-NEXT: %[[OFFSET:.*]] = arith.minsi %[[LOW]], %[[ROOM]] : index
// CHECK-NEXT: tensor.extract_slice %[[A]][%[[OFFSET]]] [3] [%[[STRIDE]]] : tensor<?xf32> to tensor<3xf32>
func.func @real_dynamic_slice(%a: tensor<?xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<3xf32> {
  %0 = mhlo.real_dynamic_slice %a, %s, %l, %t : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// dynamic_pad: interior padding >= 0 (C3); the padded size size + low + high + max(size - 1, 0) * interior
// is >= 0 and the result's static size (C4). Edge paddings beyond 2^60 in magnitude and interior padding
// adding more than 2^60 elements (a saturated product) are errors, so that the size cannot wrap around.
// CHECK-LABEL: func.func @dynamic_pad
// CHECK: %[[LOW:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[HIGH:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[INNER:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: %[[SIZE:.*]] = tensor.dim %{{.*}}, %[[C0:.*]] : tensor<?xf32>
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi sge, %[[INNER]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[OK0]], "'mhlo.dynamic_pad' op interior padding 0 is negative"
// CHECK-NEXT: %[[LIMIT:.*]] = arith.constant 1152921504606846976 : index
// CHECK-NEXT: %[[LOW_OK:.*]] = arith.cmpi sle, %[[LOW]], %[[LIMIT]] : index
// CHECK-NEXT: cf.assert %[[LOW_OK]], "'mhlo.dynamic_pad' op low padding 0 is larger than 2^60 in magnitude"
// CHECK-NEXT: %[[MINUS_LIMIT:.*]] = arith.constant -1152921504606846976 : index
// CHECK-NEXT: %[[LOW_OK2:.*]] = arith.cmpi sge, %[[LOW]], %[[MINUS_LIMIT]] : index
// CHECK-NEXT: cf.assert %[[LOW_OK2]], "'mhlo.dynamic_pad' op low padding 0 is larger than 2^60 in magnitude"
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_pad' op high padding 0 is larger than 2^60 in magnitude"
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_pad' op high padding 0 is larger than 2^60 in magnitude"
// CHECK: %[[GAPS:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[GAPS_OK:.*]] = arith.cmpi sle, %[[GAPS]], %[[LIMIT]] : index
// CHECK-NEXT: cf.assert %[[GAPS_OK]], "'mhlo.dynamic_pad' op interior padding 0 adds more than 2^60 elements"
// CHECK-NEXT: %[[DILATED:.*]] = arith.addi %[[SIZE]], %[[GAPS]] : index
// CHECK-NEXT: %[[EDGES:.*]] = arith.addi %[[LOW]], %[[HIGH]] : index
// CHECK-NEXT: %[[PADDED:.*]] = arith.addi %[[DILATED]], %[[EDGES]] : index
// CHECK-NEXT: %[[OK1:.*]] = arith.cmpi sge, %[[PADDED]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[OK1]], "'mhlo.dynamic_pad' op padding gives a negative size in dimension 0"
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[OK2:.*]] = arith.cmpi eq, %[[PADDED]], %[[C5]] : index
// CHECK-NEXT: cf.assert %[[OK2]], "'mhlo.dynamic_pad' op padded operand differs from the result type in dimension 0 (expected 5)"
// CHECK-NOT: cf.assert
// CHECK: linalg.fill
func.func @dynamic_pad(%a: tensor<?xf32>, %v: tensor<f32>, %lo: tensor<1xi64>, %hi: tensor<1xi64>, %in: tensor<1xi64>) -> tensor<5xf32> {
  %0 = "mhlo.dynamic_pad"(%a, %v, %lo, %hi, %in) : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

// pad with static paddings: only a dimension that negative padding may shrink is checked (dimension 1
// only grows).
// CHECK-LABEL: func.func @pad
// CHECK: %[[D0:.*]] = tensor.dim %{{.*}}, %[[C0:.*]] : tensor<?x?xf32>
// CHECK: %[[CM2:.*]] = arith.constant -2 : index
// CHECK-NEXT: %[[PADDED:.*]] = arith.addi %[[D0]], %[[CM2]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[PADDED]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[OK]], "'mhlo.pad' op padding gives a negative size in dimension 0"
// CHECK-NOT: cf.assert
// CHECK: linalg.fill
func.func @pad(%a: tensor<?x?xf32>, %v: tensor<f32>) -> tensor<?x?xf32> {
  %0 = "mhlo.pad"(%a, %v) {edge_padding_low = dense<[-2, 1]> : tensor<2xi64>, edge_padding_high = dense<[0, 1]> : tensor<2xi64>, interior_padding = dense<[0, 1]> : tensor<2xi64>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// dynamic_reshape: output sizes are the result's static sizes or >= 0 (as dynamic_iota's), and hold as
// many elements as the operand (C2). The element counts are products saturated at 2^63 - 1, so that
// sizes whose product wraps around in 64 bits (2^32 x 2^32 = 0) do not pass for an empty tensor.
// CHECK-LABEL: func.func @dynamic_reshape
// CHECK: %[[S0:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[S1:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK-NEXT: %[[D0:.*]] = tensor.dim %{{.*}}, %[[C0:.*]] : tensor<?x3xf32>
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[OK1:.*]] = arith.cmpi eq, %[[S0]], %[[C2]] : index
// CHECK-NEXT: cf.assert %[[OK1]], "'mhlo.dynamic_reshape' op output shape (operand #1) differs from the result type in dimension 0 (expected 2)"
// CHECK-NEXT: %[[OK2:.*]] = arith.cmpi sge, %[[S1]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[OK2]], "'mhlo.dynamic_reshape' op output shape (operand #1) has a negative size in dimension 1"
// The operand's count: %d0 * 3, saturated when %d0 > (2^63 - 1) / 3.
// CHECK-NEXT: %[[Q0:.*]] = arith.constant 3074457345618258602 : index
// CHECK-NEXT: %[[OVER0:.*]] = arith.cmpi sgt, %[[D0]], %[[Q0]] : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[P0:.*]] = arith.muli %[[D0]], %[[C3]] : index
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 9223372036854775807 : index
// CHECK-NEXT: %[[COUNT:.*]] = arith.select %[[OVER0]], %[[MAX]], %[[P0]] : index
// The output shape's count: %s0 * %s1, saturated when %s0 > (2^63 - 1) / max(%s1, 1).
// CHECK-NEXT: %[[B:.*]] = arith.maxsi %[[S1]], %{{.*}} : index
// CHECK-NEXT: %[[Q1:.*]] = arith.divsi %[[MAX]], %[[B]] : index
// CHECK-NEXT: %[[OVER1:.*]] = arith.cmpi sgt, %[[S0]], %[[Q1]] : index
// CHECK-NEXT: %[[P1:.*]] = arith.muli %[[S0]], %[[S1]] : index
// CHECK-NEXT: %[[SHAPE_COUNT:.*]] = arith.select %[[OVER1]], %[[MAX]], %[[P1]] : index
// CHECK-NEXT: %[[OK3:.*]] = arith.cmpi eq, %[[SHAPE_COUNT]], %[[COUNT]] : index
// CHECK-NEXT: cf.assert %[[OK3]], "'mhlo.dynamic_reshape' op output shape has a different number of elements than operand #0"
// CHECK-NEXT: tensor.reshape
func.func @dynamic_reshape(%a: tensor<?x3xf32>, %s: tensor<2xi32>) -> tensor<2x?xf32> {
  %0 = mhlo.dynamic_reshape %a, %s : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<2x?xf32>
  func.return %0 : tensor<2x?xf32>
}

// -----

// gather: result batch dimensions are those of the start indices, index vectors hold one index per
// entry of start_index_map, slices fit in the operand (start indices are clamped, not checked).
// dynamic_gather: its slice sizes are >= 0, fit, are <= 1 in collapsed dimensions and agree with the
// result type.
// CHECK-LABEL: func.func @gathers
// CHECK: cf.assert %{{.*}}, "'mhlo.gather' op operand #1 and the result type differ in size in dimension 0 of start_indices (result dimension 0) (expected 2)"
// CHECK: cf.assert %{{.*}}, "'mhlo.gather' op takes 1 elements of dimension 0 of operand #0, more than it has"
// CHECK: cf.assert %{{.*}}, "'mhlo.gather' op takes 3 elements of dimension 1 of operand #0, more than it has"
// CHECK: %[[VECTOR:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x?xi64>
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[VECTOR]], %{{.*}} : index
// CHECK-NEXT: cf.assert %[[OK]], "'mhlo.gather' op index vectors (dimension 1 of operand #1) do not hold 1 indices, one per entry of start_index_map"
// CHECK: linalg.generic
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_gather' op slice size 0 is negative"
// CHECK-NEXT: arith.cmpi sle
// CHECK-NEXT: cf.assert %{{.*}}, "'mhlo.dynamic_gather' op slice size 0 is larger than dimension 0 of operand #0"
// CHECK-NEXT: arith.cmpi sle
// CHECK-NEXT: cf.assert %{{.*}}, "'mhlo.dynamic_gather' op slice size 0 of a collapsed or batching dimension is greater than 1"
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_gather' op slice size 1 is negative"
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_gather' op slice size 1 is larger than dimension 1 of operand #0"
// CHECK-NOT: slice size 1 of a collapsed
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_gather' op slice size 1 differs from the result type in dimension 1 (expected 4)"
// CHECK: linalg.generic
func.func @gathers(%x: tensor<?x?xf32>, %idx: tensor<?x?xi64>, %sizes: tensor<2xi64>) -> (tensor<2x3xf32>, tensor<?x4xf32>) {
  %0 = "mhlo.gather"(%x, %idx) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 3]> : tensor<2xi64>} : (tensor<?x?xf32>, tensor<?x?xi64>) -> tensor<2x3xf32>
  %1 = "mhlo.dynamic_gather"(%x, %idx, %sizes) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<?x?xf32>, tensor<?x?xi64>, tensor<2xi64>) -> tensor<?x4xf32>
  func.return %0, %1 : tensor<2x3xf32>, tensor<?x4xf32>
}

// -----

// scatter: update scatter dimensions are those of the scatter indices and update windows fit in the
// input. Indices whose window does not fit are skipped (the spec's behaviour), by a test in the loop,
// not a check.
// CHECK-LABEL: func.func @scatter
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?x1xi32>, %[[U:.*]]: tensor<?x?xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[I0:.*]] = tensor.dim %[[I]], %[[C0]] : tensor<?x1xi32>
// CHECK-NEXT: %[[U0:.*]] = tensor.dim %[[U]], %[[C0]] : tensor<?x?xf32>
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi eq, %[[I0]], %[[U0]] : index
// CHECK-NEXT: cf.assert %[[OK0]], "'mhlo.scatter' op operand #1 and operand #2 differ in size in update dimension 0 (scatter_indices dimension 0)"
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[U1:.*]] = tensor.dim %[[U]], %[[C1]] : tensor<?x?xf32>
// CHECK-NEXT: %[[X1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<?x?xf32>
// CHECK-NEXT: %[[OK1:.*]] = arith.cmpi ule, %[[U1]], %[[X1]] : index
// CHECK-NEXT: cf.assert %[[OK1]], "'mhlo.scatter' op update window dimension 1 (operand #2) is larger than dimension 1 of operand #0"
// CHECK-NOT: cf.assert
// CHECK: scf.for
// CHECK-NOT: cf.assert
// CHECK: scf.if
func.func @scatter(%x: tensor<?x?xf32>, %idx: tensor<?x1xi32>, %upd: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "mhlo.scatter"(%x, %idx, %upd) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.add %a, %b : tensor<f32>
    mhlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// set_dimension_size keeps the first %n elements of a dimension: 0 <= %n <= its size.
// CHECK-LABEL: func.func @set_dimension_size
// CHECK-SAME: (%[[A:.*]]: tensor<2x?xf32>, %[[N:.*]]: tensor<i32>)
// CHECK: %[[D1:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<2x?xf32>
// CHECK: %[[SIZE:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi sge, %[[SIZE]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[OK0]], "'mhlo.set_dimension_size' op size (operand #1) is negative"
// CHECK-NEXT: %[[OK1:.*]] = arith.cmpi sle, %[[SIZE]], %[[D1]] : index
// CHECK-NEXT: cf.assert %[[OK1]], "'mhlo.set_dimension_size' op size (operand #1) is larger than dimension 1 of operand #0"
// CHECK-NEXT: tensor.extract_slice %[[A]][0, 0] [2, %[[SIZE]]] [1, 1] : tensor<2x?xf32> to tensor<2x?xf32>
func.func @set_dimension_size(%a: tensor<2x?xf32>, %n: tensor<i32>) -> tensor<2x?xf32> {
  %0 = "mhlo.set_dimension_size"(%a, %n) {dimension = 1 : i64} : (tensor<2x?xf32>, tensor<i32>) -> tensor<2x?xf32>
  func.return %0 : tensor<2x?xf32>
}

// -----

// A static result of a sort of a dynamic operand: the operand's sizes are tied to the result type's (checked
// first), and the lowering sorts a tensor<?x4xf32>, whose size in dimension 0 is checked against the result
// type's and cast to it for the return (CheckDeclaredResults). Before, the return read the tensor<?x4xf32> (IR
// that does not verify) and 4 rows gave a 3-row result unchecked.
// CHECK-LABEL: func.func @sort_static_result
// CHECK: cf.assert %{{.*}}, "'stablehlo.sort' op operand #0 and the result type differ in size in dimension 0 (expected 3)"
// CHECK: %[[D:.*]] = tensor.dim %[[SORTED:.*]], %{{.*}} : tensor<?x4xf32>
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[D]], %[[C3]] : index
// CHECK: cf.assert %[[OK]], "'stablehlo.sort' op computed a result whose size in dimension 0 is not 3 (its type is tensor<3x4xf32>)"
// CHECK: %[[R:.*]] = tensor.cast %[[SORTED]] : tensor<?x4xf32> to tensor<3x4xf32>
// CHECK: return %[[R]] : tensor<3x4xf32>
func.func @sort_static_result(%a: tensor<?x4xf32>) -> tensor<3x4xf32> {
  %r = "stablehlo.sort"(%a) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = "stablehlo.compare"(%x, %y) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<?x4xf32>) -> tensor<3x4xf32>
  func.return %r : tensor<3x4xf32>
}

// -----

// The other way round: a sort of tensor<?x3xi32> and tensor<4x3xf32> declared with `?` results sorts the second
// as a tensor<4x3xf32>, cast (unchecked) to the result type for the return (which read the tensor<4x3xf32>:
// 'type of return operand 0 doesn't match function result type', difftest erased_shape seed 24301 program 31).
// CHECK-LABEL: func.func @sort_dynamic_result_of_static_operand
// CHECK: cf.assert %{{.*}}, "'stablehlo.sort' op operand #0 and operand #1 differ in size in dimension 0 (expected 4)"
// CHECK: %[[SORTED:.*]]:4 = scf.for {{.*}} -> (tensor<?x3xi32>, tensor<4x3xf32>, tensor<?xi32>, tensor<?xf32>)
// CHECK: %[[R:.*]] = tensor.cast %[[SORTED]]#1 : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %[[R]] : tensor<?x3xf32>
func.func @sort_dynamic_result_of_static_operand(%a: tensor<?x3xi32>, %b: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %r:2 = "stablehlo.sort"(%a, %b) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>, %u: tensor<f32>, %v: tensor<f32>):
    %p = "stablehlo.compare"(%x, %y) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<?x3xi32>, tensor<4x3xf32>) -> (tensor<?x3xi32>, tensor<?x3xf32>)
  func.return %r#1 : tensor<?x3xf32>
}

// -----

// dynamic_update_slice ties its operand's sizes to its result's (checked before it), and its result, the
// tensor.insert_slice into the tensor<?xi8> operand, is cast to the result type.
// CHECK-LABEL: func.func @dynamic_update_slice_static_result
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_update_slice' op operand #0 and the result type differ in size in dimension 0 (expected 2)"
// CHECK: %[[U:.*]] = tensor.insert_slice
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_update_slice' op computed a result whose size in dimension 0 is not 2 (its type is tensor<2xi8>)"
// CHECK: %[[R:.*]] = tensor.cast %[[U]] : tensor<?xi8> to tensor<2xi8>
// CHECK: return %[[R]] : tensor<2xi8>
func.func @dynamic_update_slice_static_result(%a: tensor<?xi8>, %u: tensor<1xi8>, %i: tensor<i32>) -> tensor<2xi8> {
  %r = "stablehlo.dynamic_update_slice"(%a, %u, %i) : (tensor<?xi8>, tensor<1xi8>, tensor<i32>) -> tensor<2xi8>
  func.return %r : tensor<2xi8>
}

// -----

// A reduce ties the dimensions it keeps to its result's; a map its operands to its result.
// CHECK-LABEL: func.func @reduce_and_map_static_results
// CHECK: cf.assert %{{.*}}, "'stablehlo.reduce' op operand #0 and the result type differ in size in dimension 0 (result dimension 0) (expected 3)"
// CHECK: cf.assert %{{.*}}, "'stablehlo.map' op operand #0 and the result type differ in size in dimension 0 (expected 3)"
// CHECK: cf.assert %{{.*}}, "'stablehlo.map' op operand #1 and the result type differ in size in dimension 0 (expected 3)"
func.func @reduce_and_map_static_results(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> (tensor<3xf32>, tensor<3x4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<?x4xf32>, tensor<f32>) -> tensor<3xf32>
  %m = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<3x4xf32>
  func.return %r, %m : tensor<3xf32>, tensor<3x4xf32>
}

// -----

// A reshape of an operand with one `?` size to a static result: that size is the one the result's elements need.
// CHECK-LABEL: func.func @reshape_static_result
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x4xf32>
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[D]], %[[C3]] : index
// CHECK: cf.assert %[[OK]], "'stablehlo.reshape' op dimension 0 of operand #0 is not 3, which the result's 12 elements need"
func.func @reshape_static_result(%a: tensor<?x4xf32>) -> tensor<2x6xf32> {
  %r = "stablehlo.reshape"(%a) : (tensor<?x4xf32>) -> tensor<2x6xf32>
  func.return %r : tensor<2x6xf32>
}
