// A concatenate of a concatenate along the same dimension is one concatenate (mlir-hlo's ConcatenateForwarding);
// one of a single operand is that operand, cast where the types differ (SingleOperandConcatenateToCast).
// For mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @concatenate_forwarding
// CHECK-SAME: (%[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<4xi32>, %[[C:.*]]: tensor<4xi32>)
// CHECK-NEXT: %[[R0:.*]] = "mhlo.concatenate"(%[[A]], %[[B]], %[[C]]) <{dimension = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<12xi32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.concatenate %[[C]], %[[A]], %[[B]], dim = 0 : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<12xi32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @concatenate_forwarding(%a: tensor<4xi32>, %b: tensor<4xi32>, %c: tensor<4xi32>) -> (tensor<12xi32>, tensor<12xi32>) {
  %0 = "mhlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
  %1 = "mhlo.concatenate"(%0, %c) <{dimension = 0 : i64}> : (tensor<8xi32>, tensor<4xi32>) -> tensor<12xi32>
  %2 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
  %3 = stablehlo.concatenate %c, %2, dim = 0 : (tensor<4xi32>, tensor<8xi32>) -> tensor<12xi32>
  func.return %1, %3 : tensor<12xi32>, tensor<12xi32>
}

// -----

// Not along another dimension, nor an inner concatenate with other uses.
// CHECK-LABEL: func.func @concatenate_not_forwarded
// CHECK-NEXT: %[[I0:.*]] = stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 1 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x4xi32>
// CHECK-NEXT: %[[O0:.*]] = stablehlo.concatenate %[[I0]], %{{.*}}, dim = 0 : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<4x4xi32>
// CHECK-NEXT: %[[I1:.*]] = stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 0 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
// CHECK-NEXT: %[[O1:.*]] = stablehlo.concatenate %[[I1]], %[[I1]], dim = 0 : (tensor<4x2xi32>, tensor<4x2xi32>) -> tensor<8x2xi32>
// CHECK-NEXT: return %[[O0]], %[[O1]]
func.func @concatenate_not_forwarded(%a: tensor<2x2xi32>, %b: tensor<2x4xi32>) -> (tensor<4x4xi32>, tensor<8x2xi32>) {
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x4xi32>
  %1 = stablehlo.concatenate %0, %b, dim = 0 : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<4x4xi32>
  %2 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
  %3 = stablehlo.concatenate %2, %2, dim = 0 : (tensor<4x2xi32>, tensor<4x2xi32>) -> tensor<8x2xi32>
  func.return %1, %3 : tensor<4x4xi32>, tensor<8x2xi32>
}

// -----

// CHECK-LABEL: func.func @concatenate_single_operand
// CHECK-SAME: (%[[X:.*]]: tensor<?xi32>, %[[Y:.*]]: tensor<4xi32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[X]] : tensor<?xi32> to tensor<4xi32>
// CHECK-NEXT: return %[[C]], %[[Y]]
func.func @concatenate_single_operand(%x: tensor<?xi32>, %y: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = "mhlo.concatenate"(%x) <{dimension = 0 : i64}> : (tensor<?xi32>) -> tensor<4xi32>
  %1 = stablehlo.concatenate %y, dim = 0 : (tensor<4xi32>) -> tensor<4xi32>
  func.return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// A slice of a concatenate reads only the operands its range meets: one operand, sliced or whole, or fewer
// operands concatenated, the range shifted by the operands dropped before it.
// CHECK-LABEL: func.func @slice_of_concatenate
// CHECK-SAME: (%[[A:.*]]: tensor<1x5xf32>, %[[B:.*]]: tensor<2x5xf32>, %[[C:.*]]: tensor<1x5xf32>)
// CHECK-DAG: %[[S:.*]] = "mhlo.slice"(%[[B]]) <{limit_indices = dense<[2, 5]> : tensor<2xi64>, start_indices = dense<[1, 0]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<2x5xf32>) -> tensor<1x5xf32>
// CHECK-DAG: %[[BC:.*]] = "mhlo.concatenate"(%[[B]], %[[C]]) <{dimension = 0 : i64}> : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
// CHECK-DAG: %[[T:.*]] = "mhlo.slice"(%[[BC]]) <{limit_indices = dense<[3, 5]> : tensor<2xi64>, start_indices = dense<[1, 0]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}> : (tensor<3x5xf32>) -> tensor<2x3xf32>
// CHECK: return %[[A]], %[[S]], %[[T]]
func.func @slice_of_concatenate(%a: tensor<1x5xf32>, %b: tensor<2x5xf32>, %c: tensor<1x5xf32>) -> (tensor<1x5xf32>, tensor<1x5xf32>, tensor<2x3xf32>) {
  %0 = "mhlo.concatenate"(%a, %b, %c) <{dimension = 0 : i64}> : (tensor<1x5xf32>, tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>
  %1 = "mhlo.slice"(%0) <{limit_indices = dense<[1, 5]> : tensor<2xi64>, start_indices = dense<[0, 0]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x5xf32>) -> tensor<1x5xf32>
  %2 = "mhlo.slice"(%0) <{limit_indices = dense<[3, 5]> : tensor<2xi64>, start_indices = dense<[2, 0]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x5xf32>) -> tensor<1x5xf32>
  %3 = "mhlo.slice"(%0) <{limit_indices = dense<[4, 5]> : tensor<2xi64>, start_indices = dense<[2, 0]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x5xf32>) -> tensor<2x3xf32>
  func.return %1, %2, %3 : tensor<1x5xf32>, tensor<1x5xf32>, tensor<2x3xf32>
}
