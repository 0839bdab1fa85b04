// RUN: ai-opt %s --split-input-file --verify-diagnostics

// One verifier check of each mhlo op no other negative test reaches, with
// mlir-hlo's messages (ODS type constraints in this project's wording of
// the element kinds).

func.func @cbrt_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.cbrt' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.cbrt %a : tensor<4xi32>
  func.return
}

// -----

func.func @cosine_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.cosine' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.cosine %a : tensor<4xi32>
  func.return
}

// -----

func.func @exponential_minus_one_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.exponential_minus_one' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.exponential_minus_one %a : tensor<4xi32>
  func.return
}

// -----

func.func @log_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.log' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.log %a : tensor<4xi32>
  func.return
}

// -----

func.func @log_plus_one_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.log_plus_one' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.log_plus_one %a : tensor<4xi32>
  func.return
}

// -----

func.func @logistic_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.logistic' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.logistic %a : tensor<4xi32>
  func.return
}

// -----

func.func @rsqrt_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.rsqrt' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.rsqrt %a : tensor<4xi32>
  func.return
}

// -----

func.func @sine_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.sine' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.sine %a : tensor<4xi32>
  func.return
}

// -----

func.func @tan_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.tan' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.tan %a : tensor<4xi32>
  func.return
}

// -----

func.func @tanh_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.tanh' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.tanh %a : tensor<4xi32>
  func.return
}

// -----

func.func @ceil_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.ceil' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = mhlo.ceil %a : tensor<4xi32>
  func.return
}

// -----

func.func @round_nearest_afz_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.round_nearest_afz' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = mhlo.round_nearest_afz %a : tensor<4xi32>
  func.return
}

// -----

func.func @round_nearest_even_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.round_nearest_even' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = mhlo.round_nearest_even %a : tensor<4xi32>
  func.return
}

// -----

func.func @sign_element_kind(%a: tensor<4xui32>) {
  // expected-error@+1 {{'mhlo.sign' op operand #0 must be ranked tensor of signed integer, float or complex values, but got 'tensor<4xui32>'}}
  %0 = mhlo.sign %a : tensor<4xui32>
  func.return
}

// -----

func.func @negate_element_kind(%a: tensor<4xi1>) {
  // expected-error@+1 {{'mhlo.negate' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = mhlo.negate %a : tensor<4xi1>
  func.return
}

// -----

func.func @count_leading_zeros_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.count_leading_zeros' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.count_leading_zeros %a : tensor<4xf32>
  func.return
}

// -----

func.func @popcnt_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.popcnt' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.popcnt %a : tensor<4xf32>
  func.return
}

// -----

func.func @not_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.not' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.not %a : tensor<4xf32>
  func.return
}

// -----

func.func @atan2_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.atan2' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.atan2 %a, %a : tensor<4xi32>
  func.return
}

// -----

func.func @power_element_kind(%a: tensor<4xi1>) {
  // expected-error@+1 {{'mhlo.power' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = mhlo.power %a, %a : tensor<4xi1>
  func.return
}

// -----

func.func @remainder_element_kind(%a: tensor<4xi1>) {
  // expected-error@+1 {{'mhlo.remainder' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = mhlo.remainder %a, %a : tensor<4xi1>
  func.return
}

// -----

func.func @divide_element_kind(%a: tensor<4xi1>) {
  // expected-error@+1 {{'mhlo.divide' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = mhlo.divide %a, %a : tensor<4xi1>
  func.return
}

// -----

func.func @shift_left_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.shift_left' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.shift_left %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @shift_right_arithmetic_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.shift_right_arithmetic' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.shift_right_arithmetic %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @shift_right_logical_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.shift_right_logical' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.shift_right_logical %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @and_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.and' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.and %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @or_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.or' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.or %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @xor_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.xor' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<4xf32>'}}
  %0 = mhlo.xor %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @minimum_shapes(%a: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'mhlo.minimum' op requires compatible types for all operands and results}}
  %0 = mhlo.minimum %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @multiply_shapes(%a: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'mhlo.multiply' op requires compatible types for all operands and results}}
  %0 = mhlo.multiply %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @imag_result(%a: tensor<2xcomplex<f32>>) {
  // expected-error@+2 {{'mhlo.imag' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  %0 = mhlo.imag %a : (tensor<2xcomplex<f32>>) -> tensor<2xf16>
  func.return
}

// -----

