// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s

// Data-movement and shape ops: tensor slices, pads and reshapes, and generics that compute indices.

// A reshape that merges adjacent dims is one collapse_shape.
// CHECK-LABEL: func.func @reshape_collapse
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape_collapse(%a: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = mhlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  func.return %0 : tensor<6x4xf32>
}

// -----

// Size-1 dims join a group.
// CHECK-LABEL: func.func @reshape_expand_i1
// CHECK-NEXT: %[[R:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2]] output_shape [2, 1, 3] : tensor<6xi1> into tensor<2x1x3xi1>
// CHECK-NEXT: return %[[R]]
func.func @reshape_expand_i1(%a: tensor<6xi1>) -> tensor<2x1x3xi1> {
  %0 = stablehlo.reshape %a : (tensor<6xi1>) -> tensor<2x1x3xi1>
  func.return %0 : tensor<2x1x3xi1>
}

// -----

// Other reshapes go through 1-D.
// CHECK-LABEL: func.func @reshape_general_bf16
// CHECK-NEXT: %[[F:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<2x3xbf16> into tensor<6xbf16>
// CHECK-NEXT: %[[R:.*]] = tensor.expand_shape %[[F]] {{\[}}[0, 1]] output_shape [3, 2] : tensor<6xbf16> into tensor<3x2xbf16>
// CHECK-NEXT: return %[[R]]
func.func @reshape_general_bf16(%a: tensor<2x3xbf16>) -> tensor<3x2xbf16> {
  %0 = mhlo.reshape %a : (tensor<2x3xbf16>) -> tensor<3x2xbf16>
  func.return %0 : tensor<3x2xbf16>
}

// -----

// 0-d tensors: the reassociation is empty.
// CHECK-LABEL: func.func @reshape_0d
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} [] : tensor<1x1xf16> into tensor<f16>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %{{.*}} [] output_shape [1, 1] : tensor<i8> into tensor<1x1xi8>
// CHECK-NEXT: return %[[C]], %[[E]]
func.func @reshape_0d(%a: tensor<1x1xf16>, %b: tensor<i8>) -> (tensor<f16>, tensor<1x1xi8>) {
  %0 = mhlo.reshape %a : (tensor<1x1xf16>) -> tensor<f16>
  %1 = mhlo.reshape %b : (tensor<i8>) -> tensor<1x1xi8>
  func.return %0, %1 : tensor<f16>, tensor<1x1xi8>
}

// -----

// A `?` operand is collapsed and cast to the static element count (after the check of its `?` size,
// mhlo-to-linalg-shape-checks.mlir).
// CHECK-LABEL: func.func @reshape_dynamic_operand
// CHECK: cf.assert %{{.*}}, "'mhlo.reshape' op dimension 0 of operand #0 is not 2, which the result's 8 elements need"
// CHECK-NEXT: %[[F:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[F]] : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT: tensor.expand_shape %[[C]] {{\[}}[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
func.func @reshape_dynamic_operand(%a: tensor<?x4xf32>) -> tensor<2x4xf32> {
  %0 = mhlo.reshape %a : (tensor<?x4xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_reshape
// CHECK-SAME: (%[[A:.*]]: tensor<?xf64>, %[[S:.*]]: tensor<2xi64>)
// The output shape's checks come first (mhlo-to-linalg-shape-checks.mlir).
// CHECK: %[[R:.*]] = tensor.reshape %[[A]](%[[S]]) : (tensor<?xf64>, tensor<2xi64>) -> tensor<?x?xf64>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_reshape(%a: tensor<?xf64>, %s: tensor<2xi64>) -> tensor<?x?xf64> {
  %0 = mhlo.dynamic_reshape %a, %s : (tensor<?xf64>, tensor<2xi64>) -> tensor<?x?xf64>
  func.return %0 : tensor<?x?xf64>
}

// -----

// An unsigned shape: the sizes the checks read (arith.index_castui, zero-extended), not the shape's signless
// cast, which tensor.reshape would sign-extend (2**32 - 1 as -1).
// CHECK-LABEL: func.func @dynamic_reshape_unsigned
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<2xui32>)
// CHECK: %[[S0:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[S1:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: cf.assert
// CHECK: %[[SIZES:.*]] = tensor.from_elements %[[S0]], %[[S1]] : tensor<2xindex>
// CHECK-NEXT: %[[R:.*]] = tensor.reshape %[[A]](%[[SIZES]]) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_reshape_unsigned(%a: tensor<?xf32>, %s: tensor<2xui32>) -> tensor<?x?xf32> {
  %0 = mhlo.dynamic_reshape %a, %s : (tensor<?xf32>, tensor<2xui32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @slice_strided
// CHECK-NEXT: %[[R:.*]] = tensor.extract_slice %{{.*}}[1, 0] [2, 2] [2, 3] : tensor<5x4xf32> to tensor<2x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @slice_strided(%a: tensor<5x4xf32>) -> tensor<2x2xf32> {
  %0 = "mhlo.slice"(%a) {start_indices = dense<[1, 0]> : tensor<2xi64>, limit_indices = dense<[5, 4]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} : (tensor<5x4xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// A slice of a dynamic operand first checks that it lies inside (limit 2 <= size of dimension 0).
// CHECK-LABEL: func.func @slice_dynamic_operand_empty_result
// CHECK: cf.assert %{{.*}}, "'stablehlo.slice' op slices dimension 0 of operand #0 up to 2, beyond its size"
// CHECK-NEXT: tensor.extract_slice %{{.*}}[0, 1] [2, 0] [1, 1] : tensor<?x4xi8> to tensor<2x0xi8>
func.func @slice_dynamic_operand_empty_result(%a: tensor<?x4xi8>) -> tensor<2x0xi8> {
  %0 = stablehlo.slice %a [0:2, 1:1] : (tensor<?x4xi8>) -> tensor<2x0xi8>
  func.return %0 : tensor<2x0xi8>
}

// -----

// CHECK-LABEL: func.func @slice_0d
// CHECK-NEXT: tensor.extract_slice %{{.*}}[] [] [] : tensor<f32> to tensor<f32>
func.func @slice_0d(%a: tensor<f32>) -> tensor<f32> {
  %0 = "mhlo.slice"(%a) {start_indices = dense<> : tensor<0xi64>, limit_indices = dense<> : tensor<0xi64>, strides = dense<> : tensor<0xi64>} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// Start indices are clamped into [0, size - slice size], as XLA does.
// CHECK-LABEL: func.func @dynamic_slice
// CHECK-SAME: (%[[A:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<i32>, %[[J:.*]]: tensor<i32>)
// CHECK-NEXT: %[[IE:.*]] = tensor.extract %[[I]][] : tensor<i32>
// CHECK-NEXT: %[[II:.*]] = arith.index_cast %[[IE]] : i32 to index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[IMAX:.*]] = arith.maxsi %[[II]], %[[C0]] : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[IC:.*]] = arith.minsi %[[IMAX]], %[[C3]] : index
// CHECK-NEXT: %[[JE:.*]] = tensor.extract %[[J]][] : tensor<i32>
// CHECK-NEXT: %[[JI:.*]] = arith.index_cast %[[JE]] : i32 to index
// CHECK-NEXT: %[[JMAX:.*]] = arith.maxsi %[[JI]], %[[C0]] : index
// CHECK-NEXT: %[[JC:.*]] = arith.minsi %[[JMAX]], %[[C0]] : index
// CHECK-NEXT: %[[R:.*]] = tensor.extract_slice %[[A]][%[[IC]], %[[JC]]] [2, 4] [1, 1] : tensor<5x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_slice(%a: tensor<5x4xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x4xf32> {
  %0 = "mhlo.dynamic_slice"(%a, %i, %j) {slice_sizes = dense<[2, 4]> : tensor<2xi64>} : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// The upper bound of a `?` dim is computed from tensor.dim (after a run-time check that the slice fits).
// CHECK-LABEL: func.func @dynamic_slice_dynamic_operand
// CHECK-SAME: (%[[A:.*]]: tensor<?xbf16>, %[[I:.*]]: tensor<i32>)
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xbf16>
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_slice' op takes 2 elements of dimension 0 of operand #0, more than it has"
// CHECK-NOT: tensor.dim
// CHECK: %[[HIGH:.*]] = arith.subi %[[D]], %{{.*}} : index
// CHECK: %[[MAX:.*]] = arith.maxsi
// CHECK-NEXT: %[[START:.*]] = arith.minsi %[[MAX]], %[[HIGH]] : index
// CHECK-NEXT: tensor.extract_slice %[[A]][%[[START]]] [2] [1] : tensor<?xbf16> to tensor<2xbf16>
func.func @dynamic_slice_dynamic_operand(%a: tensor<?xbf16>, %i: tensor<i32>) -> tensor<2xbf16> {
  %0 = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<?xbf16>, tensor<i32>) -> tensor<2xbf16>
  func.return %0 : tensor<2xbf16>
}

// -----

// CHECK-LABEL: func.func @dynamic_update_slice
// CHECK-SAME: (%[[A:.*]]: tensor<5x4xi1>, %[[U:.*]]: tensor<2x4xi1>
// CHECK: %[[I:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK: %[[J:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[R:.*]] = tensor.insert_slice %[[U]] into %[[A]][%[[I]], %[[J]]] [2, 4] [1, 1] : tensor<2x4xi1> into tensor<5x4xi1>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_update_slice(%a: tensor<5x4xi1>, %u: tensor<2x4xi1>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<5x4xi1> {
  %0 = mhlo.dynamic_update_slice %a, %u, %i, %j : (tensor<5x4xi1>, tensor<2x4xi1>, tensor<i32>, tensor<i32>) -> tensor<5x4xi1>
  func.return %0 : tensor<5x4xi1>
}

// -----

// The update must fit (checked at run time); its start is clamped as for static sizes.
// CHECK-LABEL: func.func @dynamic_update_slice_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?xf64>, %[[U:.*]]: tensor<?xf64>, %[[I:.*]]: tensor<i64>)
// CHECK-DAG: %[[UD:.*]] = tensor.dim %[[U]], %{{.*}} : tensor<?xf64>
// CHECK-DAG: %[[AD:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xf64>
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_update_slice' op update (operand #1) is larger than operand #0 in dimension 0"
// CHECK: %[[HIGH:.*]] = arith.subi %[[AD]], %[[UD]] : index
// CHECK: %[[START:.*]] = arith.minsi %{{.*}}, %[[HIGH]] : index
// CHECK-NEXT: tensor.insert_slice %[[U]] into %[[A]][%[[START]]] [%[[UD]]] [1] : tensor<?xf64> into tensor<?xf64>
func.func @dynamic_update_slice_dynamic(%a: tensor<?xf64>, %u: tensor<?xf64>, %i: tensor<i64>) -> tensor<?xf64> {
  %0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<?xf64>, tensor<?xf64>, tensor<i64>) -> tensor<?xf64>
  func.return %0 : tensor<?xf64>
}

