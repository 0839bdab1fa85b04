// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-mhlo | FileCheck %s

// Static numpy broadcasting: only the operand of another shape is broadcast.
// CHECK-LABEL: func.func @broadcast_trailing
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[B2:.*]] = "mhlo.broadcast_in_dim"(%[[B]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[R:.*]] = mhlo.add %[[A]], %[[B2]] : tensor<2x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_trailing(%a: tensor<2x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @no_broadcast
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = mhlo.subtract %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @no_broadcast(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.broadcast_subtract %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Both operands stretch their size-1 dimensions; a scalar broadcasts into no dimensions.
// CHECK-LABEL: func.func @broadcast_both_and_scalar
// CHECK-SAME: (%[[A:.*]]: tensor<1x4xi32>, %[[B:.*]]: tensor<3x1xi32>, %[[S:.*]]: tensor<i32>)
// CHECK-NEXT: %[[A2:.*]] = "mhlo.broadcast_in_dim"(%[[A]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<1x4xi32>) -> tensor<3x4xi32>
// CHECK-NEXT: %[[B2:.*]] = "mhlo.broadcast_in_dim"(%[[B]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<3x1xi32>) -> tensor<3x4xi32>
// CHECK-NEXT: %[[M:.*]] = mhlo.multiply %[[A2]], %[[B2]] : tensor<3x4xi32>
// CHECK-NEXT: %[[S2:.*]] = "mhlo.broadcast_in_dim"(%[[S]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<i32>) -> tensor<3x4xi32>
// CHECK-NEXT: %[[R:.*]] = mhlo.shift_left %[[M]], %[[S2]] : tensor<3x4xi32>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_both_and_scalar(%a: tensor<1x4xi32>, %b: tensor<3x1xi32>, %s: tensor<i32>) -> tensor<3x4xi32> {
  %0 = chlo.broadcast_multiply %a, %b : (tensor<1x4xi32>, tensor<3x1xi32>) -> tensor<3x4xi32>
  %1 = chlo.broadcast_shift_left %0, %s : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
  func.return %1 : tensor<3x4xi32>
}

// -----

// broadcast_dimensions places the lower-rank operand, in any order of dimensions.
// CHECK-LABEL: func.func @broadcast_dimensions
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4x2xf32>, %[[C:.*]]: tensor<3x4x2xf32>, %[[D:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[A2:.*]] = "mhlo.broadcast_in_dim"(%[[A]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: mhlo.maximum %[[A2]], %[[B]] : tensor<4x2xf32>
// CHECK-NEXT: %[[D2:.*]] = "mhlo.broadcast_in_dim"(%[[D]]) <{broadcast_dimensions = dense<[2, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
// CHECK-NEXT: mhlo.minimum %[[C]], %[[D2]] : tensor<3x4x2xf32>
func.func @broadcast_dimensions(%a: tensor<4xf32>, %b: tensor<4x2xf32>, %c: tensor<3x4x2xf32>, %d: tensor<2x3xf32>) -> (tensor<4x2xf32>, tensor<3x4x2xf32>) {
  %0 = chlo.broadcast_maximum %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  %1 = chlo.broadcast_minimum %c, %d {broadcast_dimensions = array<i64: 2, 0>} : (tensor<3x4x2xf32>, tensor<2x3xf32>) -> tensor<3x4x2xf32>
  func.return %0, %1 : tensor<4x2xf32>, tensor<3x4x2xf32>
}

// -----

// Each broadcasting op becomes its element-wise mhlo op.
// CHECK-LABEL: func.func @elementwise_ops
// CHECK-SAME: (%[[F:.*]]: tensor<2xf32>, %[[I:.*]]: tensor<2xi32>)
// CHECK-NEXT: mhlo.atan2 %[[F]], %[[F]] : tensor<2xf32>
// CHECK-NEXT: mhlo.complex %[[F]], %[[F]] : tensor<2xcomplex<f32>>
// CHECK-NEXT: mhlo.divide %[[F]], %[[F]] : tensor<2xf32>
// CHECK-NEXT: mhlo.power %[[F]], %[[F]] : tensor<2xf32>
// CHECK-NEXT: mhlo.remainder %[[F]], %[[F]] : tensor<2xf32>
// CHECK-NEXT: mhlo.and %[[I]], %[[I]] : tensor<2xi32>
// CHECK-NEXT: mhlo.or %[[I]], %[[I]] : tensor<2xi32>
// CHECK-NEXT: mhlo.xor %[[I]], %[[I]] : tensor<2xi32>
// CHECK-NEXT: mhlo.shift_right_arithmetic %[[I]], %[[I]] : tensor<2xi32>
// CHECK-NEXT: mhlo.shift_right_logical %[[I]], %[[I]] : tensor<2xi32>
func.func @elementwise_ops(%f: tensor<2xf32>, %i: tensor<2xi32>) {
  %0 = chlo.broadcast_atan2 %f, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = chlo.broadcast_complex %f, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  %2 = chlo.broadcast_divide %f, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %3 = chlo.broadcast_power %f, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %4 = chlo.broadcast_remainder %f, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %5 = chlo.broadcast_and %i, %i : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %6 = chlo.broadcast_or %i, %i : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %7 = chlo.broadcast_xor %i, %i : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %8 = chlo.broadcast_shift_right_arithmetic %i, %i : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %9 = chlo.broadcast_shift_right_logical %i, %i : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

// The comparison direction and type carry over; a missing type stays missing.
// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32>, %[[B:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<3xui32>, %[[J:.*]]: tensor<ui32>)
// CHECK-NEXT: %[[B2:.*]] = "mhlo.broadcast_in_dim"(%[[B]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: mhlo.compare  GT, %[[A]], %[[B2]],  TOTALORDER : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
// CHECK-NEXT: %[[B3:.*]] = "mhlo.broadcast_in_dim"(%[[B]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: mhlo.compare  LT, %[[A]], %[[B3]] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
// CHECK-NEXT: %[[J2:.*]] = "mhlo.broadcast_in_dim"(%[[J]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<ui32>) -> tensor<3xui32>
// CHECK-NEXT: mhlo.compare  NE, %[[I]], %[[J2]],  UNSIGNED : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xi1>
func.func @compare(%a: tensor<2x4xf32>, %b: tensor<4xf32>, %i: tensor<3xui32>, %j: tensor<ui32>) {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xi1>
  %1 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xi1>
  %2 = chlo.broadcast_compare %i, %j {comparison_direction = #chlo<comparison_direction NE>, compare_type = #chlo<comparison_type UNSIGNED>} : (tensor<3xui32>, tensor<ui32>) -> tensor<3xi1>
  func.return
}

// -----

// A dynamic result size is computed: lhs alone decides dimension 0, so lhs keeps its shape
// and only rhs is broadcast to [size of lhs dimension 0, 4].
// CHECK-LABEL: func.func @dynamic_one_side
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[D0:.*]] = "mhlo.get_dimension_size"(%[[A]]) <{dimension = 0 : i64}> : (tensor<?x4xf32>) -> tensor<i32>
// CHECK-NEXT: %[[S0:.*]] = mhlo.reshape %[[D0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[S1:.*]] = mhlo.constant dense<4> : tensor<1xi32>
// CHECK-NEXT: %[[S:.*]] = "mhlo.concatenate"(%[[S0]], %[[S1]]) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[B2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[B]], %[[S]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
// CHECK-NEXT: %[[R:.*]] = mhlo.add %[[A]], %[[B2]] : tensor<?x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_one_side(%a: tensor<?x4xf32>, %b: tensor<4xf32>) -> tensor<?x4xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}

// -----

// Where two dynamic sizes meet, the extent is the one that is not 1: select(a == 1, b, a).
// CHECK-LABEL: func.func @dynamic_both
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[A0:.*]] = "mhlo.get_dimension_size"(%[[A]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[A1:.*]] = "mhlo.get_dimension_size"(%[[A]]) <{dimension = 1 : i64}>
// CHECK-NEXT: %[[B0:.*]] = "mhlo.get_dimension_size"(%[[B]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[ONE:.*]] = mhlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[IS_ONE:.*]] = mhlo.compare  EQ, %[[A1]], %[[ONE]] : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %[[E1:.*]] = mhlo.select %[[IS_ONE]], %[[B0]], %[[A1]] : tensor<i1>, tensor<i32>
// CHECK-NEXT: %[[S0:.*]] = mhlo.reshape %[[A0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[S1:.*]] = mhlo.reshape %[[E1]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[S:.*]] = "mhlo.concatenate"(%[[S0]], %[[S1]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[A2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[A]], %[[S]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[B2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[B]], %[[S]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: mhlo.multiply %[[A2]], %[[B2]] : tensor<?x?xf32>
func.func @dynamic_both(%a: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x?xf32> {
  %0 = chlo.broadcast_multiply %a, %b : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_broadcast_dimensions
// CHECK-SAME: (%[[A:.*]]: tensor<?xi32>, %[[B:.*]]: tensor<?x2xi32>)
// CHECK-NEXT: %[[A0:.*]] = "mhlo.get_dimension_size"(%[[A]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[B0:.*]] = "mhlo.get_dimension_size"(%[[B]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[ONE:.*]] = mhlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[IS_ONE:.*]] = mhlo.compare  EQ, %[[A0]], %[[ONE]]
// CHECK-NEXT: %[[E0:.*]] = mhlo.select %[[IS_ONE]], %[[B0]], %[[A0]]
// CHECK-NEXT: %[[S0:.*]] = mhlo.reshape %[[E0]]
// CHECK-NEXT: %[[S1:.*]] = mhlo.constant dense<2> : tensor<1xi32>
// CHECK-NEXT: %[[S:.*]] = "mhlo.concatenate"(%[[S0]], %[[S1]])
// CHECK-NEXT: %[[A2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[A]], %[[S]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x2xi32>
// CHECK-NEXT: %[[B2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[B]], %[[S]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x2xi32>, tensor<2xi32>) -> tensor<?x2xi32>
// CHECK-NEXT: mhlo.remainder %[[A2]], %[[B2]] : tensor<?x2xi32>
func.func @dynamic_broadcast_dimensions(%a: tensor<?xi32>, %b: tensor<?x2xi32>) -> tensor<?x2xi32> {
  %0 = chlo.broadcast_remainder %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<?xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
  func.return %0 : tensor<?x2xi32>
}

// -----

// A `?` facing a static size may be 1 or that size: a static broadcast_in_dim covers both.
// CHECK-LABEL: func.func @dynamic_meets_static
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<3x4xf32>)
// CHECK-NEXT: %[[A2:.*]] = "mhlo.broadcast_in_dim"(%[[A]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: mhlo.power %[[A2]], %[[B]] : tensor<3x4xf32>
func.func @dynamic_meets_static(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = chlo.broadcast_power %a, %b : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// A scalar pred stays as it is; a tensor pred broadcasts like the values.
// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[Q:.*]]: tensor<2x1xi1>, %[[T:.*]]: tensor<2x3xf32>, %[[F:.*]]: tensor<3xf32>)
// CHECK-NEXT: %[[F2:.*]] = "mhlo.broadcast_in_dim"(%[[F]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R0:.*]] = mhlo.select %[[P]], %[[T]], %[[F2]] : tensor<i1>, tensor<2x3xf32>
// CHECK-NEXT: %[[Q2:.*]] = "mhlo.broadcast_in_dim"(%[[Q]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<2x1xi1>) -> tensor<2x3xi1>
// CHECK-NEXT: %[[F3:.*]] = "mhlo.broadcast_in_dim"(%[[F]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R1:.*]] = mhlo.select %[[Q2]], %[[T]], %[[F3]] : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @select(%p: tensor<i1>, %q: tensor<2x1xi1>, %t: tensor<2x3xf32>, %f: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = chlo.broadcast_select %p, %t, %f : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_select %q, %t, %f : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @select_dynamic
// CHECK-SAME: (%[[P:.*]]: tensor<?xi1>, %[[T:.*]]: tensor<?xf32>, %[[F:.*]]: tensor<f32>)
// CHECK-NEXT: %[[P0:.*]] = "mhlo.get_dimension_size"(%[[P]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[T0:.*]] = "mhlo.get_dimension_size"(%[[T]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[ONE:.*]] = mhlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[IS_ONE:.*]] = mhlo.compare  EQ, %[[P0]], %[[ONE]]
// CHECK-NEXT: %[[E0:.*]] = mhlo.select %[[IS_ONE]], %[[T0]], %[[P0]]
// CHECK-NEXT: %[[S:.*]] = mhlo.reshape %[[E0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[P2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[P]], %[[S]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<?xi1>, tensor<1xi32>) -> tensor<?xi1>
// CHECK-NEXT: %[[T2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[T]], %[[S]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK-NEXT: %[[F2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[F]], %[[S]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK-NEXT: mhlo.select %[[P2]], %[[T2]], %[[F2]] : tensor<?xi1>, tensor<?xf32>
func.func @select_dynamic(%p: tensor<?xi1>, %t: tensor<?xf32>, %f: tensor<f32>) -> tensor<?xf32> {
  %0 = chlo.broadcast_select %p, %t, %f : (tensor<?xi1>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<?x3xf32>)
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<[1, 2]> : tensor<2xi64>
// CHECK-NEXT: %[[L:.*]] = mhlo.constant dense<1.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %[[V:.*]] = mhlo.constant dense<7> : tensor<i32>
// A dynamic shape is the operand's shape.shape_of, as upstream's.
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %[[Y]] : tensor<?x3xf32> -> tensor<2xindex>
// CHECK-NEXT: %[[D:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[V]], %[[S]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<i32>, tensor<2xindex>) -> tensor<?x3xi32>
// CHECK-NEXT: return %[[C]], %[[L]], %[[D]]
func.func @constants(%x: tensor<2x3xf32>, %y: tensor<?x3xf32>) -> (tensor<2xi64>, tensor<2x3xf32>, tensor<?x3xi32>) {
  %0 = chlo.constant dense<[1, 2]> : tensor<2xi64>
  %1 = "chlo.constant_like"(%x) <{value = 1.5 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "chlo.constant_like"(%y) <{value = 7 : i32}> : (tensor<?x3xf32>) -> tensor<?x3xi32>
  func.return %0, %1, %2 : tensor<2xi64>, tensor<2x3xf32>, tensor<?x3xi32>
}

// -----

// CHECK-LABEL: func.func @inf_tests
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[ABS:.*]] = mhlo.abs %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[INF:.*]] = mhlo.constant dense<0x7F800000> : tensor<4xf32>
// CHECK-NEXT: %[[R0:.*]] = mhlo.compare  EQ, %[[ABS]], %[[INF]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %[[INF2:.*]] = mhlo.constant dense<0x7F800000> : tensor<4xf32>
// CHECK-NEXT: %[[R1:.*]] = mhlo.compare  EQ, %[[X]], %[[INF2]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %[[NEG_INF:.*]] = mhlo.constant dense<0xFF800000> : tensor<4xf32>
// CHECK-NEXT: %[[R2:.*]] = mhlo.compare  EQ, %[[X]], %[[NEG_INF]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]]
func.func @inf_tests(%x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  %1 = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  %2 = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  func.return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @inf_test_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?xf64>)
// CHECK-NEXT: %[[INF:.*]] = mhlo.constant dense<0xFFF0000000000000> : tensor<f64>
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %[[X]] : tensor<?xf64> -> tensor<1xindex>
// CHECK-NEXT: %[[INF2:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[INF]], %[[S]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f64>, tensor<1xindex>) -> tensor<?xf64>
// CHECK-NEXT: mhlo.compare  EQ, %[[X]], %[[INF2]] : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xi1>
func.func @inf_test_dynamic(%x: tensor<?xf64>) -> tensor<?xi1> {
  %0 = chlo.is_neg_inf %x : tensor<?xf64> -> tensor<?xi1>
  func.return %0 : tensor<?xi1>
}

// -----

// conj of a float is the float; square of a float is x * x.
// CHECK-LABEL: func.func @conj_and_square
// CHECK-SAME: (%[[Z:.*]]: tensor<4xcomplex<f32>>, %[[X:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[RE:.*]] = mhlo.real %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %[[IM:.*]] = mhlo.imag %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK-NEXT: %[[NEG:.*]] = mhlo.negate %[[IM]] : tensor<4xf32>
// CHECK-NEXT: %[[CONJ:.*]] = mhlo.complex %[[RE]], %[[NEG]] : tensor<4xcomplex<f32>>
// CHECK-NEXT: %[[SQ:.*]] = mhlo.multiply %[[X]], %[[X]] : tensor<?xf32>
// CHECK-NEXT: return %[[CONJ]], %[[X]], %[[SQ]]
func.func @conj_and_square(%z: tensor<4xcomplex<f32>>, %x: tensor<?xf32>) -> (tensor<4xcomplex<f32>>, tensor<?xf32>, tensor<?xf32>) {
  %0 = chlo.conj %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %1 = chlo.conj %x : tensor<?xf32> -> tensor<?xf32>
  %2 = chlo.square %x : tensor<?xf32> -> tensor<?xf32>
  func.return %0, %1, %2 : tensor<4xcomplex<f32>>, tensor<?xf32>, tensor<?xf32>
}

// -----

// square(a + bi) = ((a - b)(a + b), ab + ab), with +0 where |a| = |b|.
// CHECK-LABEL: func.func @complex_square
// CHECK-SAME: (%[[Z:.*]]: tensor<4xcomplex<f64>>)
// CHECK-NEXT: %[[A:.*]] = mhlo.real %[[Z]]
// CHECK-NEXT: %[[B:.*]] = mhlo.imag %[[Z]]
// CHECK-NEXT: %[[D:.*]] = mhlo.subtract %[[A]], %[[B]] : tensor<4xf64>
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A]], %[[B]] : tensor<4xf64>
// CHECK-NEXT: %[[P:.*]] = mhlo.multiply %[[D]], %[[S]] : tensor<4xf64>
// CHECK-NEXT: %[[ABS_A:.*]] = mhlo.abs %[[A]] : tensor<4xf64>
// CHECK-NEXT: %[[ABS_B:.*]] = mhlo.abs %[[B]] : tensor<4xf64>
// CHECK-NEXT: %[[SAME:.*]] = mhlo.compare  EQ, %[[ABS_A]], %[[ABS_B]]
// CHECK-NEXT: %[[ABS_P:.*]] = mhlo.abs %[[P]] : tensor<4xf64>
// CHECK-NEXT: %[[RE:.*]] = mhlo.select %[[SAME]], %[[ABS_P]], %[[P]] : tensor<4xi1>, tensor<4xf64>
// CHECK-NEXT: %[[AB:.*]] = mhlo.multiply %[[A]], %[[B]] : tensor<4xf64>
// CHECK-NEXT: %[[IM:.*]] = mhlo.add %[[AB]], %[[AB]] : tensor<4xf64>
// CHECK-NEXT: mhlo.complex %[[RE]], %[[IM]] : tensor<4xcomplex<f64>>
func.func @complex_square(%z: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %0 = chlo.square %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  func.return %0 : tensor<4xcomplex<f64>>
}

// -----

// top_k sorts values with their indices, largest first and stably, then slices the first k.
// CHECK-LABEL: func.func @top_k
// CHECK-SAME: (%[[X:.*]]: tensor<3x8xf32>)
// CHECK-NEXT: %[[IOTA:.*]] = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x8xi32>
// CHECK-NEXT: %[[V:.*]]:2 = "mhlo.sort"(%[[X]], %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT: ^{{.*}}(%[[L:.*]]: tensor<f32>, %[[R:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT: %[[GT:.*]] = mhlo.compare  GT, %[[L]], %[[R]],  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: mhlo.return %[[GT]] : tensor<i1>
// CHECK-NEXT: }) : (tensor<3x8xf32>, tensor<3x8xi32>) -> (tensor<3x8xf32>, tensor<3x8xi32>)
// CHECK-NEXT: %[[TV:.*]] = "mhlo.slice"(%[[V]]#0) <{limit_indices = dense<[3, 2]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<3x8xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[TI:.*]] = "mhlo.slice"(%[[V]]#1) <{limit_indices = dense<[3, 2]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<3x8xi32>) -> tensor<3x2xi32>
// CHECK-NEXT: return %[[TV]], %[[TI]]
func.func @top_k(%x: tensor<3x8xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  func.return %v, %i : tensor<3x2xf32>, tensor<3x2xi32>
}

// -----

// Integers compare without TOTALORDER; dynamic sizes use dynamic_iota and real_dynamic_slice.
// CHECK-LABEL: func.func @top_k_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x5xi32>)
// CHECK-NEXT: %[[X0:.*]] = "mhlo.get_dimension_size"(%[[X]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[S0:.*]] = mhlo.reshape %[[X0]]
// CHECK-NEXT: %[[S1:.*]] = mhlo.constant dense<5> : tensor<1xi32>
// CHECK-NEXT: %[[SHAPE:.*]] = "mhlo.concatenate"(%[[S0]], %[[S1]])
// CHECK-NEXT: %[[IOTA:.*]] = "mhlo.dynamic_iota"(%[[SHAPE]]) <{iota_dimension = 1 : i64}> : (tensor<2xi32>) -> tensor<?x5xi32>
// CHECK-NEXT: %[[V:.*]]:2 = "mhlo.sort"(%[[X]], %[[IOTA]])
// CHECK-NEXT: ^
// CHECK-NEXT: mhlo.compare  GT, %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: %[[START:.*]] = mhlo.constant dense<0> : tensor<2xi32>
// CHECK-NEXT: %[[L0:.*]] = mhlo.reshape %[[X0]]
// CHECK-NEXT: %[[L1:.*]] = mhlo.constant dense<2> : tensor<1xi32>
// CHECK-NEXT: %[[LIMIT:.*]] = "mhlo.concatenate"(%[[L0]], %[[L1]])
// CHECK-NEXT: %[[STRIDES:.*]] = mhlo.constant dense<1> : tensor<2xi32>
// CHECK-NEXT: %[[TV:.*]] = mhlo.real_dynamic_slice %[[V]]#0, %[[START]], %[[LIMIT]], %[[STRIDES]] : (tensor<?x5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xi32>
// CHECK-NEXT: %[[TI:.*]] = mhlo.real_dynamic_slice %[[V]]#1, %[[START]], %[[LIMIT]], %[[STRIDES]] : (tensor<?x5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xi32>
// CHECK-NEXT: return %[[TV]], %[[TI]]
func.func @top_k_dynamic(%x: tensor<?x5xi32>) -> (tensor<?x2xi32>, tensor<?x2xi32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<?x5xi32> -> (tensor<?x2xi32>, tensor<?x2xi32>)
  func.return %v, %i : tensor<?x2xi32>, tensor<?x2xi32>
}

// -----

// Ragged rows: the rows of group i (iota between the running sums of group_sizes) come from lhs times rhs
// group i, selected into the result (0 at first): another group's inf never meets a 0 (no 0 * inf = NaN).
// CHECK-LABEL: func.func @ragged_dot_rows
// CHECK-SAME: (%[[L:.*]]: tensor<6x5xf32>, %[[R:.*]]: tensor<2x5x7xf32>, %[[G:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[E0:.*]] = mhlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[G0:.*]] = "mhlo.slice"(%[[G]]) <{limit_indices = dense<1> : tensor<1xi64>, start_indices = dense<0> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}>
// CHECK-NEXT: %[[G0S:.*]] = mhlo.reshape %[[G0]] : (tensor<1xi64>) -> tensor<i64>
// CHECK-NEXT: %[[E1:.*]] = mhlo.add %[[E0]], %[[G0S]] : tensor<i64>
// CHECK-NEXT: %[[G1:.*]] = "mhlo.slice"(%[[G]]) <{limit_indices = dense<2> : tensor<1xi64>, start_indices = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}>
// CHECK-NEXT: %[[G1S:.*]] = mhlo.reshape %[[G1]]
// CHECK-NEXT: %[[E2:.*]] = mhlo.add %[[E1]], %[[G1S]] : tensor<i64>
// CHECK-NEXT: %[[IOTA:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6x7xi64>
// CHECK-NEXT: %[[ZERO:.*]] = mhlo.constant dense<0.000000e+00> : tensor<6x7xf32>
// CHECK-NEXT: %[[R0:.*]] = "mhlo.slice"(%[[R]]) <{limit_indices = dense<[1, 5, 7]> : tensor<3xi64>, start_indices = dense<0> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}>
// CHECK-NEXT: %[[R0S:.*]] = mhlo.reshape %[[R0]] : (tensor<1x5x7xf32>) -> tensor<5x7xf32>
// CHECK-NEXT: %[[D0:.*]] = "mhlo.dot_general"(%[[L]], %[[R0S]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<6x5xf32>, tensor<5x7xf32>) -> tensor<6x7xf32>
// CHECK-NEXT: %[[P0:.*]] = "mhlo.broadcast_in_dim"(%[[E0]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<i64>) -> tensor<6x7xi64>
// CHECK-NEXT: %[[P1:.*]] = "mhlo.broadcast_in_dim"(%[[E1]])
// CHECK-NEXT: %[[GE:.*]] = mhlo.compare  GE, %[[IOTA]], %[[P0]]
// CHECK-NEXT: %[[LT:.*]] = mhlo.compare  LT, %[[IOTA]], %[[P1]]
// CHECK-NEXT: %[[IN:.*]] = mhlo.and %[[GE]], %[[LT]] : tensor<6x7xi1>
// CHECK-NEXT: %[[S0:.*]] = mhlo.select %[[IN]], %[[D0]], %[[ZERO]] : tensor<6x7xi1>, tensor<6x7xf32>
// CHECK: %[[D1:.*]] = "mhlo.dot_general"(%[[L]],
// CHECK: mhlo.compare  GE, %[[IOTA]],
// CHECK-NEXT: mhlo.compare  LT, %[[IOTA]],
// CHECK-NEXT: %[[IN1:.*]] = mhlo.and
// CHECK-NEXT: %[[S1:.*]] = mhlo.select %[[IN1]], %[[D1]], %[[S0]]
// CHECK-NEXT: return %[[S1]]
func.func @ragged_dot_rows(%lhs: tensor<6x5xf32>, %rhs: tensor<2x5x7xf32>, %group_sizes: tensor<2xi64>) -> tensor<6x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x5xf32>, tensor<2x5x7xf32>, tensor<2xi64>) -> tensor<6x7xf32>
  func.return %0 : tensor<6x7xf32>
}

// -----

// Ragged contraction: one product per group over its columns of lhs and rows of rhs (both selected), stacked;
// the precision carries over.
// CHECK-LABEL: func.func @ragged_dot_contracting
// CHECK-SAME: (%[[L:.*]]: tensor<3x10xf32>, %[[R:.*]]: tensor<10x4xf32>, %[[G:.*]]: tensor<2xi32>)
// CHECK-DAG: %[[LIOTA:.*]] = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x10xi32>
// CHECK-DAG: %[[RIOTA:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10x4xi32>
// CHECK: %[[L0:.*]] = mhlo.select %{{.*}}, %[[L]], %{{.*}} : tensor<3x10xi1>, tensor<3x10xf32>
// CHECK: %[[R0:.*]] = mhlo.select %{{.*}}, %[[R]], %{{.*}} : tensor<10x4xi1>, tensor<10x4xf32>
// CHECK-NEXT: %[[D0:.*]] = "mhlo.dot_general"(%[[L0]], %[[R0]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision DEFAULT>]}> : (tensor<3x10xf32>, tensor<10x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %[[P0:.*]] = mhlo.reshape %[[D0]] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
// CHECK: %[[D1:.*]] = "mhlo.dot_general"(%{{.*}}, %{{.*}})
// CHECK-NEXT: %[[P1:.*]] = mhlo.reshape %[[D1]] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
// CHECK-NEXT: %[[C:.*]] = "mhlo.concatenate"(%[[P0]], %[[P1]]) <{dimension = 0 : i64}> : (tensor<1x3x4xf32>, tensor<1x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @ragged_dot_contracting(%lhs: tensor<3x10xf32>, %rhs: tensor<10x4xf32>, %group_sizes: tensor<2xi32>) -> tensor<2x3x4xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>, precision_config = [#chlo<precision HIGHEST>, #chlo<precision DEFAULT>]}> : (tensor<3x10xf32>, tensor<10x4xf32>, tensor<2xi32>) -> tensor<2x3x4xf32>
  func.return %0 : tensor<2x3x4xf32>
}

// -----

// Ragged batch: one dot_general, whatever the group sizes (the batches past the last group too, as jax's
// reference implementation and XLA's RaggedDotRewriter compute it).
// CHECK-LABEL: func.func @ragged_dot_batch
// CHECK-SAME: (%[[L:.*]]: tensor<5x2x3xf32>, %[[R:.*]]: tensor<5x3x2xf32>, %[[G:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[D:.*]] = "mhlo.dot_general"(%[[L]], %[[R]]) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<5x2x3xf32>, tensor<5x3x2xf32>) -> tensor<5x2x2xf32>
// CHECK-NEXT: return %[[D]]
func.func @ragged_dot_batch(%lhs: tensor<5x2x3xf32>, %rhs: tensor<5x3x2xf32>, %group_sizes: tensor<2xi64>) -> tensor<5x2x2xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>}> : (tensor<5x2x3xf32>, tensor<5x3x2xf32>, tensor<2xi64>) -> tensor<5x2x2xf32>
  func.return %0 : tensor<5x2x2xf32>
}

// -----

// A rank-specialization cluster is inlined and its body legalized.
// CHECK-LABEL: func.func @rank_specialization_cluster
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = mhlo.add %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @rank_specialization_cluster(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "chlo.rank_specialization_cluster"(%a, %b) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %1 = chlo.broadcast_add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "chlo.rank_specialization_cluster_yield"(%1) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @minimum_broadcast_shapes
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<3xindex>)
// CHECK-NEXT: %[[R:.*]]:2 = mhlo.minimum_broadcast_shapes %[[A]], %[[B]] : tensor<?xindex>, tensor<3xindex> -> tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1
func.func @minimum_broadcast_shapes(%a: tensor<?xindex>, %b: tensor<3xindex>) -> (tensor<?xindex>, tensor<?xindex>) {
  %0, %1 = chlo.minimum_broadcast_shapes %a, %b : tensor<?xindex>, tensor<3xindex> -> tensor<?xindex>, tensor<?xindex>
  func.return %0, %1 : tensor<?xindex>, tensor<?xindex>
}

// -----

// A -1 in the shape becomes the element count divided by -(product of the entries).
// CHECK-LABEL: func.func @dynamic_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[SHAPE:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[X0:.*]] = "mhlo.get_dimension_size"(%[[X]]) <{dimension = 0 : i64}>
// CHECK-NEXT: %[[X0L:.*]] = mhlo.convert %[[X0]] : (tensor<i32>) -> tensor<i64>
// CHECK-NEXT: %[[FOUR:.*]] = mhlo.constant dense<4> : tensor<i64>
// CHECK-NEXT: %[[COUNT:.*]] = mhlo.multiply %[[FOUR]], %[[X0L]] : tensor<i64>
// CHECK-NEXT: %[[ONE:.*]] = mhlo.constant dense<1> : tensor<i64>
// CHECK-NEXT: %[[PRODUCT:.*]] = mhlo.reduce(%[[SHAPE]] init: %[[ONE]]) applies mhlo.multiply across dimensions = [0] : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
// CHECK-NEXT: %[[OTHERS:.*]] = mhlo.negate %[[PRODUCT]] : tensor<i64>
// CHECK-NEXT: %[[REST:.*]] = mhlo.divide %[[COUNT]], %[[OTHERS]] : tensor<i64>
// CHECK-NEXT: %[[MINUS_ONE:.*]] = mhlo.constant dense<-1> : tensor<2xi64>
// CHECK-NEXT: %[[WILD:.*]] = mhlo.compare  EQ, %[[SHAPE]], %[[MINUS_ONE]] : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
// CHECK-NEXT: %[[FILLED:.*]] = "mhlo.broadcast_in_dim"(%[[REST]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<i64>) -> tensor<2xi64>
// CHECK-NEXT: %[[RESOLVED:.*]] = mhlo.select %[[WILD]], %[[FILLED]], %[[SHAPE]] : tensor<2xi1>, tensor<2xi64>
// CHECK-NEXT: %[[R:.*]] = mhlo.dynamic_reshape %[[X]], %[[RESOLVED]] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_reshape(%x: tensor<?x4xf32>, %shape: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = "chlo.dynamic_reshape"(%x, %shape) : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// A constant shape without -1 is the shape.
// CHECK-LABEL: func.func @dynamic_reshape_constant_shape
// CHECK-SAME: (%[[X:.*]]: tensor<?x3xf32>)
// CHECK-NEXT: %[[SHAPE:.*]] = mhlo.constant dense<[3, 2]> : tensor<2xi32>
// CHECK-NEXT: %[[R:.*]] = mhlo.dynamic_reshape %[[X]], %[[SHAPE]] : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<3x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_reshape_constant_shape(%x: tensor<?x3xf32>) -> tensor<3x?xf32> {
  %shape = mhlo.constant dense<[3, 2]> : tensor<2xi32>
  %0 = "chlo.dynamic_reshape"(%x, %shape) : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<3x?xf32>
  func.return %0 : tensor<3x?xf32>
}