func.func @real_result(%a: tensor<2xcomplex<f32>>) {
  // expected-error@+2 {{'mhlo.real' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  %0 = mhlo.real %a : (tensor<2xcomplex<f32>>) -> tensor<2xf16>
  func.return
}

// -----

func.func @convert_shape(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.convert' op requires the same shape for all operands and results}}
  %0 = mhlo.convert %a : (tensor<4xf32>) -> tensor<3xf64>
  func.return
}

// -----

func.func @after_all_operand(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.after_all' op operand #0 must be variadic of token, but got 'tensor<4xf32>'}}
  %0 = "mhlo.after_all"(%a) : (tensor<4xf32>) -> !mhlo.token
  func.return
}

// -----

func.func @all_gather_dim(%a: tensor<8x2xf32>) {
  // expected-error@+1 {{'mhlo.all_gather' op all_gather_dim must be a valid index of operand}}
  %0 = "mhlo.all_gather"(%a) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return
}

// -----

func.func @all_gather_replica_id(%a: tensor<8x2xf32>) {
  // expected-error@+1 {{'mhlo.all_gather' op Invalid replica id -1}}
  %0 = "mhlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return
}

// -----

func.func @batch_norm_inference_feature_count(%x: tensor<4x256xf32>, %s: tensor<25xf32>) {
  // expected-error@+2 {{'mhlo.batch_norm_inference' op failed to infer returned types}}
  // expected-error@+1 {{expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 25 and the feature count is 256.}}
  %0 = "mhlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64} : (tensor<4x256xf32>, tensor<25xf32>, tensor<25xf32>, tensor<25xf32>, tensor<25xf32>) -> tensor<4x256xf32>
  func.return
}

// -----

func.func @case_branch_types(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<i32>) {
  // expected-error@+2 {{'mhlo.case' op failed to infer returned types}}
  // expected-error@+1 {{branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "mhlo.case"(%i) ({
    mhlo.return %a : tensor<f32>
  }, {
    mhlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return
}

// -----

func.func @collective_broadcast_replica_twice(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.collective_broadcast' op replica id #0 seen more than once}}
  %0 = "mhlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @cross_replica_sum_result(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.cross-replica-sum' op requires compatible types for all operands and results}}
  %0 = "mhlo.cross-replica-sum"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<5xf32>
  func.return
}

// -----

func.func @dot_general_batch_sizes(%a: tensor<2x3x4xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'mhlo.dot_general' op batching dimension sizes must match for lhs/rhs}}
  %0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_dimension(%a: tensor<32xf32>, %s: tensor<3xindex>) {
  // expected-error@+1 {{'mhlo.dynamic_broadcast_in_dim' op broadcast_dimensions contains invalid value 3 for result with rank 3}}
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = dense<3> : tensor<1xi64>} : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  func.return
}

// -----