// -----

// Sizes are ceildiv(limit - start, stride) (unsigned: the checks before made limit - start >= 0 and stride > 0);
// each start is clamped to [0, size - slice size] as mlir-hlo does (a no-op once checked).
// CHECK-LABEL: func.func @real_dynamic_slice
// CHECK-COUNT-6: tensor.extract
// CHECK: %[[D0:.*]] = arith.subi
// CHECK-NEXT: %[[S0:.*]] = arith.ceildivui %[[D0]], %{{.*}} : index
// CHECK-NEXT: %[[D1:.*]] = arith.subi
// CHECK-NEXT: %[[S1:.*]] = arith.ceildivui %[[D1]], %{{.*}} : index
// CHECK-NEXT: %[[R0:.*]] = arith.subi %{{.*}}, %[[S0]] : index
// CHECK-NEXT: %[[L0:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[O0:.*]] = arith.minsi %[[L0]], %[[R0]] : index
// CHECK-NEXT: %[[R1:.*]] = arith.subi %{{.*}}, %[[S1]] : index
// CHECK-NEXT: %[[L1:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[O1:.*]] = arith.minsi %[[L1]], %[[R1]] : index
// CHECK-NEXT: tensor.extract_slice %{{.*}}[%[[O0]], %[[O1]]] [%[[S0]], %[[S1]]] [%{{.*}}, %{{.*}}] : tensor<5x4xf32> to tensor<?x?xf32>
func.func @real_dynamic_slice(%a: tensor<5x4xf32>, %s: tensor<2xi32>, %l: tensor<2xi32>, %t: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = mhlo.real_dynamic_slice %a, %s, %l, %t : (tensor<5x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<6x3xf32>
// CHECK-NEXT: %[[R0:.*]] = tensor.insert_slice %[[A]] into %[[E]][0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<6x3xf32>
// CHECK-NEXT: %[[R1:.*]] = tensor.insert_slice %[[B]] into %[[R0]][2, 0] [4, 3] [1, 1] : tensor<4x3xf32> into tensor<6x3xf32>
// CHECK-NEXT: return %[[R1]]
func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %0 = "mhlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  func.return %0 : tensor<6x3xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<2x?xi8>, %[[B:.*]]: tensor<2x?xi8>)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[DA:.*]] = tensor.dim %[[A]], %[[C1]] : tensor<2x?xi8>
// CHECK-NEXT: %[[DB:.*]] = tensor.dim %[[B]], %[[C1]] : tensor<2x?xi8>
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[DA]], %[[DB]] : index
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[SUM]]) : tensor<2x?xi8>
// CHECK-NEXT: %[[R0:.*]] = tensor.insert_slice %[[A]] into %[[E]][0, 0] [2, %[[DA]]] [1, 1]
// CHECK-NEXT: %[[R1:.*]] = tensor.insert_slice %[[B]] into %[[R0]][0, %[[DA]]] [2, %[[DB]]] [1, 1]
// CHECK-NEXT: return %[[R1]]
func.func @concatenate_dynamic(%a: tensor<2x?xi8>, %b: tensor<2x?xi8>) -> tensor<2x?xi8> {
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 1 : i64} : (tensor<2x?xi8>, tensor<2x?xi8>) -> tensor<2x?xi8>
  func.return %0 : tensor<2x?xi8>
}

// -----

// Edge padding is a tensor.pad yielding the padding value.
// CHECK-LABEL: func.func @pad_edges
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>, %[[V:.*]]: tensor<f32>)
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[V]][] : tensor<f32>
// CHECK-NEXT: %[[R:.*]] = tensor.pad %[[A]] low[1, 0] high[2, 1] {
// CHECK-NEXT: ^{{.*}}(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT: tensor.yield %[[X]] : f32
// CHECK-NEXT: } : tensor<3x4xf32> to tensor<6x5xf32>
// CHECK-NEXT: return %[[R]]
func.func @pad_edges(%a: tensor<3x4xf32>, %v: tensor<f32>) -> tensor<6x5xf32> {
  %0 = "mhlo.pad"(%a, %v) {edge_padding_low = dense<[1, 0]> : tensor<2xi64>, edge_padding_high = dense<[2, 1]> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x5xf32>
  func.return %0 : tensor<6x5xf32>
}

// -----

// Interior padding: a strided insert_slice into the filled result; a negative edge cuts.
// CHECK-LABEL: func.func @pad_interior_negative
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xi8>, %[[V:.*]]: tensor<i8>)
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[V]][] : tensor<i8>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<5x4xi8>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[X]] : i8) outs(%[[E]] : tensor<5x4xi8>) -> tensor<5x4xi8>
// CHECK-NEXT: %[[P:.*]] = tensor.insert_slice %[[A]] into %[[F]][0, 0] [3, 4] [2, 1] : tensor<3x4xi8> into tensor<5x4xi8>
// CHECK-NEXT: %[[R:.*]] = tensor.extract_slice %[[P]][0, 1] [5, 3] [1, 1] : tensor<5x4xi8> to tensor<5x3xi8>
// CHECK-NEXT: return %[[R]]
func.func @pad_interior_negative(%a: tensor<3x4xi8>, %v: tensor<i8>) -> tensor<5x3xi8> {
  %0 = "mhlo.pad"(%a, %v) {edge_padding_low = dense<[0, -1]> : tensor<2xi64>, edge_padding_high = dense<[0, 0]> : tensor<2xi64>, interior_padding = dense<[1, 0]> : tensor<2xi64>} : (tensor<3x4xi8>, tensor<i8>) -> tensor<5x3xi8>
  func.return %0 : tensor<5x3xi8>
}

