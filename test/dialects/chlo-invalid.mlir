// Verifier errors of the chlo ops, one per chunk.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @broadcast_incompatible(%a: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'chlo.broadcast_add' op shapes [4], [3] are not broadcast-compatible}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_wrong_result(%a: tensor<2x4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_multiply' op inferred type(s) 'tensor<2x4xf32>' are incompatible with return type(s) of operation 'tensor<4x4xf32>'}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @broadcast_dimensions_size(%a: tensor<4xf32>, %b: tensor<2x4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_subtract' op broadcast_dimensions size (2) does not match the rank of the lower-rank operand (1)}}
  %0 = chlo.broadcast_subtract %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @broadcast_dimensions_range(%a: tensor<4xf32>, %b: tensor<2x4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_divide' op broadcast_dimensions value 2 is out of range for the higher-rank operand of rank 2}}
  %0 = chlo.broadcast_divide %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @broadcast_dimensions_sizes(%a: tensor<4xf32>, %b: tensor<4x2xf32>) {
  // expected-error@+1 {{'chlo.broadcast_maximum' op shapes [4] and [4, 2] are not broadcast-compatible in broadcast_dimensions [1]}}
  %0 = chlo.broadcast_maximum %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @broadcast_element_mismatch(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error@+1 {{'chlo.broadcast_minimum' op requires the same element type for all operands}}
  %0 = chlo.broadcast_minimum %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_result_element(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_power' op result element type must be f32, but got f64}}
  %0 = chlo.broadcast_power %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  func.return
}

// -----

func.func @broadcast_shift_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_shift_left' op operand element type must be integer, but got f32}}
  %0 = chlo.broadcast_shift_left %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_and_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_and' op operand element type must be pred or integer, but got f32}}
  %0 = chlo.broadcast_and %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_zeta_int(%a: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.broadcast_zeta' op operand element type must be float, but got i32}}
  %0 = chlo.broadcast_zeta %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @broadcast_complex_result(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_complex' op result element type must be complex<f32>, but got f32}}
  %0 = chlo.broadcast_complex %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_compare_result(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_compare' op result element type must be i1, but got f32}}
  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_select_pred(%p: tensor<4xi32>, %a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_select' op pred must be a tensor of i1, but got tensor<4xi32>}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_select_shapes(%p: tensor<3xi1>, %a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_select' op shapes [3], [4], [4] are not broadcast-compatible}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_select_elements(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.broadcast_select' op requires on_true and on_false to have the same element type}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_atan2_int(%a: tensor<4xi1>) {
  // expected-error@+1 {{'chlo.broadcast_atan2' op operand element type must be float or complex, but got i1}}
  %0 = chlo.broadcast_atan2 %a, %a : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  func.return
}

// -----

func.func @broadcast_remainder_pred(%a: tensor<4xi1>) {
  // expected-error@+1 {{'chlo.broadcast_remainder' op operand element type must be integer, float or complex, but got i1}}
  %0 = chlo.broadcast_remainder %a, %a : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  func.return
}

// -----

func.func @broadcast_next_after_int(%a: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.broadcast_next_after' op operand element type must be float, but got i32}}
  %0 = chlo.broadcast_next_after %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @broadcast_polygamma_int(%a: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.broadcast_polygamma' op operand element type must be float, but got i32}}
  %0 = chlo.broadcast_polygamma %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @broadcast_shift_right_arithmetic_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_shift_right_arithmetic' op operand element type must be integer, but got f32}}
  %0 = chlo.broadcast_shift_right_arithmetic %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_shift_right_logical_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_shift_right_logical' op operand element type must be integer, but got f32}}
  %0 = chlo.broadcast_shift_right_logical %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @broadcast_or_shapes(%a: tensor<2x3xi1>, %b: tensor<2xi1>) {
  // expected-error@+1 {{'chlo.broadcast_or' op shapes [2, 3], [2] are not broadcast-compatible}}
  %0 = chlo.broadcast_or %a, %b : (tensor<2x3xi1>, tensor<2xi1>) -> tensor<2x3xi1>
  func.return
}

// -----

func.func @broadcast_xor_shapes(%a: tensor<2x3xi1>, %b: tensor<2xi1>) {
  // expected-error@+1 {{'chlo.broadcast_xor' op shapes [2, 3], [2] are not broadcast-compatible}}
  %0 = chlo.broadcast_xor %a, %b : (tensor<2x3xi1>, tensor<2xi1>) -> tensor<2x3xi1>
  func.return
}

// -----

func.func @acosh_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.acosh' op operand element type must be float or complex, but got i32}}
  %0 = chlo.acosh %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @asin_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.asin' op operand element type must be float or complex, but got i32}}
  %0 = chlo.asin %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @asinh_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.asinh' op operand element type must be float or complex, but got i32}}
  %0 = chlo.asinh %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @atan_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.atan' op operand element type must be float or complex, but got i32}}
  %0 = chlo.atan %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @atanh_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.atanh' op operand element type must be float or complex, but got i32}}
  %0 = chlo.atanh %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @bessel_i1e_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.bessel_i1e' op operand element type must be float or complex, but got i32}}
  %0 = chlo.bessel_i1e %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @conj_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.conj' op operand element type must be float or complex, but got i32}}
  %0 = chlo.conj %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @cosh_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.cosh' op operand element type must be float or complex, but got i32}}
  %0 = chlo.cosh %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @sinh_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.sinh' op operand element type must be float or complex, but got i32}}
  %0 = chlo.sinh %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @square_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.square' op operand element type must be float or complex, but got i32}}
  %0 = chlo.square %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @erf_complex(%x: tensor<4xcomplex<f32>>) {
  // expected-error@+1 {{'chlo.erf' op operand element type must be float, but got complex<f32>}}
  %0 = chlo.erf %x : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return
}

// -----

func.func @erfc_complex(%x: tensor<4xcomplex<f32>>) {
  // expected-error@+1 {{'chlo.erfc' op operand element type must be float, but got complex<f32>}}
  %0 = chlo.erfc %x : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return
}

// -----

func.func @erf_inv_complex(%x: tensor<4xcomplex<f32>>) {
  // expected-error@+1 {{'chlo.erf_inv' op operand element type must be float, but got complex<f32>}}
  %0 = chlo.erf_inv %x : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return
}

// -----

func.func @is_neg_inf_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.is_neg_inf' op operand element type must be float, but got i32}}
  %0 = chlo.is_neg_inf %x : tensor<4xi32> -> tensor<4xi1>
  func.return
}

// -----

func.func @is_pos_inf_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.is_pos_inf' op operand element type must be float, but got i32}}
  %0 = chlo.is_pos_inf %x : tensor<4xi32> -> tensor<4xi1>
  func.return
}

// -----

func.func @unary_shape(%x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.acos' op requires the same shape for all operands and results}}
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<3xf32>
  func.return
}

// -----

func.func @unary_float_only(%x: tensor<4xcomplex<f32>>) {
  // expected-error@+1 {{'chlo.lgamma' op operand element type must be float, but got complex<f32>}}
  %0 = chlo.lgamma %x : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return
}

// -----

func.func @unary_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.tan' op operand element type must be float or complex, but got i32}}
  %0 = chlo.tan %x : tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @asin_acos_kernel_real(%x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo._asin_acos_kernel' op operand element type must be complex, but got f32}}
  %0 = chlo._asin_acos_kernel %x : tensor<4xf32> -> tensor<4xf32>
  func.return
}

// -----

func.func @is_inf_result(%x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.is_inf' op result element type must be i1, but got f32}}
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xf32>
  func.return
}

// -----

func.func @digamma_result(%x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.digamma' op result element type must be f32, but got f16}}
  %0 = chlo.digamma %x : tensor<4xf32> -> tensor<4xf16>
  func.return
}

// -----

func.func @zeta_elements(%x: tensor<4xf32>, %q: tensor<4xf64>) {
  // expected-error@+1 {{'chlo.zeta' op requires the same element type for all operands}}
  %0 = chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf64> -> tensor<4xf32>
  func.return
}

// -----

func.func @polygamma_shapes(%n: tensor<3xf32>, %x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.polygamma' op requires the same shape for all operands and results}}
  %0 = chlo.polygamma %n, %x : tensor<3xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return
}

// -----

func.func @next_after_int(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.next_after' op operand element type must be float, but got i32}}
  %0 = chlo.next_after %x, %x : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  func.return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'chlo.constant' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = "chlo.constant"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @constant_like(%arg0: tensor<1x2xi64>) {
  // expected-error@+1 {{'chlo.constant_like' op value's type doesn't match element return type}}
  %0 = "chlo.constant_like"(%arg0) <{value = 3.2 : f32}> : (tensor<1x2xi64>) -> tensor<1x2xi32>
  func.return
}

// -----

func.func @constant_like_shape(%arg0: tensor<1x2xi64>) {
  // expected-error@+1 {{'chlo.constant_like' op requires the same shape for all operands and results}}
  %0 = "chlo.constant_like"(%arg0) <{value = 3 : i32}> : (tensor<1x2xi64>) -> tensor<2xi32>
  func.return
}

// -----

func.func @top_k_rank(%arg0: tensor<f32>) {
  // expected-error@+1 {{'chlo.top_k' op operand's rank must be at least 1}}
  %0:2 = chlo.top_k(%arg0, k = 8) : tensor<f32> -> (tensor<8xf32>, tensor<8xi32>)
  func.return
}

// -----

func.func @top_k_last_dim(%arg0: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.top_k' op operand's last dimension must be at least 8}}
  %0:2 = chlo.top_k(%arg0, k = 8) : tensor<4xf32> -> (tensor<8xf32>, tensor<8xi32>)
  func.return
}

// -----

func.func @top_k_results(%arg0: tensor<16x16xf32>) {
  // expected-error@+1 {{'chlo.top_k' op inferred type(s) 'tensor<16x8xf32>', 'tensor<16x8xi32>' are incompatible with return type(s) of operation 'tensor<16x8xf32>', 'tensor<16x8xi64>'}}
  %0:2 = chlo.top_k(%arg0, k = 8) : tensor<16x16xf32> -> (tensor<16x8xf32>, tensor<16x8xi64>)  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @ragged_dot_contracting_sizes(%lhs: tensor<11x5xf32>, %rhs: tensor<3x2x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op contracting dimension sizes must match for lhs/rhs}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x2x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_group_sizes_rank(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3x2xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op expected group_sizes to have rank 1, got 2}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3x2xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_group_sizes_shape(%lhs: tensor<19x17x11x5xf32>, %rhs: tensor<3x19x5x7xf32>, %group_sizes: tensor<19x11x3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op group_sizes is expected to have shape [19, 17, 3], got [19, 11, 3]}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
                                                    lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2],
                                                    lhs_ragged_dimensions = [2], rhs_group_dimensions = [0]>
  } : (tensor<19x17x11x5xf32>, tensor<3x19x5x7xf32>, tensor<19x11x3xi64>) -> tensor<19x17x11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_group_dim_size(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<2xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op rhs group dimension is expected to have size=2, got 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<2xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_ragged_count(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op There must be exactly one ragged dimension in the lhs.}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_group_is_batch(%lhs: tensor<3x11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op has duplicated dimension from rhs_group_dimensions and rhs_batching_dimensions: 0}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                                                    lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<3x11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<3x11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_contracting_with_group(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op There must be zero group dimensions in the rhs when the ragged dimension is batch or contracting.}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<3x11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_no_group(%lhs: tensor<11x5xf32>, %rhs: tensor<5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting.}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
                                                    lhs_ragged_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_result(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op inferred shape '[11, 7]' is incompatible with return type of operation tensor<11x8xf32>}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x8xf32>
  func.return
}

// -----

func.func @ragged_dot_group_sizes_float(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xf32>) {
  // expected-error@+1 {{'chlo.ragged_dot' op group_sizes must be a tensor of integers, but got tensor<3xf32>}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xf32>) -> tensor<11x7xf32>
  func.return
}

// -----

// chlo.ragged_dot and mhlo.ragged_dot share one verifier (mhlo-ragged-dot-invalid.mlir): upstream's range checks.
func.func @ragged_dot_ragged_out_of_range(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op Expects lhs_ragged_dim to be in range [0, lhs_rank) i.e. [0, 2). got: 5.}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [5], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_group_out_of_range(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op Expects rhs_group_dim to be in range [0, rhs_rank) i.e. [0, 3). got: 3.}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [3]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_group_sizes_scalar(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<i64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op expected group_sizes to have rank 1, got 0}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<i64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_precision_kind(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %group_sizes: tensor<3xi64>) {
  // expected-error@+1 {{'chlo.ragged_dot' op attribute 'precision_config' failed to satisfy constraint: Precision Config attribute}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
                                                    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>,
    precision_config = [1 : i32]
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @minimum_broadcast_shapes_count(%a: tensor<?xindex>, %b: tensor<?xindex>) {
  // expected-error@+1 {{'chlo.minimum_broadcast_shapes' op number of operand shapes (2) does not match number of result shapes (1)}}
  %0 = chlo.minimum_broadcast_shapes %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  func.return
}

// -----

func.func @minimum_broadcast_shapes_one(%a: tensor<?xindex>) {
  // expected-error@+1 {{'chlo.minimum_broadcast_shapes' op number of operand shapes (1) should be >= 2}}
  %0 = chlo.minimum_broadcast_shapes %a : tensor<?xindex> -> tensor<?xindex>
  func.return
}

// -----

func.func @rank_specialization_cluster_args(%a: tensor<*xf32>) {
  // expected-error@+1 {{'chlo.rank_specialization_cluster' op block argument types must match operand types}}
  %0 = "chlo.rank_specialization_cluster"(%a) ({
  ^bb0(%x: tensor<*xf64>):
    "chlo.rank_specialization_cluster_yield"(%x) : (tensor<*xf64>) -> ()
  }) : (tensor<*xf32>) -> tensor<*xf64>
  func.return
}

// -----

func.func @rank_specialization_cluster_implicit(%a: tensor<*xf32>, %b: tensor<*xf32>) {
  // expected-error@+1 {{'chlo.rank_specialization_cluster' op nested ops must not depend on implicit operands}}
  %0 = "chlo.rank_specialization_cluster"(%a) ({
  ^bb0(%x: tensor<*xf32>):
    %1 = chlo.broadcast_add %x, %b : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    "chlo.rank_specialization_cluster_yield"(%1) : (tensor<*xf32>) -> ()
  }) : (tensor<*xf32>) -> tensor<*xf32>
  func.return
}

// -----

func.func @rank_specialization_cluster_yield_types(%a: tensor<*xf32>) {
  // expected-error@+1 {{'chlo.rank_specialization_cluster' op yielded types must match the result types}}
  %0 = "chlo.rank_specialization_cluster"(%a) ({
  ^bb0(%x: tensor<*xf32>):
    "chlo.rank_specialization_cluster_yield"(%x) : (tensor<*xf32>) -> ()
  }) : (tensor<*xf32>) -> tensor<*xf64>
  func.return
}

// -----

func.func @rank_specialization_cluster_yield_parent(%a: tensor<*xf32>) {
  // expected-error@+1 {{'chlo.rank_specialization_cluster_yield' op expects parent op 'chlo.rank_specialization_cluster'}}
  "chlo.rank_specialization_cluster_yield"(%a) : (tensor<*xf32>) -> ()
  func.return
}

// -----

func.func @dynamic_reshape_rank(%x: tensor<*xf32>, %shape: tensor<2xi64>) {
  // expected-error@+1 {{'chlo.dynamic_reshape' op result rank (3) must match the number of elements in output_shape (2)}}
  %0 = "chlo.dynamic_reshape"(%x, %shape) : (tensor<*xf32>, tensor<2xi64>) -> tensor<?x?x?xf32>
  func.return
}

// -----

func.func @dynamic_reshape_shape(%x: tensor<*xf32>, %shape: tensor<2xf32>) {
  // expected-error@+1 {{'chlo.dynamic_reshape' op output_shape must be a 1D tensor of integers or index, but got tensor<2xf32>}}
  %0 = "chlo.dynamic_reshape"(%x, %shape) : (tensor<*xf32>, tensor<2xf32>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @mulhi_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.mulhi' op operand element type must be integer, but got f32}}
  %0 = chlo.mulhi %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return
}

// -----

func.func @mulhi_mixed(%a: tensor<4xi32>, %b: tensor<4xui32>) {
  // expected-error@+1 {{'chlo.mulhi' op requires the same element type for all operands}}
  %0 = chlo.mulhi %a, %b : tensor<4xi32>, tensor<4xui32> -> tensor<4xi32>
  func.return
}

// -----

func.func @mulhi_shape(%a: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.mulhi' op requires the same shape for all operands and results}}
  %0 = chlo.mulhi %a, %a : tensor<4xi32>, tensor<4xi32> -> tensor<3xi32>
  func.return
}

// -----

func.func @scan_dimension_range(%x: tensor<4xi32>, %i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op dimension 1 is out of range for input #0 of rank 1}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=1 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_input_sizes(%x: tensor<4xi32>, %y: tensor<3xi32>) {
  // expected-error@+1 {{'chlo.scan' op input #1 has size 3 along the scan dimension, but the scan has 4 steps}}
  %0:2 = chlo.scan(%x, %y) inits() dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<3xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  func.return
}

// -----

func.func @scan_stated_size(%x: tensor<4xi32>, %i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op input #0 has size 4 along the scan dimension, but the scan has 5 steps}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 attributes {scan_dim_size = 5 : i64} {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_argument_count(%x: tensor<4xi32>, %i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op body must take 2 arguments (a slice of each input, then each carry), but takes 1}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a, %a : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_slice_type(%x: tensor<4x2xi32>, %i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op body argument #0 has type tensor<4xi32>, but its operand gives tensor<2xi32>}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 {
  ^bb0(%a: tensor<4xi32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<4xi32>, tensor<i32>
  } : (tensor<4x2xi32>, tensor<i32>) -> (tensor<4x4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_return_count(%x: tensor<4xi32>, %i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op body returns 1 values, but the op has 1 outputs, 1 carries and 1 inits}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_output_type(%x: tensor<4xi32>, %i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op output #0 has type tensor<5xi32>, but the body returns slices of type tensor<i32>}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_carry_type(%x: tensor<4xi32>, %i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op carry #0 has type tensor<i32>, but its init has type tensor<i32> and the body returns tensor<f32>}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %f = stablehlo.convert %b : (tensor<i32>) -> tensor<f32>
    stablehlo.return %a, %f : tensor<i32>, tensor<f32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_nothing(%i: tensor<i32>) {
  // expected-error@+1 {{'chlo.scan' op requires at least one input or output}}
  %0 = chlo.scan() inits(%i) dimension=0 {
  ^bb0(%b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  } : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

func.func @scan_result_count(%x: tensor<4xi32>, %i: tensor<i32>, %j: tensor<i32>) {
  // expected-error@+4 {{expected a result for each of the 2 inits, but got 1 results}}
  %0 = chlo.scan(%x) inits(%i, %j) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>):
    stablehlo.return %b, %c : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

func.func @scan_uses_outer_value(%x: tensor<4xi32>, %i: tensor<i32>) {
  // The body is isolated from above, as upstream's.
  // expected-error@+1 {{'chlo.scan' op Operation using value defined out of its IsolatedFromAbove parent}}
  %0:2 = chlo.scan(%x) inits(%i) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %i : tensor<i32>
    stablehlo.return %s, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}