// -----

// An unsigned shape holds no -1 (a ui64 entry of 2**64 - 1 is that size): it is the shape.
// CHECK-LABEL: func.func @dynamic_reshape_unsigned_shape
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[SHAPE:.*]]: tensor<2xui64>)
// CHECK-NEXT: %[[R:.*]] = mhlo.dynamic_reshape %[[X]], %[[SHAPE]] : (tensor<6xf32>, tensor<2xui64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_reshape_unsigned_shape(%x: tensor<6xf32>, %shape: tensor<2xui64>) -> tensor<?x?xf32> {
  %0 = "chlo.dynamic_reshape"(%x, %shape) : (tensor<6xf32>, tensor<2xui64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// What cannot be legalized is reported at the op.

func.func @unranked_broadcast(%a: tensor<*xf32>, %b: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_add' that was explicitly marked illegal}}
  %0 = chlo.broadcast_add %a, %b : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

func.func @unranked_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<*xi1> {
  // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_compare' that was explicitly marked illegal}}
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<*xi1>
  func.return %0 : tensor<*xi1>
}

// -----

func.func @unranked_select(%p: tensor<*xi1>, %a: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_select' that was explicitly marked illegal}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<*xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

func.func @unranked_constant_like(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.constant_like' that was explicitly marked illegal}}
  %0 = "chlo.constant_like"(%x) <{value = 0.0 : f32}> : (tensor<*xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

func.func @unranked_is_inf(%x: tensor<*xf32>) -> tensor<*xi1> {
  // expected-error@+1 {{failed to legalize operation 'chlo.is_pos_inf' that was explicitly marked illegal}}
  %0 = chlo.is_pos_inf %x : tensor<*xf32> -> tensor<*xi1>
  func.return %0 : tensor<*xi1>
}

// -----

func.func @unranked_square(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.square' that was explicitly marked illegal}}
  %0 = chlo.square %x : tensor<*xf32> -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

// Complex numbers have no order to take the top k by.
func.func @complex_top_k(%x: tensor<8xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error@+1 {{failed to legalize operation 'chlo.top_k' that was explicitly marked illegal}}
  %v, %i = chlo.top_k(%x, k = 2) : tensor<8xcomplex<f32>> -> (tensor<2xcomplex<f32>>, tensor<2xi32>)
  func.return %v : tensor<2xcomplex<f32>>
}

// -----

func.func @dynamic_ragged_dot(%lhs: tensor<?x5xf32>, %rhs: tensor<2x5x7xf32>, %group_sizes: tensor<2xi64>) -> tensor<?x7xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.ragged_dot' that was explicitly marked illegal}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<?x5xf32>, tensor<2x5x7xf32>, tensor<2xi64>) -> tensor<?x7xf32>
  func.return %0 : tensor<?x7xf32>
}

// -----

func.func @index_shape_reshape(%x: tensor<6xf32>, %shape: tensor<2xindex>) -> tensor<?x?xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.dynamic_reshape' that was explicitly marked illegal}}
  %0 = "chlo.dynamic_reshape"(%x, %shape) : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// Every leftover chlo op is reported, inside regions too.
func.func @errors_in_regions(%x: tensor<*xf32>, %p: tensor<i1>) -> tensor<*xf32> {
  %0 = "mhlo.if"(%p) ({
    // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_add' that was explicitly marked illegal}}
    %1 = chlo.broadcast_add %x, %x : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    "mhlo.return"(%1) : (tensor<*xf32>) -> ()
  }, {
    // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_subtract' that was explicitly marked illegal}}
    %2 = chlo.broadcast_subtract %x, %x : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    "mhlo.return"(%2) : (tensor<*xf32>) -> ()
  }) : (tensor<i1>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

// A static result needs no sizes from the operand, which may be unranked; a dynamic one does.
// CHECK-LABEL: func.func @constant_like_of_unranked
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<5> : tensor<2xi32>
// CHECK-NEXT: return %[[C]]
func.func @constant_like_of_unranked(%x: tensor<*xf32>) -> tensor<2xi32> {
  %0 = "chlo.constant_like"(%x) <{value = 5 : i32}> : (tensor<*xf32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @dynamic_constant_like_of_unranked(%x: tensor<*xf32>) -> tensor<?xi32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.constant_like' that was explicitly marked illegal}}
  %0 = "chlo.constant_like"(%x) <{value = 5 : i32}> : (tensor<*xf32>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// mulhi of at most 32 bits: widen to twice the width, multiply, shift the high half down, narrow.
// Signed (and signless) integers shift arithmetically, unsigned ones logically.
// CHECK-LABEL: func.func @mulhi_i16
// CHECK-SAME: (%[[A:.*]]: tensor<4xi16>, %[[B:.*]]: tensor<4xi16>, %[[U:.*]]: tensor<4xui32>)
// CHECK-NEXT: %[[A2:.*]] = mhlo.convert %[[A]] : (tensor<4xi16>) -> tensor<4xi32>
// CHECK-NEXT: %[[B2:.*]] = mhlo.convert %[[B]] : (tensor<4xi16>) -> tensor<4xi32>
// CHECK-NEXT: %[[P:.*]] = mhlo.multiply %[[A2]], %[[B2]] : tensor<4xi32>
// CHECK-NEXT: %[[N:.*]] = mhlo.constant dense<16> : tensor<4xi32>
// CHECK-NEXT: %[[H:.*]] = mhlo.shift_right_arithmetic %[[P]], %[[N]] : tensor<4xi32>
// CHECK-NEXT: %[[R:.*]] = mhlo.convert %[[H]] : (tensor<4xi32>) -> tensor<4xi16>
// CHECK-NEXT: %[[U2:.*]] = mhlo.convert %[[U]] : (tensor<4xui32>) -> tensor<4xui64>
// CHECK-NEXT: %[[U3:.*]] = mhlo.convert %[[U]] : (tensor<4xui32>) -> tensor<4xui64>
// CHECK-NEXT: %[[Q:.*]] = mhlo.multiply %[[U2]], %[[U3]] : tensor<4xui64>
// CHECK-NEXT: %[[M:.*]] = mhlo.constant dense<32> : tensor<4xui64>
// CHECK-NEXT: %[[G:.*]] = mhlo.shift_right_logical %[[Q]], %[[M]] : tensor<4xui64>
// CHECK-NEXT: %[[S:.*]] = mhlo.convert %[[G]] : (tensor<4xui64>) -> tensor<4xui32>
// CHECK-NEXT: return %[[R]], %[[S]]
func.func @mulhi_i16(%a: tensor<4xi16>, %b: tensor<4xi16>, %u: tensor<4xui32>) -> (tensor<4xi16>, tensor<4xui32>) {
  %0 = chlo.mulhi %a, %b : tensor<4xi16>, tensor<4xi16> -> tensor<4xi16>
  %1 = chlo.mulhi %u, %u : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
  func.return %0, %1 : tensor<4xi16>, tensor<4xui32>
}

// -----

// 64-bit mulhi has no wider type: it is assembled from the 32-bit halves of the operands.
// CHECK-LABEL: func.func @mulhi_i64
// CHECK-SAME: (%[[A:.*]]: tensor<3xi64>, %[[B:.*]]: tensor<3xi64>)
// CHECK-NEXT: %[[MASK:.*]] = mhlo.constant dense<4294967295> : tensor<3xi64>
// CHECK-NEXT: %[[HALF:.*]] = mhlo.constant dense<32> : tensor<3xi64>
// CHECK-NEXT: %[[A0:.*]] = mhlo.and %[[A]], %[[MASK]] : tensor<3xi64>
// CHECK-NEXT: %[[A1:.*]] = mhlo.shift_right_arithmetic %[[A]], %[[HALF]] : tensor<3xi64>
// CHECK-NEXT: %[[B0:.*]] = mhlo.and %[[B]], %[[MASK]] : tensor<3xi64>
// CHECK-NEXT: %[[B1:.*]] = mhlo.shift_right_arithmetic %[[B]], %[[HALF]] : tensor<3xi64>
// CHECK-NEXT: %[[LL:.*]] = mhlo.multiply %[[A0]], %[[B0]] : tensor<3xi64>
// CHECK-NEXT: %[[LOW:.*]] = mhlo.shift_right_logical %[[LL]], %[[HALF]] : tensor<3xi64>
// CHECK-NEXT: %[[HL:.*]] = mhlo.multiply %[[A1]], %[[B0]] : tensor<3xi64>
// CHECK-NEXT: %[[T:.*]] = mhlo.add %[[HL]], %[[LOW]] : tensor<3xi64>
// CHECK-NEXT: %[[LH:.*]] = mhlo.multiply %[[A0]], %[[B1]] : tensor<3xi64>
// CHECK-NEXT: %[[T0:.*]] = mhlo.and %[[T]], %[[MASK]] : tensor<3xi64>
// CHECK-NEXT: %[[W:.*]] = mhlo.add %[[LH]], %[[T0]] : tensor<3xi64>
// CHECK-NEXT: %[[HH:.*]] = mhlo.multiply %[[A1]], %[[B1]] : tensor<3xi64>
// CHECK-NEXT: %[[T1:.*]] = mhlo.shift_right_arithmetic %[[T]], %[[HALF]] : tensor<3xi64>
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[HH]], %[[T1]] : tensor<3xi64>
// CHECK-NEXT: %[[W1:.*]] = mhlo.shift_right_arithmetic %[[W]], %[[HALF]] : tensor<3xi64>
// CHECK-NEXT: %[[R:.*]] = mhlo.add %[[S]], %[[W1]] : tensor<3xi64>
// CHECK-NEXT: return %[[R]]
func.func @mulhi_i64(%a: tensor<3xi64>, %b: tensor<3xi64>) -> tensor<3xi64> {
  %0 = chlo.mulhi %a, %b : tensor<3xi64>, tensor<3xi64> -> tensor<3xi64>
  func.return %0 : tensor<3xi64>
}

// -----

// scan becomes an mhlo.while over the positions of the scan dimension, carrying the step, the
// outputs and the carries; the body is inlined between the input slices and the output updates.
// CHECK-LABEL: func.func @scan_reverse
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>, %[[I:.*]]: tensor<2xi32>)
// CHECK-NEXT: %[[ZEROS:.*]] = mhlo.constant dense<0> : tensor<2x3xi32>
// CHECK-NEXT: %[[START:.*]] = mhlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[LOOP:.*]]:3 = mhlo.while(%[[K:.*]] = %[[START]], %[[YS:.*]] = %[[ZEROS]], %[[ACC:.*]] = %[[I]]) : tensor<i64>, tensor<2x3xi32>, tensor<2xi32>
// CHECK-NEXT: cond {
// CHECK-NEXT:   %[[N:.*]] = mhlo.constant dense<3> : tensor<i64>
// CHECK-NEXT:   %[[LT:.*]] = mhlo.compare  LT, %[[K]], %[[N]] : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:   mhlo.return %[[LT]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   %[[LAST:.*]] = mhlo.constant dense<2> : tensor<i64>
// CHECK-NEXT:   %[[POS:.*]] = mhlo.subtract %[[LAST]], %[[K]] : tensor<i64>
// CHECK-NEXT:   %[[ZERO:.*]] = mhlo.constant dense<0> : tensor<i64>
// CHECK-NEXT:   %[[COLUMN:.*]] = "mhlo.dynamic_slice"(%[[X]], %[[ZERO]], %[[POS]]) <{slice_sizes = dense<[2, 1]> : tensor<2xi64>}> : (tensor<2x3xi32>, tensor<i64>, tensor<i64>) -> tensor<2x1xi32>
// CHECK-NEXT:   %[[SLICE:.*]] = mhlo.reshape %[[COLUMN]] : (tensor<2x1xi32>) -> tensor<2xi32>
// CHECK-NEXT:   %[[SUM:.*]] = mhlo.add %[[SLICE]], %[[ACC]] : tensor<2xi32>
// CHECK-NEXT:   %[[PIECE:.*]] = mhlo.reshape %[[SUM]] : (tensor<2xi32>) -> tensor<2x1xi32>
// CHECK-NEXT:   %[[YS2:.*]] = mhlo.dynamic_update_slice %[[YS]], %[[PIECE]], %[[ZERO]], %[[POS]] : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>
// CHECK-NEXT:   %[[ONE:.*]] = mhlo.constant dense<1> : tensor<i64>
// CHECK-NEXT:   %[[NEXT:.*]] = mhlo.add %[[K]], %[[ONE]] : tensor<i64>
// CHECK-NEXT:   mhlo.return %[[NEXT]], %[[YS2]], %[[SUM]] : tensor<i64>, tensor<2x3xi32>, tensor<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[LOOP]]#1, %[[LOOP]]#2
func.func @scan_reverse(%x: tensor<2x3xi32>, %i: tensor<2xi32>) -> (tensor<2x3xi32>, tensor<2xi32>) {
  %0:2 = chlo.scan(%x) inits(%i) dimension=1 attributes {is_reverse = true} {
  ^bb0(%s: tensor<2xi32>, %acc: tensor<2xi32>):
    %1 = mhlo.add %s, %acc : tensor<2xi32>
    mhlo.return %1, %1 : tensor<2xi32>, tensor<2xi32>
  } : (tensor<2x3xi32>, tensor<2xi32>) -> (tensor<2x3xi32>, tensor<2xi32>)
  func.return %0#0, %0#1 : tensor<2x3xi32>, tensor<2xi32>
}

// -----

// Forward, several inputs and carries, and an output slice of another shape than the inputs'.
// CHECK-LABEL: func.func @scan_forward
// CHECK-NOT: chlo.scan
// CHECK: mhlo.while
// CHECK-SAME: : tensor<i64>, tensor<5xf32>, tensor<4xf32>, tensor<i32>
// CHECK-NOT: mhlo.subtract
// CHECK: mhlo.dynamic_slice
// CHECK-SAME: (tensor<5x2xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
// CHECK: mhlo.dynamic_slice
// CHECK-SAME: (tensor<5x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
// CHECK: mhlo.dynamic_update_slice
// CHECK-SAME: (tensor<5xf32>, tensor<1xf32>, tensor<i64>) -> tensor<5xf32>
func.func @scan_forward(%y: tensor<5x2xf32>, %z: tensor<5x3xf32>, %c: tensor<4xf32>, %n: tensor<i32>) -> (tensor<5xf32>, tensor<4xf32>, tensor<i32>) {
  %0:3 = chlo.scan(%y, %z) inits(%c, %n) dimension=0 {
  ^bb0(%b0: tensor<2xf32>, %b1: tensor<3xf32>, %b2: tensor<4xf32>, %b3: tensor<i32>):
    %1 = mhlo.constant dense<1.0> : tensor<f32>
    %2 = mhlo.add %b2, %b2 : tensor<4xf32>
    %3 = mhlo.constant dense<1> : tensor<i32>
    %4 = mhlo.add %b3, %3 : tensor<i32>
    mhlo.return %1, %2, %4 : tensor<f32>, tensor<4xf32>, tensor<i32>
  } : (tensor<5x2xf32>, tensor<5x3xf32>, tensor<4xf32>, tensor<i32>) -> (tensor<5xf32>, tensor<4xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2 : tensor<5xf32>, tensor<4xf32>, tensor<i32>
}

// -----

// A scan of dynamic sizes is left, and the pass fails at it.
func.func @scan_dynamic(%x: tensor<?xi32>, %i: tensor<i32>) -> tensor<?xi32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.scan' that was explicitly marked illegal}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 {
  ^bb0(%s: tensor<i32>, %acc: tensor<i32>):
    %1 = mhlo.add %s, %acc : tensor<i32>
    mhlo.return %1, %1 : tensor<i32>, tensor<i32>
  } : (tensor<?xi32>, tensor<i32>) -> (tensor<?xi32>, tensor<i32>)
  func.return %0#0 : tensor<?xi32>
}