// -----

// A one-element dimension has no gaps: stride 1, whatever its interior padding (INT64_MAX + 1 was
// INT64_MIN, the dynamic marker, in the static strides).
// CHECK-LABEL: func.func @pad_interior_of_one_element
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 1] [1, 3] [1, 2] : tensor<1x3xf32> into tensor<2x7xf32>
func.func @pad_interior_of_one_element(%a: tensor<1x3xf32>, %v: tensor<f32>) -> tensor<2x7xf32> {
  %0 = "mhlo.pad"(%a, %v) {edge_padding_low = dense<[0, 1]> : tensor<2xi64>, edge_padding_high = dense<[1, 1]> : tensor<2xi64>, interior_padding = dense<[9223372036854775807, 1]> : tensor<2xi64>} : (tensor<1x3xf32>, tensor<f32>) -> tensor<2x7xf32>
  func.return %0 : tensor<2x7xf32>
}

// -----

// The verifier takes any size for a `?` result dimension; no index holds this one.
func.func @pad_larger_than_an_index(%a: tensor<2xf32>, %v: tensor<f32>) -> tensor<?xf32> {
  // expected-error@+1 {{'mhlo.pad' op padded size of dimension 0 is larger than 9223372036854775807}}
  %0 = "mhlo.pad"(%a, %v) {edge_padding_low = dense<0> : tensor<1xi64>, edge_padding_high = dense<0> : tensor<1xi64>, interior_padding = dense<9223372036854775807> : tensor<1xi64>} : (tensor<2xf32>, tensor<f32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @pad_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf16>, %[[V:.*]]: tensor<f16>)
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x4xf16>
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[SIZE:.*]] = arith.addi %[[D]], %[[C3]] : index
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[A]] low[1, 0] high[2, 1]
// CHECK: } : tensor<?x4xf16> to tensor<?x5xf16>
// CHECK-NEXT: %[[R:.*]] = tensor.extract_slice %[[P]][0, 1] [%[[SIZE]], 4] [1, 1] : tensor<?x5xf16> to tensor<?x4xf16>
// CHECK-NEXT: return %[[R]]
func.func @pad_dynamic(%a: tensor<?x4xf16>, %v: tensor<f16>) -> tensor<?x4xf16> {
  %0 = "stablehlo.pad"(%a, %v) {edge_padding_low = array<i64: 1, -1>, edge_padding_high = array<i64: 2, 1>, interior_padding = array<i64: 0, 0>} : (tensor<?x4xf16>, tensor<f16>) -> tensor<?x4xf16>
  func.return %0 : tensor<?x4xf16>
}

// -----

// Run-time paddings: fill, strided insert at max(low, 0), cut max(-low, 0) and max(-high, 0).
// CHECK-LABEL: func.func @dynamic_pad
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32>, %[[V:.*]]: tensor<f32>, %[[L:.*]]: tensor<1xi32>, %[[H:.*]]: tensor<1xi32>, %[[I:.*]]: tensor<1xi32>)
// CHECK: %[[LOW:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[HIGH:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[INNER:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[X:.*]] = tensor.extract %[[V]][] : tensor<f32>
// CHECK-NEXT: %[[GROW_LOW:.*]] = arith.maxsi %[[LOW]], %{{.*}} : index
// CHECK: %[[E:.*]] = tensor.empty(%[[SIZE:.*]]) : tensor<?xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[E]] : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %[[STRIDE:.*]] = arith.addi %[[INNER]], %{{.*}} : index
// CHECK-NEXT: %[[P:.*]] = tensor.insert_slice %[[A]] into %[[F]][%[[GROW_LOW]]] [%{{.*}}] [%[[STRIDE]]] : tensor<?xf32> into tensor<?xf32>
// CHECK: %[[R:.*]] = tensor.extract_slice %[[P]][%{{.*}}] [%{{.*}}] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_pad(%a: tensor<?xf32>, %v: tensor<f32>, %l: tensor<1xi32>, %h: tensor<1xi32>, %i: tensor<1xi32>) -> tensor<?xf32> {
  %0 = "mhlo.dynamic_pad"(%a, %v, %l, %h, %i) : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// Unsigned data and padding value are padded as signless (as the static pad): no linalg.fill of a ui8.
// CHECK-LABEL: func.func @dynamic_pad_ui8
// CHECK-SAME: (%[[A:.*]]: tensor<3xui8>, %[[V:.*]]: tensor<ui8>,
// CHECK-DAG: %[[SV:.*]] = builtin.unrealized_conversion_cast %[[V]] : tensor<ui8> to tensor<i8>
// CHECK-DAG: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<3xui8> to tensor<3xi8>
// CHECK: %[[X:.*]] = tensor.extract %[[SV]][] : tensor<i8>
// CHECK: linalg.fill ins(%[[X]] : i8) outs(%{{.*}} : tensor<?xi8>) -> tensor<?xi8>
// CHECK: tensor.insert_slice %[[SA]] into
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}} : tensor<?xi8> to tensor<?xi8>
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[S]] : tensor<?xi8> to tensor<?xui8>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_pad_ui8(%a: tensor<3xui8>, %v: tensor<ui8>, %l: tensor<1xi64>, %h: tensor<1xi64>, %i: tensor<1xi64>) -> tensor<?xui8> {
  %0 = "mhlo.dynamic_pad"(%a, %v, %l, %h, %i) : (tensor<3xui8>, tensor<ui8>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xui8>
  func.return %0 : tensor<?xui8>
}

// -----

// A static reversed dim is read through `3 - d1`.
// CHECK-LABEL: func.func @reverse
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, -d1 + 3)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<3x4xf32>) outs(%[[E]] : tensor<3x4xf32>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[X]] : f32
func.func @reverse(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "mhlo.reverse"(%a) {dimensions = dense<[1]> : tensor<1xi64>} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// A `?` reversed dim is read with tensor.extract at size - 1 - index.
// CHECK-LABEL: func.func @reverse_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?xi1>)
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xi1>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xi1>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%[[E]] : tensor<?xi1>)
// CHECK: %[[LAST:.*]] = arith.subi %[[D]], %{{.*}} : index
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = arith.subi %[[LAST]], %[[I]] : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[A]][%[[J]]] : tensor<?xi1>
// CHECK-NEXT: linalg.yield %[[X]] : i1
func.func @reverse_dynamic(%a: tensor<?xi1>) -> tensor<?xi1> {
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0>} : (tensor<?xi1>) -> tensor<?xi1>
  func.return %0 : tensor<?xi1>
}

// -----

