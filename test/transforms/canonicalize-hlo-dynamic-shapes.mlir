// Canonicalizations of dynamic broadcasts and reshapes that read their shapes (mlir-hlo's
// DynamicBroadcastToOwnShape_1-4, DynamicBroadcastInDimAllDimsNonExpanding, RemoveRedundantRank1DynamicReshape,
// RemoveRedundantDynamicReshape, ShapeOfDynamicReshape), for mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// A broadcast to the operand's own shape, directly or through to_extent_tensor and tensor.cast, is the operand.
// CHECK-LABEL: func.func @own_shape
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]]
func.func @own_shape(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %0 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %t = shape.shape_of %x : tensor<?x4xf32> -> !shape.shape
  %e = shape.to_extent_tensor %t : !shape.shape -> tensor<?xindex>
  %c = tensor.cast %e : tensor<?xindex> to tensor<2xindex>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%x, %c) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %2 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  return %0, %1, %2 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// A result type of other static sizes is a cast of the operand.
// CHECK-LABEL: func.func @own_shape_cast
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[X]] : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @own_shape_cast(%x: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %0 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Dimensions that are not the identity transpose: the broadcast stays; so does one to another value's shape.
// CHECK-LABEL: func.func @not_own_shape
// CHECK-COUNT-2: mhlo.dynamic_broadcast_in_dim
func.func @not_own_shape(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %s = shape.shape_of %x : tensor<?x?xf32> -> tensor<2xindex>
  %0 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<[1, 0]> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%y, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Every dimension known not to expand: the operand. Some of them only: the broadcast stays.
// CHECK-LABEL: func.func @non_expanding
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[S:.*]]: tensor<2xindex>)
// CHECK-NEXT: %[[B:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[X]], %[[S]])
// CHECK-NEXT: return %[[X]], %[[B]]
func.func @non_expanding(%x: tensor<?x?xf32>, %s: tensor<2xindex>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>, known_nonexpanding_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>, known_nonexpanding_dimensions = dense<[0]> : tensor<1xi64>}> : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// The shape of a reshape is its shape operand (when the types agree); a reshape of a reshape is one reshape.
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[S1:.*]]: tensor<2xindex>, %[[S2:.*]]: tensor<3xindex>)
// CHECK-NEXT: %[[R0:.*]] = mhlo.dynamic_reshape %[[X]], %[[S1]] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[T:.*]] = shape.shape_of %[[R0]] : tensor<?x?xf32> -> tensor<?xindex>
// CHECK-NEXT: %[[R:.*]] = mhlo.dynamic_reshape %[[X]], %[[S2]] : (tensor<?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %[[S1]], %[[T]], %[[R]]
func.func @reshapes(%x: tensor<?xf32>, %s1: tensor<2xindex>, %s2: tensor<3xindex>) -> (tensor<2xindex>, tensor<?xindex>, tensor<?x?x?xf32>) {
  %0 = "mhlo.dynamic_reshape"(%x, %s1) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = shape.shape_of %0 : tensor<?x?xf32> -> tensor<2xindex>
  %2 = shape.shape_of %0 : tensor<?x?xf32> -> tensor<?xindex>
  %3 = "mhlo.dynamic_reshape"(%0, %s2) : (tensor<?x?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  return %1, %2, %3 : tensor<2xindex>, tensor<?xindex>, tensor<?x?x?xf32>
}

// -----

// A rank-1 reshape of a rank-1 tensor of dynamic size is the tensor.
// CHECK-LABEL: func.func @rank_1
// CHECK-SAME: (%[[X:.*]]: tensor<?xf16>, %[[S:.*]]: tensor<1xindex>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @rank_1(%x: tensor<?xf16>, %s: tensor<1xindex>) -> (tensor<?xf16>, tensor<?xf16>) {
  %0 = "mhlo.dynamic_reshape"(%x, %s) : (tensor<?xf16>, tensor<1xindex>) -> tensor<?xf16>
  %1 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf16>, tensor<1xindex>) -> tensor<?xf16>
  return %0, %1 : tensor<?xf16>, tensor<?xf16>
}

// -----

// A static operand broadcast to a constant shape is a broadcast_in_dim of the static type, cast back for users of
// other dialects (func.return), not for mhlo ones.
// CHECK-LABEL: func.func @constant_shape
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<?xf32>)
// CHECK: %[[B:.*]] = "mhlo.broadcast_in_dim"(%[[X]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<4x32xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[B]] : tensor<4x32xf32> to tensor<?x?xf32>
// CHECK: %[[B2:.*]] = "mhlo.broadcast_in_dim"(%[[X]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<3xf32>
// CHECK: %[[N:.*]] = mhlo.negate %[[B2]] : (tensor<3xf32>) -> tensor<?xf32>
// CHECK: %[[D:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[Y]], %{{.*}})
// CHECK: return %[[C]], %[[N]], %[[D]]
func.func @constant_shape(%x: tensor<f32>, %y: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %s = shape.const_shape [4, 32] : tensor<2xindex>
  %0 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
  %t = mhlo.constant dense<3> : tensor<1xi32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%x, %t) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %2 = mhlo.negate %1 : tensor<?xf32>
  %3 = "mhlo.dynamic_broadcast_in_dim"(%y, %t) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %0, %2, %3 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// A broadcast, in the identity dims, of a reshape to the shape it broadcasts to is the reshape; not in other dims.
// CHECK-LABEL: func.func @broadcast_of_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<2xindex>)
// CHECK-NEXT: %[[R:.*]] = mhlo.dynamic_reshape %[[X]], %[[S]] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[T:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[R]], %[[S]]) <{broadcast_dimensions = dense<[1, 0]> : tensor<2xi64>}>
// CHECK-NEXT: return %[[R]], %[[T]]
func.func @broadcast_of_reshape(%x: tensor<?xf32>, %s: tensor<2xindex>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = "mhlo.dynamic_reshape"(%x, %s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%0, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %2 = "mhlo.dynamic_broadcast_in_dim"(%0, %s) <{broadcast_dimensions = dense<[1, 0]> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// A reshape to %s of an element-wise op of a reshape to %s is the element-wise op.
// CHECK-LABEL: func.func @reshape_of_same_shape_op_result
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<2xindex>, %[[T:.*]]: tensor<2xindex>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.dynamic_reshape %[[X]], %[[S]] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %[[R]] : tensor<?x?xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_reshape %[[A]], %[[T]] : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @reshape_of_same_shape_op_result(%x: tensor<?xf32>, %s: tensor<2xindex>, %t: tensor<2xindex>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = stablehlo.abs %0 : tensor<?x?xf32>
  %2 = stablehlo.dynamic_reshape %1, %s : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = stablehlo.dynamic_reshape %1, %t : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %2, %3 : tensor<?x?xf32>, tensor<?x?xf32>
}
