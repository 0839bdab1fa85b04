// RUN: ai-opt -pass-pipeline="builtin.module(convert-shape-constraints)" %s | FileCheck %s
// RUN: ai-opt --convert-shape-constraints --convert-shape-to-std %s | FileCheck %s --check-prefix=STD

// Upstream's cases: the constraint is asserted, its witness holds.
// CHECK-LABEL: func.func @cstr_broadcastable(
// CHECK-SAME: %[[LHS:.*]]: tensor<?xindex>, %[[RHS:.*]]: tensor<?xindex>) -> !shape.witness {
// CHECK: %[[RET:.*]] = shape.const_witness true
// CHECK: %[[BROADCAST_IS_VALID:.*]] = shape.is_broadcastable %[[LHS]], %[[RHS]]
// CHECK: cf.assert %[[BROADCAST_IS_VALID]], "required broadcastable shapes"
// CHECK: return %[[RET]] : !shape.witness
// CHECK: }
// STD-LABEL: func.func @cstr_broadcastable
// STD: %[[OK:.*]] = scf.for
// STD: cf.assert %[[OK]], "required broadcastable shapes"
func.func @cstr_broadcastable(%arg0: tensor<?xindex>, %arg1: tensor<?xindex>) -> !shape.witness {
  %witness = shape.cstr_broadcastable %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
  return %witness : !shape.witness
}

// CHECK-LABEL: func.func @cstr_eq(
// CHECK-SAME: %[[LHS:.*]]: tensor<?xindex>, %[[RHS:.*]]: tensor<?xindex>) -> !shape.witness {
// CHECK: %[[RET:.*]] = shape.const_witness true
// CHECK: %[[EQUAL_IS_VALID:.*]] = shape.shape_eq %[[LHS]], %[[RHS]]
// CHECK: cf.assert %[[EQUAL_IS_VALID]], "required equal shapes"
// CHECK: return %[[RET]] : !shape.witness
// CHECK: }
// STD-LABEL: func.func @cstr_eq
// STD: %[[EQ:.*]] = scf.if
// STD: cf.assert %[[EQ]], "required equal shapes"
func.func @cstr_eq(%arg0: tensor<?xindex>, %arg1: tensor<?xindex>) -> !shape.witness {
  %witness = shape.cstr_eq %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
  return %witness : !shape.witness
}

// CHECK-LABEL: func.func @cstr_require
func.func @cstr_require(%arg0: i1) -> !shape.witness {
  // CHECK: %[[RET:.*]] = shape.const_witness true
  // CHECK: cf.assert %arg0, "msg"
  // CHECK: return %[[RET]]
  %witness = shape.cstr_require %arg0, "msg"
  return %witness : !shape.witness
}

// A shape.assuming on the witness runs its region as before.
// CHECK-LABEL: func.func @assuming
// CHECK: %[[W:.*]] = shape.const_witness true
// CHECK: cf.assert %{{.*}}, "required broadcastable shapes"
// CHECK: shape.assuming %[[W]] -> tensor<?xindex> {
func.func @assuming(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