// A float iota converts the index from an integer of the float's width, as mlir-hlo.
// CHECK-LABEL: func.func @iota_f32
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%[[E]] : tensor<3x4xf32>)
// CHECK-NEXT: ^{{.*}}(%{{.*}}: f32):
// CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[N]] : i32 to f32
// CHECK-NEXT: linalg.yield %[[F]] : f32
func.func @iota_f32() -> tensor<3x4xf32> {
  %0 = "mhlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// Beyond mlir-hlo: an index that might not fit the float's width (a size over 2^15 for f16; a `?` size that
// the shape's element type lets exceed it: i32 for f16, ui32 or index for f32) converts from i64, so that it
// does not wrap. A `?` size from an i32 shape is at most 2^31 - 1: an f32 iota of it converts from i32, as
// mlir-hlo's.
// CHECK-LABEL: func.func @iota_f16_long
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: arith.sitofp %{{.*}} : i64 to f16
// CHECK-LABEL: func.func @iota_f16_short
// CHECK: arith.index_cast %{{.*}} : index to i16
// CHECK-NEXT: arith.sitofp %{{.*}} : i16 to f16
// CHECK-LABEL: func.func @dynamic_iota_f32
// CHECK: arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: arith.sitofp %{{.*}} : i32 to f32
// CHECK-LABEL: func.func @dynamic_iota_f32_of_ui32_shape
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: arith.sitofp %{{.*}} : i64 to f32
// CHECK-LABEL: func.func @dynamic_iota_f32_of_index_shape
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: arith.sitofp %{{.*}} : i64 to f32
// CHECK-LABEL: func.func @dynamic_iota_f16_of_i32_shape
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: arith.sitofp %{{.*}} : i64 to f16
// CHECK-LABEL: func.func @dynamic_iota_f16_of_i16_shape
// CHECK: arith.index_cast %{{.*}} : index to i16
// CHECK-NEXT: arith.sitofp %{{.*}} : i16 to f16
func.func @iota_f16_long() -> tensor<40000xf16> {
  %0 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<40000xf16>
  func.return %0 : tensor<40000xf16>
}
func.func @iota_f16_short() -> tensor<32768xf16> {
  %0 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<32768xf16>
  func.return %0 : tensor<32768xf16>
}
func.func @dynamic_iota_f32(%s: tensor<1xi32>) -> tensor<?xf32> {
  %0 = "mhlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xi32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
func.func @dynamic_iota_f32_of_ui32_shape(%s: tensor<1xui32>) -> tensor<?xf32> {
  %0 = "mhlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xui32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
func.func @dynamic_iota_f32_of_index_shape(%s: tensor<1xindex>) -> tensor<?xf32> {
  %0 = "mhlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xindex>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
func.func @dynamic_iota_f16_of_i32_shape(%s: tensor<1xi32>) -> tensor<?xf16> {
  %0 = "mhlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xi32>) -> tensor<?xf16>
  func.return %0 : tensor<?xf16>
}
func.func @dynamic_iota_f16_of_i16_shape(%s: tensor<1xi16>) -> tensor<?xf16> {
  %0 = "mhlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xi16>) -> tensor<?xf16>
  func.return %0 : tensor<?xf16>
}

// -----

// CHECK-LABEL: func.func @iota_i8
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[I]] : index to i8
// CHECK-NEXT: linalg.yield %[[N]] : i8
func.func @iota_i8() -> tensor<5xi8> {
  %0 = stablehlo.iota dim = 0 : tensor<5xi8>
  func.return %0 : tensor<5xi8>
}

// -----

// The shape operand's sizes are checked at run time: a `?` one is not negative, a static one is the result type's.
// CHECK-LABEL: func.func @dynamic_iota
// CHECK-SAME: (%[[S:.*]]: tensor<2xi32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[S]][%[[C0]]] : tensor<2xi32>
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK-NEXT: %[[NN:.*]] = arith.cmpi sge, %[[N]], %[[C0]] : index
// CHECK-NEXT: cf.assert %[[NN]], "'mhlo.dynamic_iota' op output shape (operand #0) has a negative size in dimension 0"
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[Y:.*]] = tensor.extract %[[S]][%[[C1]]] : tensor<2xi32>
// CHECK-NEXT: %[[M:.*]] = arith.index_cast %[[Y]] : i32 to index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[M]], %[[C4]] : index
// CHECK-NEXT: cf.assert %[[EQ]], "'mhlo.dynamic_iota' op output shape (operand #0) differs from the result type in dimension 1 (expected 4)"
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x4xf64>
// CHECK-NEXT: linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<?x4xf64>)
// CHECK: arith.sitofp %{{.*}} : i64 to f64
func.func @dynamic_iota(%s: tensor<2xi32>) -> tensor<?x4xf64> {
  %0 = "mhlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<2xi32>) -> tensor<?x4xf64>
  func.return %0 : tensor<?x4xf64>
}

// -----

// Unsigned elements are computed signless and cast back.
// CHECK-LABEL: func.func @iota_ui16
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x3xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%[[E]] : tensor<2x3xi16>)
// CHECK-NEXT: ^{{.*}}(%{{.*}}: i16):
// CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[I]] : index to i16
// CHECK-NEXT: linalg.yield %[[N]] : i16
// CHECK-NEXT: } -> tensor<2x3xi16>
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[G]] : tensor<2x3xi16> to tensor<2x3xui16>
// CHECK-NEXT: return %[[R]] : tensor<2x3xui16>
func.func @iota_ui16() -> tensor<2x3xui16> {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xui16>
  func.return %0 : tensor<2x3xui16>
}

// -----

// A complex iota counts in the real part; the imaginary part is 0.
// CHECK-LABEL: func.func @iota_complex
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xcomplex<f64>>
// CHECK-NEXT: linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<4xcomplex<f64>>)
// CHECK-NEXT: ^{{.*}}(%{{.*}}: complex<f64>):
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[RE:.*]] = arith.sitofp %[[N]] : i64 to f64
// CHECK-NEXT: %[[IM:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %[[C:.*]] = complex.create %[[RE]], %[[IM]] : complex<f64>
// CHECK-NEXT: linalg.yield %[[C]] : complex<f64>
func.func @iota_complex() -> tensor<4xcomplex<f64>> {
  %0 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xcomplex<f64>>
  func.return %0 : tensor<4xcomplex<f64>>
}

// -----

// An unsigned shape operand is zero-extended.
// CHECK-LABEL: func.func @dynamic_iota_ui64
// CHECK-SAME: (%[[S:.*]]: tensor<1xui32>)
// CHECK-NEXT: %[[SL:.*]] = builtin.unrealized_conversion_cast %[[S]] : tensor<1xui32> to tensor<1xi32>
// CHECK: %[[X:.*]] = tensor.extract %[[SL]]
// CHECK-NEXT: %[[N:.*]] = arith.index_castui %[[X]] : i32 to index
// CHECK: cf.assert
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<?xi64>)
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK: %[[R:.*]] = builtin.unrealized_conversion_cast %[[G]] : tensor<?xi64> to tensor<?xui64>
// CHECK-NEXT: return %[[R]] : tensor<?xui64>
func.func @dynamic_iota_ui64(%s: tensor<1xui32>) -> tensor<?xui64> {
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xui32>) -> tensor<?xui64>
  func.return %0 : tensor<?xui64>
}

// -----

// CHECK-LABEL: func.func @get_dimension_size
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[D]] : index to i32
// CHECK-NEXT: %[[R0:.*]] = tensor.from_elements %[[N]] : tensor<i32>
// CHECK-NEXT: %[[R1:.*]] = arith.constant dense<4> : tensor<i32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @get_dimension_size(%a: tensor<?x4xf32>) -> (tensor<i32>, tensor<i32>) {
  %0 = "mhlo.get_dimension_size"(%a) {dimension = 0 : i64} : (tensor<?x4xf32>) -> tensor<i32>
  %1 = "mhlo.get_dimension_size"(%a) {dimension = 1 : i64} : (tensor<?x4xf32>) -> tensor<i32>
  func.return %0, %1 : tensor<i32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x4xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<3x?x4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[A]] : tensor<?x4xf32>) outs(%[[E]] : tensor<3x?x4xf32>)
func.func @broadcast(%a: tensor<?x4xf32>) -> tensor<3x?x4xf32> {
  %0 = "mhlo.broadcast"(%a) {broadcast_sizes = dense<[3]> : tensor<1xi64>} : (tensor<?x4xf32>) -> tensor<3x?x4xf32>
  func.return %0 : tensor<3x?x4xf32>
}

// -----

