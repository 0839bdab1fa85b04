// A pad or dynamic_pad of an operand with a dimension of size 0 is its padding value broadcast to the result
// (mlir-hlo's PadEmptyTensor, DynamicPadEmptyTensor); a dynamic result's shape is computed as upstream's
// reifyReturnTypeShapes computes it. For mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @pad_empty_static
// CHECK-SAME: (%[[X:.*]]: tensor<5x0xf32>, %[[V:.*]]: tensor<f32>)
// CHECK-NEXT: %[[R0:.*]] = "mhlo.broadcast_in_dim"(%[[V]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<7x2xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.broadcast_in_dim %[[V]], dims = [] : (tensor<f32>) -> tensor<4x3xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @pad_empty_static(%x: tensor<5x0xf32>, %v: tensor<f32>) -> (tensor<7x2xf32>, tensor<4x3xf32>) {
  %0 = "mhlo.pad"(%x, %v) <{edge_padding_high = dense<1> : tensor<2xi64>, edge_padding_low = dense<1> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>}> : (tensor<5x0xf32>, tensor<f32>) -> tensor<7x2xf32>
  %1 = stablehlo.pad %x, %v, low = [0, 1], high = [-1, 2], interior = [0, 0] : (tensor<5x0xf32>, tensor<f32>) -> tensor<4x3xf32>
  func.return %0, %1 : tensor<7x2xf32>, tensor<4x3xf32>
}

// -----

// To a dynamic result: dim + max(dim - 1, 0) * interior + low + high, each dimension.
// CHECK-LABEL: func.func @pad_empty_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x0xf32>, %[[V:.*]]: tensor<f32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x0xf32>
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[D]], %[[C1]] : index
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[S]], %[[C0]] : index
// CHECK-NEXT: %[[I:.*]] = arith.muli %[[M]], %[[C2]] : index
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[D]], %[[I]] : index
// CHECK-NEXT: %[[E:.*]] = arith.addi %[[N]], %[[C2]] : index
// CHECK-NEXT: %[[SHAPE:.*]] = tensor.from_elements %[[E]], %[[C3]] : tensor<2xindex>
// CHECK-NEXT: %[[R:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[V]], %[[SHAPE]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>, tensor<2xindex>) -> tensor<?x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @pad_empty_dynamic(%x: tensor<?x0xf32>, %v: tensor<f32>) -> tensor<?x3xf32> {
  %0 = "mhlo.pad"(%x, %v) <{edge_padding_high = dense<[1, 2]> : tensor<2xi64>, edge_padding_low = dense<1> : tensor<2xi64>, interior_padding = dense<2> : tensor<2xi64>}> : (tensor<?x0xf32>, tensor<f32>) -> tensor<?x3xf32>
  func.return %0 : tensor<?x3xf32>
}

// -----

// A dynamic_pad: the same sizes from the padding tensors, in their element type.
// CHECK-LABEL: func.func @dynamic_pad_empty
// CHECK-SAME: (%[[X:.*]]: tensor<?x0xf32>, %[[V:.*]]: tensor<f32>, %[[LO:.*]]: tensor<2xi64>, %[[HI:.*]]: tensor<2xi64>, %[[IN:.*]]: tensor<2xi64>)
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[I0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[I1:.*]] = arith.constant 1 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[I0]] : tensor<?x0xf32>
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK-NEXT: %[[L0:.*]] = tensor.extract %[[LO]][%[[I0]]] : tensor<2xi64>
// CHECK-NEXT: %[[H0:.*]] = tensor.extract %[[HI]][%[[I0]]] : tensor<2xi64>
// CHECK-NEXT: %[[G0:.*]] = tensor.extract %[[IN]][%[[I0]]] : tensor<2xi64>
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[N]], %[[ONE]] : i64
// CHECK-NEXT: %[[SUB:.*]] = arith.subi %[[N]], %[[ONE]] : i64
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[LT]], %[[Z]], %[[SUB]] : i64
// CHECK-NEXT: %[[MUL:.*]] = arith.muli %[[G0]], %[[SEL]] : i64
// CHECK-NEXT: %[[A0:.*]] = arith.addi %[[MUL]], %[[N]] : i64
// CHECK-NEXT: %[[A1:.*]] = arith.addi %[[A0]], %[[L0]] : i64
// CHECK-NEXT: %[[E0:.*]] = arith.addi %[[A1]], %[[H0]] : i64
// CHECK-NEXT: %[[L1:.*]] = tensor.extract %[[LO]][%[[I1]]] : tensor<2xi64>
// CHECK-NEXT: %[[H1:.*]] = tensor.extract %[[HI]][%[[I1]]] : tensor<2xi64>
// CHECK-NEXT: %[[E1:.*]] = arith.addi %[[L1]], %[[H1]] : i64
// CHECK-NEXT: %[[SHAPE:.*]] = tensor.from_elements %[[E0]], %[[E1]] : tensor<2xi64>
// CHECK-NEXT: %[[R:.*]] = stablehlo.dynamic_broadcast_in_dim %[[V]], %[[SHAPE]], dims = [] : (tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_pad_empty(%x: tensor<?x0xf32>, %v: tensor<f32>, %lo: tensor<2xi64>, %hi: tensor<2xi64>, %in: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<?x0xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// An operand without an empty dimension keeps its pad.
// CHECK-LABEL: func.func @pad_not_empty
// CHECK-NEXT: stablehlo.pad
func.func @pad_not_empty(%x: tensor<2x1xf32>, %v: tensor<f32>) -> tensor<4x3xf32> {
  %0 = stablehlo.pad %x, %v, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<2x1xf32>, tensor<f32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}
