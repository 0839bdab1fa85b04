// Verifier errors of the shape ops, one per chunk.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @broadcast_negative_size(%x: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast' op Broadcast with negative dimension size -1}}
  %0 = stablehlo.broadcast %x, sizes = [-1] : (tensor<3xi32>) -> tensor<1x3xi32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @broadcast_wrong_result(%x: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast' op inferred type(s) 'tensor<2x3xi32>' are incompatible with return type(s) of operation 'tensor<3x2xi32>'}}
  %0 = stablehlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<3x2xi32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @broadcast_in_dim_element_type(%x: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op requires the same element type for all operands and results}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xi32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @broadcast_in_dim_dims_size(%x: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op broadcast_dimensions size (2) does not match operand rank (1)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @broadcast_in_dim_duplicates(%x: tensor<1x3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op broadcast_dimensions should not have duplicates}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @broadcast_in_dim_out_of_range(%x: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op broadcast_dimensions contains invalid value 2 for result with rank 2}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

func.func @broadcast_in_dim_size(%x: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op size of operand dimension 0 (3) is not equal to 1 or size of result dimension 1 (4)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xi32>) -> tensor<2x4xi32>
  func.return
}

// -----

func.func @broadcast_in_dim_dynamic_result(%x: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op result #0 must be statically shaped or single bounded dimension tensor, but got 'tensor<?x3xi32>'}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xi32>) -> tensor<?x3xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_rank(%x: tensor<2x3xi32>, %shape: tensor<1xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_broadcast_in_dim' op result rank (1) is less than operand rank (2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0, 1] : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<?xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_size(%x: tensor<3xi32>, %shape: tensor<2xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_broadcast_in_dim' op size of operand dimension 0 (3) is not compatible with size of result dimension 1 (4)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x4xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_hints(%x: tensor<1xi32>, %shape: tensor<2xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_broadcast_in_dim' op duplicate expansion hint for at least one operand dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<1xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_hint_range(%x: tensor<1xi32>, %shape: tensor<2xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_broadcast_in_dim' op hint for expanding dimension 1 does not refer to a valid operand dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] {known_expanding_dimensions = array<i64: 1>} : (tensor<1xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_constant_shape(%x: tensor<3xi32>) {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error@+1 {{'stablehlo.dynamic_broadcast_in_dim' op output shape [2, 3] is incompatible with return type of operation tensor<4x3xi32>}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<4x3xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_shape_operand(%x: tensor<3xi32>, %shape: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.dynamic_broadcast_in_dim' op output_dimensions must be a 1-D tensor of index or integer values, but got tensor<2xf32>}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xf32>) -> tensor<?x3xi32>
  func.return
}

// -----

func.func @reshape_element_count(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.reshape' op number of output elements (8) doesn't match expected number of elements (6)}}
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @reshape_dynamic_result(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.reshape' op result #0 must be statically shaped or single bounded dimension tensor, but got 'tensor<?xf32>'}}
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_reshape_rank(%x: tensor<2x3xf32>, %shape: tensor<3xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_reshape' op result should have a rank equal to the number of elements in output_shape}}
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @dynamic_reshape_constant_shape(%x: tensor<2x3xf32>) {
  %shape = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  // expected-error@+1 {{'stablehlo.dynamic_reshape' op output_shape is incompatible with input type of operation: input has 6 elements, but output_shape has 8}}
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @transpose_not_permutation(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.transpose' op attribute permutation must be a permutation of [0, 1] but got 1, 1}}
  %0 = stablehlo.transpose %x, dims = [1, 1] : (tensor<2x3xf32>) -> tensor<3x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @transpose_rank(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.transpose' op TransposeOp operand rank 2 does not match permutation size 1}}
  %0 = stablehlo.transpose %x, dims = [0] : (tensor<2x3xf32>) -> tensor<2xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @transpose_wrong_result(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @concatenate_rank_zero(%x: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.concatenate' op rank-0 values cannot be concatenated}}
  %0 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<f32>, tensor<f32>) -> tensor<f32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @concatenate_out_of_bounds(%x: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.concatenate' op dimension 1 is out-of-bounds for input rank 1}}
  %0 = stablehlo.concatenate %x, %x, dim = 1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @concatenate_negative(%x: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.concatenate' op dimension -1 is negative}}
  %0 = stablehlo.concatenate %x, %x, dim = -1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @concatenate_shapes(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error@+1 {{'stablehlo.concatenate' op shapes of operand (0) and (1) are not compatible at non-concat index 1: (2, 3) != (2, 4)}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @concatenate_ranks(%a: tensor<2x3xf32>, %b: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.concatenate' op operands (0) and (1) do not match rank}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @concatenate_element_types(%a: tensor<2xf32>, %b: tensor<2xi32>) {
  // expected-error@+1 {{'stablehlo.concatenate' op requires the same element type for all operands and results}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2xi32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @concatenate_wrong_result(%a: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.concatenate' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @slice_sizes(%x: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.slice' op failed to verify that all of {start_indices, limit_indices, strides} have same size}}
  %0 = stablehlo.slice %x {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1, 1>} : (tensor<4xf32>) -> tensor<1xf32>
  func.return
}

// -----

func.func @slice_rank(%x: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.slice' op the number of elements in start_indices (2) does not match the rank of the operand (1)}}
  %0 = stablehlo.slice %x [0:1, 0:1] : (tensor<4xf32>) -> tensor<1xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @slice_negative_start(%x: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.slice' op negative start index -1 in dimension 0}}
  %0 = stablehlo.slice %x [-1:1] : (tensor<4xf32>) -> tensor<2xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @slice_limit(%x: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.slice' op limit index 5 is larger than dimension size 4 in dimension 0}}
  %0 = stablehlo.slice %x [0:5] : (tensor<4xf32>) -> tensor<5xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @slice_start_after_limit(%x: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.slice' op start index 3 is larger than limit index 2 in dimension 0}}
  %0 = stablehlo.slice %x [3:2] : (tensor<4xf32>) -> tensor<0xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @slice_stride(%x: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.slice' op stride must be positive but got 0 in dimension 0}}
  %0 = stablehlo.slice %x [0:4:0] : (tensor<4xf32>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @slice_wrong_result(%x: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.slice' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = stablehlo.slice %x [0:4:2] : (tensor<4xf32>) -> tensor<3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_slice_count(%x: tensor<4x4xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op has mismatched number of slice sizes (2) and number of start indices (1)}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i64>) -> tensor<2x2xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_slice_rank(%x: tensor<4x4xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op has mismatched number of start indices (1) and the rank of operand (2)}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4x4xf32>, tensor<i64>) -> tensor<2xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_slice_too_big(%x: tensor<4xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op has slice size 5 greater than dimension size 4 in dimension 0 of operand}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [5] : (tensor<4xf32>, tensor<i64>) -> tensor<5xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_slice_negative(%x: tensor<4xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op has negative size index to dynamic slice: -1}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [-1] : (tensor<4xf32>, tensor<i64>) -> tensor<1xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_slice_index_types(%x: tensor<4x4xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op start indices must have same element type}}
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i64>, tensor<i32>) -> tensor<2x2xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_slice_index_rank(%x: tensor<4xf32>, %i: tensor<1xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op start index #0 must be a rank-0 integer tensor, but got tensor<1xi64>}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xf32>, tensor<1xi64>) -> tensor<2xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_update_slice_rank(%x: tensor<4x4xf32>, %u: tensor<2xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op update rank does not match operand rank: 1 vs 2.}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<4x4xf32>, tensor<2xf32>, tensor<i64>, tensor<i64>) -> tensor<4x4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_update_slice_indices(%x: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op expects number of start_indices to match operand rank: 1 vs 2.}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i64>) -> tensor<4x4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_update_slice_too_big(%x: tensor<4xf32>, %u: tensor<5xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op expects size at dimension 0 of update to be in range [0, 4]. Got: 5.}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xf32>, tensor<5xf32>, tensor<i64>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_update_slice_result(%x: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i64>) -> tensor<3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @real_dynamic_slice_sizes(%x: tensor<4x4xf32>, %s: tensor<3xindex>) {
  // expected-error@+1 {{'stablehlo.real_dynamic_slice' op has mismatched number of operand rank (2) and start_indices size (3)}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<4x4xf32>, tensor<3xindex>, tensor<3xindex>, tensor<3xindex>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @real_dynamic_slice_types(%x: tensor<4xf32>, %s: tensor<1xindex>, %t: tensor<1xi64>) {
  // expected-error@+1 {{'stablehlo.real_dynamic_slice' op failed to verify that all of {start_indices, limit_indices, strides} have same type}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %t, %s : (tensor<4xf32>, tensor<1xindex>, tensor<1xi64>, tensor<1xindex>) -> tensor<?xf32>
  func.return
}

// -----

func.func @pad_sizes(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.pad' op failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same size}}
  %0 = stablehlo.pad %x, %z, low = [0], high = [0, 0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @pad_rank(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.pad' op edge_padding_low length (2) must match operand rank (1)}}
  %0 = stablehlo.pad %x, %z, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @pad_negative_interior(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.pad' op Interior padding cannot be negative: -1}}
  %0 = stablehlo.pad %x, %z, low = [0], high = [0], interior = [-1] : (tensor<4xf32>, tensor<f32>) -> tensor<1xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @pad_negative_size(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.pad' op Padding result in negative size for dimension 0}}
  %0 = stablehlo.pad %x, %z, low = [-3], high = [-2], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<0xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @pad_value_rank(%x: tensor<4xf32>, %z: tensor<1xf32>) {
  // expected-error@+1 {{'stablehlo.pad' op padding_value must be a rank-0 tensor, but got tensor<1xf32>}}
  %0 = stablehlo.pad %x, %z, low = [0], high = [0], interior = [0] : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @pad_wrong_result(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.pad' op inferred type(s) 'tensor<8xf32>' are incompatible with return type(s) of operation 'tensor<7xf32>'}}
  %0 = stablehlo.pad %x, %z, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<7xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dynamic_pad_sizes(%x: tensor<4xf32>, %z: tensor<f32>, %p: tensor<2xindex>) {
  // expected-error@+1 {{'stablehlo.dynamic_pad' op has mismatched number of operand rank (1) and edge_padding_low size (2)}}
  %0 = stablehlo.dynamic_pad %x, %z, %p, %p, %p : (tensor<4xf32>, tensor<f32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_pad_constants(%x: tensor<4xf32>, %z: tensor<f32>) {
  %low = stablehlo.constant dense<1> : tensor<1xi64>
  %interior = stablehlo.constant dense<0> : tensor<1xi64>
  // expected-error@+1 {{'stablehlo.dynamic_pad' op expected output dimension at index 0 to equal 6, but got 5}}
  %0 = stablehlo.dynamic_pad %x, %z, %low, %low, %interior : (tensor<4xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xf32>
  func.return
}

// -----

func.func @dynamic_pad_negative_interior(%x: tensor<4xf32>, %z: tensor<f32>, %p: tensor<1xi64>) {
  %interior = stablehlo.constant dense<-1> : tensor<1xi64>
  // expected-error@+1 {{'stablehlo.dynamic_pad' op interior_padding must be non-negative, but got [-1]}}
  %0 = stablehlo.dynamic_pad %x, %z, %p, %p, %interior : (tensor<4xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @reverse_duplicates(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.reverse' op dimensions should be unique. Got: 1, 1}}
  %0 = stablehlo.reverse %x, dims = [1, 1] : tensor<2x3xf32>
  func.return
}

// -----

func.func @reverse_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.reverse' op all dimensions should be between [0, 2). Got dimension: 2.}}
  %0 = stablehlo.reverse %x, dims = [2] : tensor<2x3xf32>
  func.return
}

// -----

func.func @reverse_negative(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.reverse' op all dimensions should be non-negative. Got dimension: -1.}}
  %0 = stablehlo.reverse %x, dims = [-1] : tensor<2x3xf32>
  func.return
}

// -----

func.func @iota_scalar() {
  // expected-error@+1 {{'stablehlo.iota' op does not support scalars.}}
  %0 = stablehlo.iota dim = 0 : tensor<i32>
  func.return
}

// -----

func.func @iota_dimension() {
  // expected-error@+1 {{'stablehlo.iota' op iota dimension cannot go beyond the output rank.}}
  %0 = stablehlo.iota dim = 2 : tensor<2x3xi32>
  func.return
}

// -----

func.func @iota_element_type() {
  // expected-error@+1 {{'stablehlo.iota' op result element type must be integer, float or complex, but got i1}}
  %0 = stablehlo.iota dim = 0 : tensor<2xi1>
  func.return
}

// -----

func.func @dynamic_iota_dimension(%shape: tensor<2xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_iota' op iota dimension cannot go beyond the output rank.}}
  %0 = stablehlo.dynamic_iota %shape, dim = 2 : (tensor<2xi64>) -> tensor<?x?xi32>
  func.return
}

// -----

func.func @dynamic_iota_constant_shape() {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error@+1 {{'stablehlo.dynamic_iota' op output shape [2, 3] is incompatible with return type of operation tensor<2x4xi32>}}
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

func.func @get_dimension_size_range(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.get_dimension_size' op requires dimension attribute in range [0, 2); found (2)}}
  %0 = stablehlo.get_dimension_size %x, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @get_dimension_size_negative(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.get_dimension_size' op requires non-negative dimension attribute; found (-1)}}
  %0 = stablehlo.get_dimension_size %x, dim = -1 : (tensor<2x3xf32>) -> tensor<i32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @get_dimension_size_result(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.get_dimension_size' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<i64>'}}
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2x3xf32>) -> tensor<i64>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @dense_dimension_list_rank(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.transpose' op permutation has rank 2 instead of required rank 1.}}
  %0 = "stablehlo.transpose"(%x) {permutation = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<3x2xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @iota_negative_dimension() {
  // expected-error@+1 {{'stablehlo.iota' op iota dimension cannot be negative, but got -1.}}
  %0 = stablehlo.iota dim = -1 : tensor<2xi32>
  func.return
}

// -----

func.func @dynamic_update_slice_index_type(%x: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<index>) {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op start index #0 must be a rank-0 integer tensor, but got tensor<index>}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<index>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

// mhlo-only ops.

func.func @set_dimension_size_size_type(%x: tensor<4xf32>, %n: tensor<i64>) {
  // expected-error@+1 {{'mhlo.set_dimension_size' op size must be a tensor<i32>, but got tensor<i64>}}
  %0 = mhlo.set_dimension_size %x, %n, dim = 0 : (tensor<4xf32>, tensor<i64>) -> tensor<?xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @set_dimension_size_dimension(%x: tensor<4xf32>, %n: tensor<i32>) {
  // expected-error@+1 {{'mhlo.set_dimension_size' op requires dimension attribute in range [0, 1); found (1)}}
  %0 = mhlo.set_dimension_size %x, %n, dim = 1 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @copy_types(%x: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.copy' op requires compatible types for all operands and results}}
  %0 = mhlo.copy %x : (tensor<4xf32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @compute_reshape_shape_rank(%n: index, %shape: tensor<2x2xi32>) {
  // expected-error@+1 {{'mhlo.compute_reshape_shape' op dynamic_shape must be a 1-D tensor of index or integer values, but got tensor<2x2xi32>}}
  %0 = mhlo.compute_reshape_shape %n, %shape : (index, tensor<2x2xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @minimum_broadcast_shapes_count(%a: tensor<?xindex>) {
  // expected-error@+1 {{'mhlo.minimum_broadcast_shapes' op number of operand shapes (1) should be >= 2}}
  %0 = mhlo.minimum_broadcast_shapes %a : tensor<?xindex> -> tensor<?xindex>
  func.return
}

// -----

func.func @minimum_broadcast_shapes_results(%a: tensor<?xindex>, %b: tensor<?xindex>) {
  // expected-error@+1 {{'mhlo.minimum_broadcast_shapes' op number of operand shapes (2) does not match number of result shapes (1)}}
  %0 = mhlo.minimum_broadcast_shapes %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  func.return
}

// -----

func.func @minimum_broadcast_shapes_types(%a: tensor<?xi64>, %b: tensor<?xi64>) {
  // expected-error@+1 {{'mhlo.minimum_broadcast_shapes' op shapes must be 1-D tensors of index values, but got tensor<?xi64>}}
  %0:2 = mhlo.minimum_broadcast_shapes %a, %b : tensor<?xi64>, tensor<?xi64> -> tensor<?xi64>, tensor<?xi64>
  func.return
}

// -----

// A dimension list of something else than integers: upstream's custom parser's error, then the list's.
func.func @dims_not_integers(%x: tensor<1x2xf64>) {
  // expected-error@+2 {{custom op 'stablehlo.transpose' expected integer value}}
  // expected-error@+1 {{expected ']'}}
  %0 = stablehlo.transpose %x, dims = [1, [0]] : (tensor<1x2xf64>) -> tensor<2x1xf64>
  func.return
}