// A static size-1 operand dim is read at 0.
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim
// CHECK-SAME: (%[[A:.*]]: tensor<1x4xf32>, %[[S:.*]]: tensor<3xi64>)
// CHECK-COUNT-3: tensor.extract %[[S]]
// CHECK: %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<?x?x?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[A]] : tensor<1x4xf32>) outs(%[[E]] : tensor<?x?x?xf32>)
func.func @dynamic_broadcast_in_dim(%a: tensor<1x4xf32>, %s: tensor<3xi64>) -> tensor<?x?x?xf32> {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>} : (tensor<1x4xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

// Whether a `?` operand dim expands is decided at run time, after a check that it is 1 or the result's size.
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_run_time
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<2xi32>)
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_broadcast_in_dim' op output shape (operand #1) has a negative size in dimension 0"
// CHECK: %[[N1:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_broadcast_in_dim' op output shape (operand #1) has a negative size in dimension 1"
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xf32>
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[D]], %[[N1]] : index
// CHECK-NEXT: %[[IS1:.*]] = arith.cmpi eq, %[[D]], %{{.*}} : index
// CHECK-NEXT: %[[OK:.*]] = arith.ori %[[SAME]], %[[IS1]] : i1
// CHECK-NEXT: cf.assert %[[OK]], "'stablehlo.dynamic_broadcast_in_dim' op dimension 0 of operand #0 is neither 1 nor the size of result dimension 1"
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic
// CHECK: %[[ONE:.*]] = arith.cmpi eq, %[[D]], %{{.*}} : index
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[J:.*]] = arith.select %[[ONE]], %{{.*}}, %[[I]] : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[A]][%[[J]]] : tensor<?xf32>
// CHECK-NEXT: linalg.yield %[[X]] : f32
func.func @dynamic_broadcast_in_dim_run_time(%a: tensor<?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// Known non-expanding dims are read through the map (checked to be the result's size).
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_known
// CHECK: cf.assert %{{.*}}, "'mhlo.dynamic_broadcast_in_dim' op dimension 0 of operand #0 differs from result dimension 1 (known_nonexpanding_dimensions)"
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
func.func @dynamic_broadcast_in_dim_known(%a: tensor<?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = dense<1> : tensor<1xi64>, known_nonexpanding_dimensions = dense<0> : tensor<1xi64>} : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_in_dim_dynamic_operand
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<2x3xf32>)
// CHECK: arith.select
// CHECK: tensor.extract
func.func @broadcast_in_dim_dynamic_operand(%a: tensor<?xf32>) -> tensor<2x3xf32> {
  %0 = "mhlo.broadcast_in_dim"(%a) {broadcast_dimensions = dense<[1]> : tensor<1xi64>} : (tensor<?xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// broadcast_in_dim only moves elements: unsigned ones on signless elements between casts (as mlir-hlo's type
// converter makes them), complex ones as they are.
// CHECK-LABEL: func.func @broadcast_in_dim_ui8
// CHECK-SAME: (%[[A:.*]]: tensor<1x4xui8>, %[[B:.*]]: tensor<complex<f32>>)
// CHECK-NEXT: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<1x4xui8> to tensor<1x4xi8>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<3x2x4xi8>
// CHECK-NEXT: %[[S0:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[SA]] : tensor<1x4xi8>) outs(%[[E]] : tensor<3x2x4xi8>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT: linalg.yield %[[X]] : i8
// CHECK: %[[R0:.*]] = builtin.unrealized_conversion_cast %[[S0]] : tensor<3x2x4xi8> to tensor<3x2x4xui8>
// CHECK: %[[F:.*]] = tensor.empty() : tensor<2xcomplex<f32>>
// CHECK-NEXT: %[[R1:.*]] = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[B]] : tensor<complex<f32>>) outs(%[[F]] : tensor<2xcomplex<f32>>)
// CHECK: return %[[R0]], %[[R1]]
func.func @broadcast_in_dim_ui8(%a: tensor<1x4xui8>, %b: tensor<complex<f32>>) -> (tensor<3x2x4xui8>, tensor<2xcomplex<f32>>) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<1x4xui8>) -> tensor<3x2x4xui8>
  %1 = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
  func.return %0, %1 : tensor<3x2x4xui8>, tensor<2xcomplex<f32>>
}

// -----

// A `?` size of the transposed operand sizes the init.
// CHECK-LABEL: func.func @transpose_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D0:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x3xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D0]]) : tensor<3x?xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]] : tensor<?x3xf32>) outs(%[[E]] : tensor<3x?xf32>)
// CHECK: return %[[R]] : tensor<3x?xf32>
func.func @transpose_dynamic(%a: tensor<?x3xf32>) -> tensor<3x?xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x?xf32>
  func.return %0 : tensor<3x?xf32>
}

// -----

// A result more static than the operand: the size is checked, then the transpose is cast (on signless
// elements, between casts).
// CHECK-LABEL: func.func @transpose_to_a_static_size
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xui32>)
// CHECK-NEXT: %[[S:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<?x?xui32> to tensor<?x?xi32>
// CHECK: cf.assert %{{.*}}, "'stablehlo.transpose' op operand #0 and the result type differ in size in dimension 1 (result dimension 0) (expected 5)"
// CHECK: %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xi32>
// CHECK-NEXT: %[[T:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<?x?xi32>) outs(%[[E]] : tensor<?x?xi32>)
// CHECK: %[[C:.*]] = tensor.cast %[[T]] : tensor<?x?xi32> to tensor<5x?xi32>
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[C]] : tensor<5x?xi32> to tensor<5x?xui32>
// CHECK-NEXT: return %[[R]] : tensor<5x?xui32>
func.func @transpose_to_a_static_size(%a: tensor<?x?xui32>) -> tensor<5x?xui32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x?xui32>) -> tensor<5x?xui32>
  func.return %0 : tensor<5x?xui32>
}

// -----

// Complex elements too: a generic reads the operand through the permutation.
// CHECK-LABEL: func.func @transpose_complex
// CHECK-SAME: (%[[A:.*]]: tensor<2x?x4xcomplex<f32>>)
// CHECK: %[[D1:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<2x?x4xcomplex<f32>>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D1]]) : tensor<4x2x?xcomplex<f32>>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[A]] : tensor<2x?x4xcomplex<f32>>) outs(%[[E]] : tensor<4x2x?xcomplex<f32>>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: complex<f32>, %{{.*}}: complex<f32>):
// CHECK-NEXT: linalg.yield %[[X]] : complex<f32>
func.func @transpose_complex(%a: tensor<2x?x4xcomplex<f32>>) -> tensor<4x2x?xcomplex<f32>> {
  %0 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<2x?x4xcomplex<f32>>) -> tensor<4x2x?xcomplex<f32>>
  func.return %0 : tensor<4x2x?xcomplex<f32>>
}

// -----

// Row gather: the start index is read, clamped, and the row read at it.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[A:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<3xi32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%[[E]] : tensor<3x4xf32>)
// CHECK-NEXT: ^{{.*}}(%{{.*}}: f32):
// CHECK-NEXT: %[[B:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[S:.*]] = tensor.extract %[[I]][%[[B]]] : tensor<3xi32>
// CHECK-NEXT: %[[SI:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[MAX:.*]] = arith.maxsi %[[SI]], %[[C0]] : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.minsi %[[MAX]], %[[C4]] : index
// CHECK-NEXT: %[[COL:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[A]][%[[ROW]], %[[COL]]] : tensor<5x4xf32>
// CHECK-NEXT: linalg.yield %[[X]] : f32
func.func @gather(%a: tensor<5x4xf32>, %i: tensor<3xi32>) -> tensor<3x4xf32> {
  %0 = "mhlo.gather"(%a, %i) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 4]> : tensor<2xi64>} : (tensor<5x4xf32>, tensor<3xi32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// Batching dims take the batch index.
// CHECK-LABEL: func.func @gather_batching
// CHECK-SAME: (%[[A:.*]]: tensor<2x5xi8>, %[[I:.*]]: tensor<2x3x1xi64>)
// CHECK: %[[B0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[B1:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = tensor.extract %[[I]][%[[B0]], %[[B1]], %[[C0]]] : tensor<2x3x1xi64>
// CHECK: %[[S:.*]] = arith.minsi
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[A]][%[[B0]], %[[S]]] : tensor<2x5xi8>
// CHECK-NEXT: linalg.yield %[[X]] : i8
func.func @gather_batching(%a: tensor<2x5xi8>, %i: tensor<2x3x1xi64>) -> tensor<2x3xi8> {
  %0 = "stablehlo.gather"(%a, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xi8>, tensor<2x3x1xi64>) -> tensor<2x3xi8>
  func.return %0 : tensor<2x3xi8>
}

