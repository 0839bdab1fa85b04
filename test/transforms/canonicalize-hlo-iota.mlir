// Canonicalizations of iota and dynamic_iota (mlir-hlo's IotaOp::fold, IotaBroadcast, DynamicIotaIsStatic,
// DynamicIotaBroadcast), for mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// A 1-d iota stays an op: it is not folded into its elements.
// CHECK-LABEL: func.func @iota_1d
// CHECK-NEXT: %[[I:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.iota dim = 0 : tensor<4xf32>
// CHECK-NEXT: return %[[I]], %[[S]]
func.func @iota_1d() -> (tensor<4xi32>, tensor<4xf32>) {
  %0 = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
  %1 = stablehlo.iota dim = 0 : tensor<4xf32>
  func.return %0, %1 : tensor<4xi32>, tensor<4xf32>
}

// -----

// An iota along a dimension of size 1 is all zeros.
// CHECK-LABEL: func.func @iota_along_size_one
// CHECK-DAG: %[[A:.*]] = mhlo.constant dense<0> : tensor<1xi32>
// CHECK-DAG: %[[B:.*]] = mhlo.constant dense<0.000000e+00> : tensor<1x4xf32>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3x1xcomplex<f32>>
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @iota_along_size_one() -> (tensor<1xi32>, tensor<1x4xf32>, tensor<3x1xcomplex<f32>>) {
  %0 = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1xi32>
  %1 = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x4xf32>
  %2 = stablehlo.iota dim = 1 : tensor<3x1xcomplex<f32>>
  func.return %0, %1, %2 : tensor<1xi32>, tensor<1x4xf32>, tensor<3x1xcomplex<f32>>
}

// -----

// An iota of rank 2 or more is a 1-d iota broadcast along the other dimensions.
// CHECK-LABEL: func.func @iota_broadcast
// CHECK-DAG: %[[I0:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// CHECK-DAG: %[[R0:.*]] = "mhlo.broadcast_in_dim"(%[[I0]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<4xi32>) -> tensor<5x4xi32>
// CHECK-DAG: %[[I1:.*]] = stablehlo.iota dim = 0 : tensor<5xi32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.broadcast_in_dim %[[I1]], dims = [0] : (tensor<5xi32>) -> tensor<5x4x3xi32>
// CHECK: return %[[R0]], %[[R1]]
func.func @iota_broadcast() -> (tensor<5x4xi32>, tensor<5x4x3xi32>) {
  %0 = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x4xi32>
  %1 = stablehlo.iota dim = 0 : tensor<5x4x3xi32>
  func.return %0, %1 : tensor<5x4xi32>, tensor<5x4x3xi32>
}

// -----

// A dynamic_iota of a static type is an iota.
// CHECK-LABEL: func.func @dynamic_iota_static
// CHECK-NEXT: %[[R:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_iota_static(%shape: tensor<1xindex>) -> tensor<4xi32> {
  %0 = "mhlo.dynamic_iota"(%shape) <{iota_dimension = 0 : i64}> : (tensor<1xindex>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// A dynamic_iota of rank 2 or more is a 1-d dynamic_iota of the extent of its dimension, broadcast into the
// shape; index extents are sliced as i64.
// CHECK-LABEL: func.func @dynamic_iota_broadcast
// CHECK-SAME: (%[[SHAPE:.*]]: tensor<2xindex>, %[[SHAPE64:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[CAST:.*]] = arith.index_cast %[[SHAPE]] : tensor<2xindex> to tensor<2xi64>
// CHECK-NEXT: %[[SLICE:.*]] = "mhlo.slice"(%[[CAST]]) <{limit_indices = dense<2> : tensor<1xi64>, start_indices = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %[[EXTENT:.*]] = arith.index_cast %[[SLICE]] : tensor<1xi64> to tensor<1xindex>
// CHECK-NEXT: %[[IOTA:.*]] = "mhlo.dynamic_iota"(%[[EXTENT]]) <{iota_dimension = 0 : i64}> : (tensor<1xindex>) -> tensor<?xi32>
// CHECK-NEXT: %[[R0:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[IOTA]], %[[SHAPE]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<?xi32>, tensor<2xindex>) -> tensor<5x?xi32>
// CHECK-NEXT: %[[SLICE64:.*]] = stablehlo.slice %[[SHAPE64]] [0:1] : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %[[IOTA64:.*]] = stablehlo.dynamic_iota %[[SLICE64]], dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.dynamic_broadcast_in_dim %[[IOTA64]], %[[SHAPE64]], dims = [0] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @dynamic_iota_broadcast(%shape: tensor<2xindex>, %shape64: tensor<2xi64>) -> (tensor<5x?xi32>, tensor<?x?xf32>) {
  %0 = "mhlo.dynamic_iota"(%shape) <{iota_dimension = 1 : i64}> : (tensor<2xindex>) -> tensor<5x?xi32>
  %1 = stablehlo.dynamic_iota %shape64, dim = 0 : (tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0, %1 : tensor<5x?xi32>, tensor<?x?xf32>
}

// -----

// Along a dimension of static size, the 1-d dynamic_iota is static and then folds.
// CHECK-LABEL: func.func @dynamic_iota_broadcast_static_dimension
// CHECK-SAME: (%[[SHAPE:.*]]: tensor<2xindex>)
// CHECK-NEXT: %[[ZERO:.*]] = mhlo.constant dense<0> : tensor<1xi32>
// CHECK-NEXT: %[[R:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[ZERO]], %[[SHAPE]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<1xi32>, tensor<2xindex>) -> tensor<1x?xi32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_iota_broadcast_static_dimension(%shape: tensor<2xindex>) -> tensor<1x?xi32> {
  %0 = "mhlo.dynamic_iota"(%shape) <{iota_dimension = 0 : i64}> : (tensor<2xindex>) -> tensor<1x?xi32>
  func.return %0 : tensor<1x?xi32>
}

// -----

// A 1-d dynamic_iota of a dynamic type stays.
// CHECK-LABEL: func.func @dynamic_iota_1d
// CHECK-NEXT: %[[R:.*]] = "mhlo.dynamic_iota"
// CHECK-NEXT: return %[[R]]
func.func @dynamic_iota_1d(%shape: tensor<1xindex>) -> tensor<?xi32> {
  %0 = "mhlo.dynamic_iota"(%shape) <{iota_dimension = 0 : i64}> : (tensor<1xindex>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}
