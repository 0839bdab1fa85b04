// A gather of one constant index vector is a slice (and a reshape dropping the collapsed dimensions), the start
// clamped as gather clamps it (mlir-hlo's GatherSlice); a dynamic_gather of constant slice sizes is a gather
// (simplifyDynamicGatherToGather). For mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @gather_to_slice
// CHECK-SAME: (%[[X:.*]]: tensor<5x6x7xf32>)
// CHECK-NEXT: %[[R0:.*]] = "mhlo.slice"(%[[X]]) <{limit_indices = dense<[4, 6, 7]> : tensor<3xi64>, start_indices = dense<[1, 0, 2]> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}> : (tensor<5x6x7xf32>) -> tensor<3x6x5xf32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.slice %[[X]] [0:5, 0:6, 2:3] : (tensor<5x6x7xf32>) -> tensor<5x6x1xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.reshape %[[S1]] : (tensor<5x6x1xf32>) -> tensor<5x6xf32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @gather_to_slice(%x: tensor<5x6x7xf32>) -> (tensor<3x6x5xf32>, tensor<5x6xf32>) {
  %i = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = "mhlo.gather"(%x, %i) <{dimension_numbers = #mhlo.gather<offset_dims = [0, 1, 2], start_index_map = [0, 2], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = dense<[3, 6, 5]> : tensor<3xi64>}> : (tensor<5x6x7xf32>, tensor<2xi32>) -> tensor<3x6x5xf32>
  %j = stablehlo.constant dense<2> : tensor<i64>
  %1 = "stablehlo.gather"(%x, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 0>, slice_sizes = array<i64: 5, 6, 1>}> : (tensor<5x6x7xf32>, tensor<i64>) -> tensor<5x6xf32>
  func.return %0, %1 : tensor<3x6x5xf32>, tensor<5x6xf32>
}

// -----

// Starts past either end are clamped into the operand.
// CHECK-LABEL: func.func @gather_to_slice_clamped
// CHECK-SAME: (%[[X:.*]]: tensor<4x2xui32>)
// CHECK-NEXT: %[[HI:.*]] = "mhlo.slice"(%[[X]]) <{limit_indices = dense<[4, 2]> : tensor<2xi64>, start_indices = dense<[3, 0]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
// CHECK-NEXT: %[[R0:.*]] = mhlo.reshape %[[HI]] : (tensor<1x2xui32>) -> tensor<2xui32>
// CHECK-NEXT: %[[LO:.*]] = "mhlo.slice"(%[[X]]) <{limit_indices = dense<[1, 2]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
// CHECK-NEXT: %[[R1:.*]] = mhlo.reshape %[[LO]] : (tensor<1x2xui32>) -> tensor<2xui32>
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @gather_to_slice_clamped(%x: tensor<4x2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
  %hi = arith.constant dense<4> : tensor<1xi32>
  %0 = "mhlo.gather"(%x, %hi) <{dimension_numbers = #mhlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, indices_are_sorted = true, slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x2xui32>, tensor<1xi32>) -> tensor<2xui32>
  %lo = arith.constant dense<-1> : tensor<1xi32>
  %1 = "mhlo.gather"(%x, %lo) <{dimension_numbers = #mhlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, indices_are_sorted = true, slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x2xui32>, tensor<1xi32>) -> tensor<2xui32>
  func.return %0, %1 : tensor<2xui32>, tensor<2xui32>
}

// -----

// Several index vectors, or indices that are not constants: the gather stays.
// CHECK-LABEL: func.func @gather_stays
// CHECK-NEXT: arith.constant
// CHECK-NEXT: "mhlo.gather"
// CHECK-NEXT: "mhlo.gather"
// CHECK-NEXT: return
func.func @gather_stays(%x: tensor<4x2xf32>, %i: tensor<1xi32>) -> (tensor<2x2xf32>, tensor<2xf32>) {
  %two = arith.constant dense<[[0], [3]]> : tensor<2x1xi32>
  %0 = "mhlo.gather"(%x, %two) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  %1 = "mhlo.gather"(%x, %i) <{dimension_numbers = #mhlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x2xf32>, tensor<1xi32>) -> tensor<2xf32>
  func.return %0, %1 : tensor<2x2xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_gather_to_gather
// CHECK-SAME: (%[[X:.*]]: tensor<375682x256xf16>, %[[I:.*]]: tensor<16x64xi64>)
// CHECK-NEXT: %[[R:.*]] = "mhlo.gather"(%[[X]], %[[I]]) <{dimension_numbers = #mhlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = dense<[1, 256]> : tensor<2xi64>}> : (tensor<375682x256xf16>, tensor<16x64xi64>) -> tensor<16x64x256xf16>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_gather_to_gather(%x: tensor<375682x256xf16>, %i: tensor<16x64xi64>) -> tensor<16x64x256xf16> {
  %s = arith.constant dense<[1, 256]> : tensor<2xi32>
  %0 = "mhlo.dynamic_gather"(%x, %i, %s) {dimension_numbers = #mhlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false} : (tensor<375682x256xf16>, tensor<16x64xi64>, tensor<2xi32>) -> tensor<16x64x256xf16>
  func.return %0 : tensor<16x64x256xf16>
}