// -----

// The index tensor is an input of the generic; the operand is read at the clamped index.
// CHECK-LABEL: func.func @torch_index_select
// CHECK-SAME: (%[[A:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<2xi32>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[I]] : tensor<2xi32>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT: %[[XI:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK: %[[J:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[R:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[V:.*]] = tensor.extract %[[A]][%[[R]], %[[J]]] : tensor<5x4xf32>
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @torch_index_select(%a: tensor<5x4xf32>, %i: tensor<2xi32>) -> tensor<5x2xf32> {
  %0 = "mhlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<5x4xf32>, tensor<2xi32>) -> tensor<5x2xf32>
  func.return %0 : tensor<5x2xf32>
}

// -----

// Scatter: loops over the updates; a window that does not fit is skipped;
// the update computation is inlined as scalar ops on the elements.
// CHECK-LABEL: func.func @scatter_add
// CHECK-SAME: (%[[A:.*]]: tensor<5x3xf32>, %[[I:.*]]: tensor<2x1xi32>, %[[U:.*]]: tensor<2x3xf32>)
// CHECK: %[[R:.*]] = scf.for %[[B:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC0:.*]] = %[[A]]) -> (tensor<5x3xf32>) {
// CHECK: scf.for %[[W:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ACC0]]) -> (tensor<5x3xf32>) {
// CHECK: %[[S:.*]] = tensor.extract %[[I]][%[[B]], %{{.*}}] : tensor<2x1xi32>
// CHECK-NEXT: %[[ROW:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[LOW:.*]] = arith.cmpi sge, %[[ROW]], %{{.*}} : index
// CHECK: %[[HIGH:.*]] = arith.cmpi sle, %[[ROW]], %{{.*}} : index
// CHECK-NEXT: %[[FITS:.*]] = arith.andi %[[LOW]], %[[HIGH]] : i1
// CHECK-NEXT: scf.if %[[FITS]] -> (tensor<5x3xf32>) {
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[ACC]][%[[ROW]], %[[W]]] : tensor<5x3xf32>
// CHECK-NEXT: %[[Y:.*]] = tensor.extract %[[U]][%[[B]], %[[W]]] : tensor<2x3xf32>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[NEW:.*]] = tensor.insert %[[SUM]] into %[[ACC]][%[[ROW]], %[[W]]] : tensor<5x3xf32>
// CHECK-NEXT: scf.yield %[[NEW]] : tensor<5x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ACC]] : tensor<5x3xf32>
// CHECK: return %[[R]]
func.func @scatter_add(%a: tensor<5x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<5x3xf32> {
  %0 = "mhlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = mhlo.add %x, %y : tensor<f32>
    mhlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

// Unsigned operand and updates: scattered as their signless casts, the update computation inlined as
// `arith.maxui` (not cloned on rank-0 tensors); the unsigned indices zero-extended; the result cast back.
// CHECK-LABEL: func.func @scatter_unsigned_max
// CHECK-SAME: (%[[A:.*]]: tensor<5xui32>, %[[I:.*]]: tensor<3x1xui32>, %[[U:.*]]: tensor<3xui32>)
// CHECK-DAG: %[[SU:.*]] = builtin.unrealized_conversion_cast %[[U]] : tensor<3xui32> to tensor<3xi32>
// CHECK-DAG: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<5xui32> to tensor<5xi32>
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[SA]]) -> (tensor<5xi32>) {
// CHECK-NOT: tensor.from_elements
// CHECK: arith.index_castui %{{.*}} : i32 to index
// CHECK-NOT: tensor.from_elements
// CHECK: %[[Y:.*]] = tensor.extract %[[SU]][%{{.*}}] : tensor<3xi32>
// CHECK-NEXT: arith.maxui %{{.*}}, %[[Y]] : i32
// CHECK-NOT: tensor.from_elements
// CHECK: %[[C:.*]] = builtin.unrealized_conversion_cast %[[R]] : tensor<5xi32> to tensor<5xui32>
// CHECK: return %[[C]]
func.func @scatter_unsigned_max(%a: tensor<5xui32>, %i: tensor<3x1xui32>, %u: tensor<3xui32>) -> tensor<5xui32> {
  %0 = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<ui32>, %y: tensor<ui32>):
    %s = stablehlo.maximum %x, %y : tensor<ui32>
    stablehlo.return %s : tensor<ui32>
  }) : (tensor<5xui32>, tensor<3x1xui32>, tensor<3xui32>) -> tensor<5xui32>
  func.return %0 : tensor<5xui32>
}

// -----

