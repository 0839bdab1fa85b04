// Verifier errors of the linear algebra, convolution and random-number ops, one per chunk.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @dot_rank(%a: tensor<2x3x4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.dot' op expected both lhs/rhs ranks to be either 1 or 2}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @dot_contracting(%a: tensor<2x3xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.dot' op contracting dimension sizes must match for lhs/rhs}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @dot_result(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.dot' op inferred shape '[2]' is incompatible with return type of operation 'tensor<3xf32>'}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @dot_precision(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.dot' op expects precision config to be empty or have <= 2 elements.}}
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, DEFAULT, HIGH] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return
}

// -----

func.func @dot_general_batching_count(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) {
  // expected-error@+1 {{'stablehlo.dot_general' op lhs and rhs should have the same number of batching dimensions}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x2x5xf32>
  func.return
}

// -----

func.func @dot_general_contracting_count(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{'stablehlo.dot_general' op lhs and rhs should have the same number of contracting dimensions}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  func.return
}

// -----

func.func @dot_general_duplicate(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) {
  // expected-error@+1 {{'stablehlo.dot_general' op has duplicated dimension from lhs_batching_dimensions and lhs_contracting_dimensions: 0}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4x5xf32>
  func.return
}

// -----

func.func @dot_general_range(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{'stablehlo.dot_general' op rhs_contracting_dimensions value: 2 is out of range: [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [2] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dot_general_batch_sizes(%a: tensor<2x3x4xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'stablehlo.dot_general' op batching dimension sizes must match for lhs/rhs}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  func.return
}

// -----

func.func @dot_general_contracting_sizes(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error@+1 {{'stablehlo.dot_general' op contracting dimension sizes must match for lhs/rhs}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @dot_general_result(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) {
  // expected-error@+1 {{'stablehlo.dot_general' op inferred shape '[2, 3, 5]' is incompatible with return type of operation 'tensor<2x5x3xf32>'}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x5x3xf32>
  func.return
}

// -----

func.func @dot_general_unknown_algorithm(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f32', rhs:'f32', accum:'f32', lhs_components:3, rhs_components:1, primitive_ops:1, imprecise:0}}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 3, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dot_general_algorithm_count(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{num primitive operations must be positive}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @einsum_config(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{'stablehlo.einsum' op einsum_config must name 2 operand(s) and the result, but got 'ab->a'}}
  %0 = stablehlo.einsum %a, %b, config = "ab->a" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @unary_einsum_rank(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.unary_einsum' op einsum_config gives operand #0 3 dimensions, but its type has rank 2}}
  %0 = stablehlo.unary_einsum %a, config = "abc->a" : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @conv_rank(%x: tensor<1x4x4x2xf32>, %k: tensor<3x2x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects convolution arguments to have same number of dimensions. Got: 'tensor<1x4x4x2xf32>' and 'tensor<3x2x4xf32>'.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_feature_group_count(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects feature_group_count to be a positive number, got 0.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_both_groups(%x: tensor<2x4x4x2xf32>, %k: tensor<3x3x1x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects batch_group_count and feature_group_count not to be both greater than 1. Got 2 and 2 resp.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_kernel_features(%x: tensor<1x4x4x4xf32>, %k: tensor<3x3x4x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects input feature dimension (4) / feature_group_count = kernel input feature dimension (4). Got feature_group_count = 2.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_output_features(%x: tensor<1x4x4x4xf32>, %k: tensor<3x3x2x3xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects kernel output feature dimension (3) to be divisible by feature_group_count. For feature_group_count = 2.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x4xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32>
  func.return
}

// -----

func.func @conv_batch_groups(%x: tensor<3x4x4x2xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects input batch dimension (3) to be divisible by batch_group_count. Got batch_group_count = 2.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_stride(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects window to have positive stride for 1-th window dimension, but got 0.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_dilation_count(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op expects base-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_result(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{'stablehlo.convolution' op inferred shape '[1, 4, 4, 4]' is incompatible with return type of operation 'tensor<1x2x2x4xf32>'}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @conv_pad_pair(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{Expected array with 2 elements, got 3 elements instead}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
  func.return
}

// -----

func.func @conv_window_keyword(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{Unexpected keyword stride}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  func.return
}

// -----

func.func @dynamic_conv_padding(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>, %p: tensor<3x2xi64>) {
  // expected-error@+1 {{'stablehlo.dynamic_conv' op expects padding to be of shape [2, 2], but got [3, 2]}}
  %0 = "stablehlo.dynamic_conv"(%x, %k, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<3x2xi64>) -> tensor<1x?x?x4xf32>
  func.return
}

// -----

func.func @fft_rank(%x: tensor<2x2x2x2xcomplex<f32>>) {
  // expected-error@+1 {{'stablehlo.fft' op rank must be between 1 and 3, but got 4.}}
  %0 = stablehlo.fft %x, type = FFT, length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @rfft_complex(%x: tensor<8xcomplex<f32>>) {
  // expected-error@+1 {{'stablehlo.fft' op RFFT requires f32 or f64 input type, but is given 'complex<f32>'.}}
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<5xcomplex<f32>>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @fft_real(%x: tensor<8xf32>) {
  // expected-error@+1 {{'stablehlo.fft' op FFT/IFFT/IRFFT take a complex tensor as input, but is given 'tensor<8xf32>'.}}
  %0 = stablehlo.fft %x, type = FFT, length = [8] : (tensor<8xf32>) -> tensor<8xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @rfft_length(%x: tensor<8xf32>) {
  // expected-error@+1 {{'stablehlo.fft' op RFFT requires innermost dimensions to be compatible with fft_length. Got: 8 but wanted 4.}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<8xf32>) -> tensor<3xcomplex<f32>>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @irfft_length(%x: tensor<4xcomplex<f32>>) {
  // expected-error@+1 {{'stablehlo.fft' op IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: 4 but fft_length is 8.}}
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<4xcomplex<f32>>) -> tensor<8xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @rfft_result(%x: tensor<8xf32>) {
  // expected-error@+1 {{'stablehlo.fft' op inferred type(s) 'tensor<5xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<8xcomplex<f32>>'}}
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @cholesky_rank(%a: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.cholesky' op argument 'a' must have rank >= 2, got shape 3.}}
  %0 = stablehlo.cholesky %a : tensor<3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @cholesky_square(%a: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.cholesky' op minor dimensions of 'a' must have equal size, got shape 2, 3.}}
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @cholesky_integer(%a: tensor<3x3xi32>) {
  // expected-error@+1 {{'stablehlo.cholesky' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<3x3xi32>'}}
  %0 = stablehlo.cholesky %a : tensor<3x3xi32>
  func.return
}

// -----

func.func @triangular_solve_rank(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.triangular_solve' op operand 'a' must have rank >= 2, but got 'tensor<3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @triangular_solve_shared(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.triangular_solve' op shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<3x3xf32>' and 'tensor<2x3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @triangular_solve_batch(%a: tensor<2x3x3xf32>, %b: tensor<4x3x3xf32>) {
  // expected-error@+1 {{'stablehlo.triangular_solve' op batch dimensions of the operands must be compatible, but got 'tensor<2x3x3xf32>' and 'tensor<4x3x3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<4x3x3xf32>) -> tensor<4x3x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @triangular_solve_transpose(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error@+1 {{'stablehlo.triangular_solve' op Invalid transpose option value for triangular solve}}
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @batch_norm_feature_index(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.batch_norm_inference' op expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex 2, and rank 2.}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @batch_norm_negative_feature(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.batch_norm_training' op expects featureIndex to be a non-negative number, got -1.}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 1.000000e-03 : f32, feature_index = -1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @batch_norm_feature_count(%x: tensor<2x3xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.batch_norm_training' op expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 2 and the feature count is 3.}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>)  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @batch_norm_single_shapes(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %t: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.batch_norm_grad' op expects single-dimensional operands to have compatible shapes.}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %t, %s, %x) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @batch_norm_multi_shapes(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<4x3xf32>) {
  // expected-error@+1 {{'stablehlo.batch_norm_grad' op expects multi-dimensional operands to have compatible shapes.}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @batch_norm_result(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.batch_norm_training' op inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<2xf32>', 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>)  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @rng_normal_integers(%a: tensor<i32>, %b: tensor<i32>, %shape: tensor<2xi64>) {
  // expected-error@+1 {{'stablehlo.rng' op mu and sigma must be floats}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @rng_scalar_bounds(%a: tensor<2xf32>, %b: tensor<f32>, %shape: tensor<1xi64>) {
  // expected-error@+1 {{'stablehlo.rng' op operand #0 must be 0D tensor of pred, integer or float values, but got 'tensor<2xf32>'}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<2xf32>, tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}

// -----

func.func @rng_element_types(%a: tensor<f32>, %b: tensor<f64>, %shape: tensor<1xi64>) {
  // expected-error@+1 {{'stablehlo.rng' op failed to verify that all of {a, b, result} have same element type}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}

// -----

func.func @rng_constant_shape(%a: tensor<f32>, %b: tensor<f32>) {
  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  // expected-error@+1 {{'stablehlo.rng' op inferred type(s) 'tensor<3x4xf32>' are incompatible with return type(s) of operation 'tensor<4x3xf32>'}}
  %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @rng_bit_generator_state(%state: tensor<2xui64>) {
  // expected-error@+1 {{'stablehlo.rng_bit_generator' op output state shape must be compatible with initial state shape. Got: 'tensor<2xui64>' and 'tensor<3xui64>'}}
  %0, %1 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<3xui64>, tensor<2x2xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_dynamic(%state: tensor<2xui64>) {
  // expected-error@+1 {{'stablehlo.rng_bit_generator' op output must be statically shaped, but got 'tensor<?xui32>'}}
  %0, %1 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<?xui32>)
  func.return
}

// -----

func.func @erf_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.erf' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = mhlo.erf %x : tensor<4xi32>
  func.return
}

// -----

func.func @acos_integer(%x: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.acos' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = mhlo.acos %x : tensor<4xi32>
  func.return
}

// -----

func.func @acosh_pred(%x: tensor<4xi1>) {
  // expected-error@+1 {{'mhlo.acosh' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi1>'}}
  %0 = mhlo.acosh %x : tensor<4xi1>
  func.return
}

// -----

func.func @atanh_result_element(%x: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.atanh' op requires compatible types for all operands and results}}
  %0 = "mhlo.atanh"(%x) : (tensor<4xf32>) -> tensor<4xf64>
  func.return
}

// -----

func.func @cosh_shape(%x: tensor<4xf32>) {
  // expected-error@+1 {{'mhlo.cosh' op requires compatible types for all operands and results}}
  %0 = "mhlo.cosh"(%x) : (tensor<4xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @stochastic_convert_bits(%x: tensor<4xf32>, %r: tensor<4xui16>) {
  // expected-error@+1 {{'mhlo.stochastic_convert' op requires the random's bitwidth to match the operand's, but got: 16 and 32}}
  %0 = "mhlo.stochastic_convert"(%x, %r) : (tensor<4xf32>, tensor<4xui16>) -> tensor<4xi8>
  func.return
}

// -----

func.func @stochastic_convert_signed_random(%x: tensor<4xf32>, %r: tensor<4xi32>) {
  // expected-error@+1 {{'mhlo.stochastic_convert' op operand #1 must be ranked tensor of unsigned integer values, but got 'tensor<4xi32>'}}
  %0 = "mhlo.stochastic_convert"(%x, %r) : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi8>
  func.return
}

// -----

func.func @algorithm_needs_default_precision(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) {
  // expected-error@+1 {{must specify DEFAULT precision config when algorithm is set.}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGH, HIGH], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return
}

// -----

func.func @batch_norm_grad_unranked(%x: tensor<*xf16>, %v: tensor<4xf16>, %g: tensor<2x4xf16>) {
  // expected-error@+1 {{'mhlo.batch_norm_grad' op operand #0 must be ranked tensor of floating-point values, but got 'tensor<*xf16>'}}
  %0:3 = "mhlo.batch_norm_grad"(%x, %v, %v, %v, %g) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64} : (tensor<*xf16>, tensor<4xf16>, tensor<4xf16>, tensor<4xf16>, tensor<2x4xf16>) -> (tensor<*xf16>, tensor<4xf16>, tensor<4xf16>)
  func.return
}
