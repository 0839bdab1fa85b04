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
// CHECK: %[[A0_:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK: arith.cmpi ule, %[[U0]], %[[A0_]] : index
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