// Sort: insertion sort of the runs of 16 (an scf.while moves each element left past the elements it is less
// than), then a merge sort of each row with a scratch tensor per operand: round r merges the runs of 16 * 4^r
// of the operands into the scratch, then the runs of 2 * 16 * 4^r back. A pair of runs is merged from both
// ends: an odd element from the front, then the front (the right element taken where the comparator, on
// right and left, says it is less, while the right run lasts) and the back (the left element taken where
// the right one is less, or the right run is used up) at once; where they do not meet, the front merges again.
// CHECK-LABEL: func.func @sort_keys_values
// CHECK-SAME: (%[[K:.*]]: tensor<20xi32>, %[[V:.*]]: tensor<20xbf16>)
// CHECK-DAG: %[[SK:.*]] = tensor.empty() : tensor<20xi32>
// CHECK-DAG: %[[SV:.*]] = tensor.empty() : tensor<20xbf16>
// CHECK: %[[RUNS:.*]]:2 = scf.for %[[LO:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[K]], %{{.*}} = %[[V]])
// CHECK: scf.for %[[T:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: %[[X:.*]] = tensor.extract %{{.*}}[%[[T]]] : tensor<20xi32>
// CHECK: scf.while (%[[AT:.*]] = %[[T]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (index, tensor<20xi32>, tensor<20xbf16>) -> (index, tensor<20xi32>, tensor<20xbf16>) {
// CHECK: %[[PREV:.*]] = arith.maxsi %{{.*}}, %[[LO]] : index
// CHECK: %[[Y:.*]] = tensor.extract %{{.*}}[%[[PREV]]] : tensor<20xi32>
// CHECK: %[[XY:.*]] = arith.cmpi sgt, %[[X]], %[[Y]] : i32
// CHECK: %[[ABOVE:.*]] = arith.cmpi sgt, %[[AT]], %[[LO]] : index
// CHECK: %[[GO:.*]] = arith.andi %[[ABOVE]], %[[XY]] : i1
// CHECK: scf.condition(%[[GO]])
// CHECK: } do {
// CHECK: %[[DOWN:.*]] = arith.subi
// CHECK: tensor.extract %{{.*}}[%[[DOWN]]] : tensor<20xi32>
// CHECK: tensor.insert
// CHECK: tensor.extract %{{.*}}[%[[DOWN]]] : tensor<20xbf16>
// CHECK: tensor.insert
// CHECK: %[[R:.*]]:4 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[KS:.*]] = %[[RUNS]]#0, %[[VS:.*]] = %[[RUNS]]#1, %{{.*}} = %[[SK]], %{{.*}} = %[[SV]]) -> (tensor<20xi32>, tensor<20xbf16>, tensor<20xi32>, tensor<20xbf16>) {
// CHECK: %[[W:.*]] = arith.shli
// CHECK: %[[P1:.*]]:2 = scf.for %[[LO:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: %[[MID:.*]] = arith.minsi
// CHECK: %[[HI:.*]] = arith.minsi
// CHECK: %[[ODD:.*]]:4 = scf.for
// CHECK: %[[BOTH:.*]]:6 = scf.for %[[POS:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[I:.*]] = %[[ODD]]#0, %[[J:.*]] = %[[ODD]]#1, %[[BI:.*]] = %{{.*}}, %[[BJ:.*]] = %{{.*}}, %[[DK:.*]] = %[[ODD]]#2, %[[DV:.*]] = %[[ODD]]#3) -> (index, index, index, index, tensor<20xi32>, tensor<20xbf16>) {
// CHECK-NEXT: %[[KI:.*]] = tensor.extract %[[KS]][%[[I]]] : tensor<20xi32>
// CHECK-NEXT: %[[VI:.*]] = tensor.extract %[[VS]][%[[I]]] : tensor<20xbf16>
// CHECK-NEXT: %[[JC:.*]] = arith.minsi %[[J]]
// CHECK-NEXT: %[[KJ:.*]] = tensor.extract %[[KS]][%[[JC]]] : tensor<20xi32>
// CHECK-NEXT: %[[VJ:.*]] = tensor.extract %[[VS]][%[[JC]]] : tensor<20xbf16>
// CHECK-NEXT: %[[LESS:.*]] = arith.cmpi sgt, %[[KJ]], %[[KI]] : i32
// CHECK-NEXT: %[[RIGHT_LIVE:.*]] = arith.cmpi slt, %[[J]], %[[HI]] : index
// CHECK-NEXT: %[[TAKE:.*]] = arith.andi %[[RIGHT_LIVE]], %[[LESS]] : i1
// CHECK-NEXT: %[[EK:.*]] = arith.select %[[TAKE]], %[[KJ]], %[[KI]] : i32
// CHECK-NEXT: %[[FK:.*]] = tensor.insert %[[EK]] into %[[DK]][%[[POS]]] : tensor<20xi32>
// CHECK-NEXT: %[[EV:.*]] = arith.select %[[TAKE]], %[[VJ]], %[[VI]] : bf16
// CHECK-NEXT: %[[FV:.*]] = tensor.insert %[[EV]] into %[[DV]][%[[POS]]] : tensor<20xbf16>
// CHECK: %[[BACK:.*]] = arith.subi %{{.*}}, %[[POS]] : index
// CHECK-NEXT: %[[KL:.*]] = tensor.extract %[[KS]][%[[BI]]] : tensor<20xi32>
// CHECK-NEXT: tensor.extract %[[VS]][%[[BI]]] : tensor<20xbf16>
// CHECK-NEXT: %[[KR:.*]] = tensor.extract %[[KS]][%[[BJ]]] : tensor<20xi32>
// CHECK-NEXT: tensor.extract %[[VS]][%[[BJ]]] : tensor<20xbf16>
// CHECK-NEXT: %[[BLESS:.*]] = arith.cmpi sgt, %[[KR]], %[[KL]] : i32
// CHECK-NEXT: %[[RIGHT_DONE:.*]] = arith.cmpi slt, %[[BJ]], %[[MID]] : index
// CHECK-NEXT: %[[TAKE_LEFT:.*]] = arith.ori %[[RIGHT_DONE]], %[[BLESS]] : i1
// CHECK-NEXT: %[[GK:.*]] = arith.select %[[TAKE_LEFT]], %[[KL]], %[[KR]] : i32
// CHECK-NEXT: tensor.insert %[[GK]] into %[[FK]][%[[BACK]]] : tensor<20xi32>
// CHECK: %[[MET_I:.*]] = arith.cmpi eq, %[[BOTH]]#0, %{{.*}} : index
// CHECK: %[[MET_J:.*]] = arith.cmpi eq, %[[BOTH]]#1, %{{.*}} : index
// CHECK: %[[MET:.*]] = arith.andi %[[MET_I]], %[[MET_J]] : i1
// CHECK: %[[AGAIN:.*]] = arith.select %[[MET]], %[[LO]], %[[HI]] : index
// CHECK: scf.for %{{.*}} = %[[LO]] to %[[AGAIN]] step %{{.*}} iter_args(%{{.*}} = %[[LO]], %{{.*}} = %[[MID]], %{{.*}} = %[[BOTH]]#4, %{{.*}} = %[[BOTH]]#5)
// CHECK: %[[P2:.*]]:2 = scf.for %{{.*}} iter_args(%{{.*}} = %[[KS]], %{{.*}} = %[[VS]])
// CHECK: tensor.extract %[[P1]]#0
// CHECK: scf.yield %[[P2]]#0, %[[P2]]#1, %[[P1]]#0, %[[P1]]#1 : tensor<20xi32>, tensor<20xbf16>, tensor<20xi32>, tensor<20xbf16>
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @sort_keys_values(%k: tensor<20xi32>, %v: tensor<20xbf16>) -> (tensor<20xi32>, tensor<20xbf16>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<bf16>, %d: tensor<bf16>):
    %p = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<20xi32>, tensor<20xbf16>) -> (tensor<20xi32>, tensor<20xbf16>)
  func.return %0#0, %0#1 : tensor<20xi32>, tensor<20xbf16>
}

// -----

// Unsigned keys: sorted as their signless casts, the comparator inlined as `arith.cmpi` with an unsigned
// predicate (not cloned on rank-0 tensors); the results cast back.
// CHECK-LABEL: func.func @sort_unsigned_keys
// CHECK-SAME: (%[[K:.*]]: tensor<6xui8>, %[[V:.*]]: tensor<6xf32>)
// CHECK: %[[SK:.*]] = builtin.unrealized_conversion_cast %[[K]] : tensor<6xui8> to tensor<6xi8>
// CHECK-NOT: tensor.from_elements
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i8
// CHECK-NOT: tensor.from_elements
// CHECK: %[[R:.*]] = builtin.unrealized_conversion_cast %{{.*}}#0 : tensor<6xi8> to tensor<6xui8>
// CHECK: return %[[R]], %{{.*}}#1 : tensor<6xui8>, tensor<6xf32>
func.func @sort_unsigned_keys(%k: tensor<6xui8>, %v: tensor<6xf32>) -> (tensor<6xui8>, tensor<6xf32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.compare LT, %b, %a : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<6xui8>, tensor<6xf32>) -> (tensor<6xui8>, tensor<6xf32>)
  func.return %0#0, %0#1 : tensor<6xui8>, tensor<6xf32>
}

// -----

// torch_index_select with unsigned indices: the generic reads their signless cast (mlir-hlo's type converter
// makes them signless) and zero-extends each (difftest seed 9399: ui32 indices were refused, 'failed to legalize').
// CHECK-LABEL: func.func @torch_index_select_unsigned_index
// CHECK-SAME: (%[[A:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<3xui32>)
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %[[I]] : tensor<3xui32> to tensor<3xi32>
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<3xi32>)
// CHECK: ^bb0(%[[E:.*]]: i32, %{{.*}}: f32):
// CHECK: %[[X:.*]] = arith.index_castui %[[E]] : i32 to index
// CHECK: arith.maxsi %[[X]]
func.func @torch_index_select_unsigned_index(%a: tensor<5x4xf32>, %i: tensor<3xui32>) -> tensor<3x4xf32> {
  %0 = "mhlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<5x4xf32>, tensor<3xui32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// set_dimension_size: an extract_slice keeping the first %n elements of the dimension, as mlir-hlo's.
// CHECK-LABEL: func.func @set_dimension_size
// CHECK-SAME: (%[[A:.*]]: tensor<4x?xf32>, %[[N:.*]]: tensor<i32>)
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<4x?xf32>
// CHECK: %[[S:.*]] = tensor.extract %[[N]][] : tensor<i32>
// CHECK: %[[I:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK: tensor.extract_slice %[[A]][0, 0] [%[[I]], %[[D]]] [1, 1] : tensor<4x?xf32> to tensor<?x?xf32>
func.func @set_dimension_size(%a: tensor<4x?xf32>, %n: tensor<i32>) -> tensor<?x?xf32> {
  %0 = mhlo.set_dimension_size %a, %n, dim = 0 : (tensor<4x?xf32>, tensor<i32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// A result bounded by its encoding (XLA's bounded dynamism): the slice keeps the encoding, as mlir-hlo's.
// CHECK-LABEL: func.func @set_dimension_size_bounded
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [2, %{{.*}}] [1, 1] : tensor<2x4xf32> to tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 4]>>
// CHECK-NOT: tensor.cast
func.func @set_dimension_size_bounded(%a: tensor<2x4xf32>, %n: tensor<i32>) -> tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 4]>> {
  %0 = mhlo.set_dimension_size %a, %n, dim = 1 : (tensor<2x4xf32>, tensor<i32>) -> tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 4]>>
  func.return %0 : tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 4]>>
}