func.func @dynamic_iota_dimension(%s: tensor<2xindex>) {
  // expected-error@+1 {{'mhlo.dynamic_iota' op iota dimension cannot go beyond the output rank.}}
  %0 = "mhlo.dynamic_iota"(%s) {iota_dimension = 2 : i64} : (tensor<2xindex>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @dynamic_pad_padding_size(%a: tensor<4xf32>, %p: tensor<f32>, %l: tensor<2xindex>) {
  // expected-error@+1 {{'mhlo.dynamic_pad' op has mismatched number of operand rank (1) and edge_padding_low size (2)}}
  %0 = "mhlo.dynamic_pad"(%a, %p, %l, %l, %l) : (tensor<4xf32>, tensor<f32>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_reshape_rank(%a: tensor<?xf32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'mhlo.dynamic_reshape' op result should have a rank equal to the number of elements in output_shape}}
  %0 = "mhlo.dynamic_reshape"(%a, %s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_update_slice_update_size(%a: tensor<3x4xf32>, %u: tensor<1x5xf32>, %i: tensor<i32>) {
  // expected-error@+2 {{'mhlo.dynamic_update_slice' op failed to infer returned types}}
  // expected-error@+1 {{expects size at dimension 1 of update to be in range [0, 4]. Got: 5.}}
  %0 = "mhlo.dynamic_update_slice"(%a, %u, %i, %i) : (tensor<3x4xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
  func.return
}

// -----

func.func @einsum_config(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{'mhlo.einsum' op einsum_config must name 2 operand(s) and the result, but got 'ab,bc'}}
  %0 = "mhlo.einsum"(%a, %b) {einsum_config = "ab,bc"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @unary_einsum_rank(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{'mhlo.unary_einsum' op einsum_config gives operand #0 3 dimensions, but its type has rank 2}}
  %0 = "mhlo.unary_einsum"(%a) {einsum_config = "abc->ba"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @iota_dimension() {
  // expected-error@+1 {{'mhlo.iota' op iota dimension cannot go beyond the output rank.}}
  %0 = "mhlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4xf32>
  func.return
}

// -----

func.func @optimization_barrier_types(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.optimization_barrier' op requires the same type for operand and result at index 0}}
  %0 = "mhlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @outfeed_result(%a: tensor<4xf32>, %t: !mhlo.token) {
  // expected-error@+1 {{'mhlo.outfeed' op result #0 must be token, but got 'tensor<4xf32>'}}
  %0 = "mhlo.outfeed"(%a, %t) {outfeed_config = ""} : (tensor<4xf32>, !mhlo.token) -> tensor<4xf32>
  func.return
}

// -----

func.func @pad_interior(%a: tensor<4xf32>, %p: tensor<f32>) {
  // expected-error@+2 {{'mhlo.pad' op failed to infer returned types}}
  // expected-error@+1 {{Interior padding cannot be negative: -1}}
  %0 = "mhlo.pad"(%a, %p) {edge_padding_low = dense<0> : tensor<1xi64>, edge_padding_high = dense<0> : tensor<1xi64>, interior_padding = dense<-1> : tensor<1xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @partition_id_type() {
  // expected-error@+2 {{'mhlo.partition_id' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<ui32>' are incompatible with return type(s) of operation 'tensor<i64>'}}
  %0 = "mhlo.partition_id"() : () -> tensor<i64>
  func.return
}

// -----

func.func @replica_id_type() {
  // expected-error@+2 {{'mhlo.replica_id' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<ui32>' are incompatible with return type(s) of operation 'tensor<i64>'}}
  %0 = "mhlo.replica_id"() : () -> tensor<i64>
  func.return
}

// -----

func.func @real_dynamic_slice_index_types(%a: tensor<4xf32>, %i: tensor<2xindex>, %j: tensor<1xindex>) {
  // expected-error@+1 {{'mhlo.real_dynamic_slice' op failed to verify that all of {start_indices, limit_indices, strides} have same type}}
  %0 = "mhlo.real_dynamic_slice"(%a, %i, %j, %j) : (tensor<4xf32>, tensor<2xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  func.return
}

// -----

func.func @reduce_scatter_region_arity(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.reduce_scatter' op Reduction-region must take 2 parameters, but takes 3 parameter(s)}}
  %0 = "mhlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>):
    mhlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @send_channel_type(%a: tensor<4xf32>, %t: !mhlo.token) {
  // expected-error@+1 {{'mhlo.send' op channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false}}
  %0 = "mhlo.send"(%a, %t) {channel_handle = #mhlo.channel_handle<handle = 1, type = 3>, is_host_transfer = false} : (tensor<4xf32>, !mhlo.token) -> !mhlo.token
  func.return
}

// -----

func.func @torch_index_select_dim(%a: tensor<4x5xf32>, %i: tensor<2xi32>) {
  // expected-error@+1 {{'mhlo.torch_index_select' op dim 2 is out of bounds for an operand of rank 2}}
  %0 = "mhlo.torch_index_select"(%a, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<2xi32>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @uniform_dequantize_operand(%a: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.uniform_dequantize' op operand element type must be a quantized type, but got f32}}
  %0 = "mhlo.uniform_dequantize"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @async_update_bundle(%a: !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) {
  // expected-error@+1 {{'mhlo.async_update' op requires the same type for all operands and results}}
  %0 = "mhlo.async_update"(%a) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<5xf32>>
  func.return
}

// -----

func.func @create_token_result() {
  // expected-error@+1 {{'mhlo.create_token' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = "mhlo.create_token"() : () -> tensor<f32>
  func.return
}

// -----

func.func @floor_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.floor' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = mhlo.floor %a : tensor<4xi32>
  func.return
}

// -----

func.func @recv_channel_type(%t: !mhlo.token) {
  // expected-error@+1 {{'mhlo.recv' op channel_type should be HOST_TO_DEVICE when is_host_transfer is true}}
  %0:2 = "mhlo.recv"(%t) {channel_handle = #mhlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (!mhlo.token) -> (tensor<4xf32>, !mhlo.token)
  func.return
}
