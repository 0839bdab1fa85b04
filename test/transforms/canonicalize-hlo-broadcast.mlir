// A broadcast_in_dim that repeats no element is a reshape or a transpose (mlir-hlo's BroadcastInDimSimplifier),
// for mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// Increasing dims, as many elements: only dimensions of size 1 are inserted.
// CHECK-LABEL: func.func @broadcast_in_dim_is_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %[[Y:.*]]: tensor<3xi32>)
// CHECK-NEXT: %[[R0:.*]] = mhlo.reshape %[[X]] : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.reshape %[[Y]] : (tensor<3xi32>) -> tensor<3x1xi32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @broadcast_in_dim_is_reshape(%x: tensor<2x3x4xf32>, %y: tensor<3xi32>) -> (tensor<1x2x3x4xf32>, tensor<3x1xi32>) {
  %0 = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<[1, 2, 3]> : tensor<3xi64>}> : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %1 = stablehlo.broadcast_in_dim %y, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
  func.return %0, %1 : tensor<1x2x3x4xf32>, tensor<3x1xi32>
}

// -----

// Permuted dims of the same rank, as many elements: a transpose by the inverse of the dims.
// CHECK-LABEL: func.func @broadcast_in_dim_is_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x4xf32>, %[[Y:.*]]: tensor<2x3xi8>)
// CHECK-NEXT: %[[R0:.*]] = "mhlo.transpose"(%[[X]]) <{permutation = dense<[0, 3, 1, 2]> : tensor<4xi64>}> : (tensor<1x2x3x4xf32>) -> tensor<1x4x2x3xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.transpose %[[Y]], dims = [1, 0] : (tensor<2x3xi8>) -> tensor<3x2xi8>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @broadcast_in_dim_is_transpose(%x: tensor<1x2x3x4xf32>, %y: tensor<2x3xi8>) -> (tensor<1x4x2x3xf32>, tensor<3x2xi8>) {
  %0 = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<[0, 2, 3, 1]> : tensor<4xi64>}> : (tensor<1x2x3x4xf32>) -> tensor<1x4x2x3xf32>
  %1 = stablehlo.broadcast_in_dim %y, dims = [1, 0] : (tensor<2x3xi8>) -> tensor<3x2xi8>
  func.return %0, %1 : tensor<1x4x2x3xf32>, tensor<3x2xi8>
}

// -----

// A broadcast that repeats elements stays.
// CHECK-LABEL: func.func @broadcast_in_dim_stays
// CHECK-NEXT: stablehlo.broadcast_in_dim %{{.*}}, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: stablehlo.broadcast_in_dim %{{.*}}, dims = [1, 0] : (tensor<1x2xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return
func.func @broadcast_in_dim_stays(%x: tensor<1x2xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>) {
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<1x2xf32>) -> tensor<2x3xf32>
  func.return %0, %1 : tensor<2x2xf32>, tensor<2x3xf32>
}