// -----

// Unsigned start indices are read through a signless cast and zero-extended (index_castui) before the clamp.
// CHECK-LABEL: func.func @dynamic_slice_unsigned_starts
// CHECK-SAME: (%[[A:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<ui8>, %{{.*}}: tensor<ui8>)
// CHECK: %[[SI:.*]] = builtin.unrealized_conversion_cast %[[I]] : tensor<ui8> to tensor<i8>
// CHECK: %[[E:.*]] = tensor.extract %[[SI]][] : tensor<i8>
// CHECK: %[[X:.*]] = arith.index_castui %[[E]] : i8 to index
// CHECK: arith.maxsi %[[X]], %{{.*}} : index
// CHECK: tensor.extract_slice %[[A]][%{{.*}}, %{{.*}}] [2, 3] [1, 1] : tensor<5x4xf32> to tensor<2x3xf32>
func.func @dynamic_slice_unsigned_starts(%a: tensor<5x4xf32>, %i: tensor<ui8>, %j: tensor<ui8>) -> tensor<2x3xf32> {
  %0 = "mhlo.dynamic_slice"(%a, %i, %j) {slice_sizes = dense<[2, 3]> : tensor<2xi64>} : (tensor<5x4xf32>, tensor<ui8>, tensor<ui8>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// compute_reshape_shape: the product of the known entries and the count of -1 entries (reductions into
// rank-0 tensors), then the -1 entry resolved. The divisor is 1 where the product is 0 or -1 (a division
// by 0 trapped where no entry is -1); where one is, the product must divide the count (checked at run time).
// CHECK-LABEL: func.func @compute_reshape_shape
// CHECK-SAME: (%[[N:.*]]: index, %[[S:.*]]: tensor<3xi32>)
// CHECK: %[[ONES:.*]] = tensor.from_elements %{{.*}} : tensor<i32>
// CHECK: %[[P:.*]] = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%[[S]] : tensor<3xi32>) outs(%[[ONES]] : tensor<i32>)
// CHECK: arith.cmpi eq
// CHECK: arith.muli
// CHECK: %[[K:.*]] = tensor.extract %[[P]][] : tensor<i32>
// CHECK: %[[KI:.*]] = arith.index_cast %[[K]] : i32 to index
// CHECK: %[[U:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[S]] : tensor<3xi32>)
// CHECK: arith.addi
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %[[KI]], %[[C0:.*]] : index
// CHECK: %[[MINUS:.*]] = arith.cmpi eq, %[[KI]], %{{.*}} : index
// CHECK: %[[TRAP:.*]] = arith.ori %[[ZERO]], %[[MINUS]] : i1
// CHECK: %[[D:.*]] = arith.select %[[TRAP]], %{{.*}}, %[[KI]] : index
// CHECK: %[[DIV:.*]] = arith.divsi %[[N]], %[[D]] : index
// CHECK: %[[REM:.*]] = arith.remsi %[[N]], %[[D]] : index
// CHECK: %[[NEG:.*]] = arith.subi %[[C0]], %[[N]] : index
// CHECK: %[[Q:.*]] = arith.select %[[MINUS]], %[[NEG]], %[[DIV]] : index
// CHECK: cf.assert %{{.*}}, "'mhlo.compute_reshape_shape' op cannot resolve the -1 of the shape: the other sizes do not divide the element count"
// CHECK: %[[QI:.*]] = arith.index_cast %[[Q]] : index to i32
// CHECK: %[[QT:.*]] = tensor.from_elements %[[QI]] : tensor<i32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[S]], %[[QT]] : tensor<3xi32>, tensor<i32>)
// CHECK: arith.select
func.func @compute_reshape_shape(%n: index, %s: tensor<3xi32>) -> tensor<3xi32> {
  %0 = mhlo.compute_reshape_shape %n, %s : (index, tensor<3xi32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

// A reshape to rank 0 casts a dynamic operand to all 1s first; one without elements is a tensor.empty (as mlir-hlo).
// CHECK-LABEL: func.func @reshape_rank0_and_empty
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xi32>, %[[B:.*]]: tensor<7x0xf64>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[A]] : tensor<?x?xi32> to tensor<1x1xi32>
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[C]] [] : tensor<1x1xi32> into tensor<i32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<0x42x101xf64>
// CHECK-NEXT: return %[[R]], %[[E]]
func.func @reshape_rank0_and_empty(%a: tensor<?x?xi32>, %b: tensor<7x0xf64>) -> (tensor<i32>, tensor<0x42x101xf64>) {
  %0 = mhlo.reshape %a : (tensor<?x?xi32>) -> tensor<i32>
  %1 = mhlo.reshape %b : (tensor<7x0xf64>) -> tensor<0x42x101xf64>
  func.return %0, %1 : tensor<i32>, tensor<0x42x101xf64>
}

// -----

// Unsigned data of slices and broadcasts with index operands is made signless (the indices are not:
// an unsigned index is zero extended).
// CHECK-LABEL: func.func @unsigned_data
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xui32>, %[[I:.*]]: tensor<ui32>, %[[S:.*]]: tensor<1xindex>, %[[X:.*]]: tensor<ui8>)
// CHECK: %[[SX:.*]] = builtin.unrealized_conversion_cast %[[X]] : tensor<ui8> to tensor<i8>
// CHECK: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<3x4xui32> to tensor<3x4xi32>
// CHECK: tensor.extract %{{.*}}[] : tensor<i32>
// CHECK: arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[SL:.*]] = tensor.extract_slice %[[SA]]
// CHECK: builtin.unrealized_conversion_cast %[[SL]] : tensor<1x4xi32> to tensor<1x4xui32>
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[SX]] : tensor<i8>)
// CHECK: builtin.unrealized_conversion_cast %[[B]] : tensor<?xi8> to tensor<?xui8>
func.func @unsigned_data(%a: tensor<3x4xui32>, %i: tensor<ui32>, %s: tensor<1xindex>, %x: tensor<ui8>) -> (tensor<1x4xui32>, tensor<?xui8>) {
  %0 = "mhlo.dynamic_slice"(%a, %i, %i) {slice_sizes = dense<[1, 4]> : tensor<2xi64>} : (tensor<3x4xui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x4xui32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = dense<> : tensor<0xi64>} : (tensor<ui8>, tensor<1xindex>) -> tensor<?xui8>
  func.return %0, %1 : tensor<1x4xui32>, tensor<?xui8>
}

// -----

// A gather clamps its starts in the body, against the operand's size (read there, as mlir-hlo); the index
// of a unit result dimension is 0.
// CHECK-LABEL: func.func @gather_dynamic_operand
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf32>, %[[I:.*]]: tensor<1x3xi32>)
// CHECK: linalg.generic
// CHECK-NEXT: ^{{.*}}(%{{.*}}: f32):
// CHECK-NEXT: %[[B:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S:.*]] = tensor.extract %[[I]][%[[C0]], %[[B]]] : tensor<1x3xi32>
// CHECK-NEXT: %[[SI:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[HIGH:.*]] = arith.subi %[[D]], %[[C1]] : index
// CHECK-NEXT: %[[LOW:.*]] = arith.maxsi %[[SI]], %[[C0]] : index
// CHECK-NEXT: %[[START:.*]] = arith.minsi %[[LOW]], %[[HIGH]] : index
// CHECK-NEXT: %[[W:.*]] = linalg.index 2 : index
// CHECK-NEXT: tensor.extract %[[A]][%[[START]], %[[W]]] : tensor<?x4xf32>
func.func @gather_dynamic_operand(%a: tensor<?x4xf32>, %i: tensor<1x3xi32>) -> tensor<1x3x4xf32> {
  %0 = "mhlo.gather"(%a, %i) {dimension_numbers = #mhlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = dense<[1, 4]> : tensor<2xi64>} : (tensor<?x4xf32>, tensor<1x3xi32>) -> tensor<1x3x4xf32>
  func.return %0 : tensor<1x3x4xf32>
}
