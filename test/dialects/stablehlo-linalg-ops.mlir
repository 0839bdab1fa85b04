// Round trip of the linear algebra, convolution and random-number ops in
// their pretty form, through the generic form, and in mhlo spelling.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: sed -e 's/stablehlo\./mhlo./g' -e 's/#stablehlo</#mhlo</g' %s | ai-opt | FileCheck %s --check-prefix=MHLO
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @dot
// CHECK-SAME: (%[[M:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<3xf32>, %[[N:.*]]: tensor<3x4xf32>)
// CHECK-NEXT: stablehlo.dot %[[M]], %[[V]] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
// CHECK-NEXT: stablehlo.dot %[[M]], %[[N]], precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: stablehlo.dot %[[V]], %[[V]] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
// MHLO-LABEL: func.func @dot
// MHLO: "mhlo.dot"(%{{.*}}, %{{.*}}) <{precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
func.func @dot(%m: tensor<2x3xf32>, %v: tensor<3xf32>, %n: tensor<3x4xf32>) {
  %0 = stablehlo.dot %m, %v : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %1 = stablehlo.dot %m, %n, precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %2 = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return
}

// CHECK-LABEL: func.func @dot_general
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>, %[[B:.*]]: tensor<2x4x5xf32>, %[[I:.*]]: tensor<?x4xi8>)
// CHECK-NEXT: stablehlo.dot_general %[[A]], %[[B]], batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: stablehlo.dot_general %[[A]], %[[B]], contracting_dims = [] x [] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4x2x4x5xf32>
// CHECK-NEXT: stablehlo.dot_general %[[I]], %[[I]], contracting_dims = [1] x [1] : (tensor<?x4xi8>, tensor<?x4xi8>) -> tensor<?x?xi32>
// CHECK-NEXT: stablehlo.dot_general %[[A]], %[[B]], batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: stablehlo.dot_general %[[A]], %[[B]], batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> {some.attr = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// MHLO-LABEL: func.func @dot_general
// MHLO: "mhlo.dot_general"(%{{.*}}, %{{.*}}) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]}>
func.func @dot_general(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %i: tensor<?x4xi8>) {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [] x [] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4x2x4x5xf32>
  %2 = stablehlo.dot_general %i, %i, contracting_dims = [1] x [1] : (tensor<?x4xi8>, tensor<?x4xi8>) -> tensor<?x?xi32>
  %3 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %4 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <rhs_precision_type = f8E5M2, lhs_precision_type = f8E4M3FN, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> {some.attr = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return
}

// CHECK-LABEL: func.func @einsum
// CHECK-SAME: (%[[A:.*]]: tensor<4x16xf32>, %[[B:.*]]: tensor<16x4xf32>)
// CHECK-NEXT: stablehlo.einsum %[[A]], %[[B]], config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: stablehlo.unary_einsum %[[A]], config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
// MHLO-LABEL: func.func @einsum
// MHLO: "mhlo.einsum"
// MHLO: "mhlo.unary_einsum"
func.func @einsum(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>) {
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  func.return
}

// The window prints the attributes present, in upstream's order; reversal
// written as 0/1 (older printers) reads as false/true.
// CHECK-LABEL: func.func @convolution
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x2xf32>, %[[K:.*]]: tensor<3x3x1x4xf32>, %[[Y:.*]]: tensor<2x3x6x5xf32>, %[[W:.*]]: tensor<4x3x2x2xf32>)
// CHECK-NEXT: stablehlo.convolution(%[[X]], %[[K]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [0, -1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x7x0x4xf32>
// CHECK-NEXT: stablehlo.convolution(%[[X]], %[[K]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x2x2x4xf32>
// CHECK-NEXT: stablehlo.convolution(%[[Y]], %[[W]]) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], rhs_dilate = [2, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<2x4x2x4xf32>
// CHECK-NEXT: stablehlo.convolution(%[[Y]], %[[W]]) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[0, 1, b, f], window = {pad = [[0, 0], [1, 1]]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<5x6x1x4xf32>
// GENERIC-LABEL: sym_name = "convolution"
// GENERIC: "stablehlo.convolution"
// GENERIC-SAME: lhs_dilation = array<i64: 2, 1>
// GENERIC-SAME: padding = dense<{{\[\[}}1, 1], [0, -1]]> : tensor<2x2xi64>
// GENERIC-SAME: window_reversal = array<i1: false, false>
// MHLO-LABEL: func.func @convolution
// MHLO: mhlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [0, -1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [0, 0]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]}
func.func @convolution(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x1x4xf32>, %y: tensor<2x3x6x5xf32>, %w: tensor<4x3x2x2xf32>) {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [0, -1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x7x0x4xf32>
  %1 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {feature_group_count = 2 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x2x2x4xf32>
  %2 = stablehlo.convolution(%y, %w) dim_numbers = [b, f, 0, 1] x [o, i, 0, 1] -> [b, f, 0, 1], window = {reverse = [1, 0], rhs_dilate = [2, 1], stride = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<2x4x2x4xf32>
  %3 = stablehlo.convolution(%y, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[0, 1, b, f], window = {pad = [[0, 0], [1, 1]]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<5x6x1x4xf32>
  func.return
}

// CHECK-LABEL: func.func @dynamic_conv
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x2xf32>, %[[K:.*]]: tensor<3x3x2x4xf32>, %[[P:.*]]: tensor<2x2xi64>)
// CHECK-NEXT: "stablehlo.dynamic_conv"(%[[X]], %[[K]], %[[P]]) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
// MHLO-LABEL: func.func @dynamic_conv
// MHLO: "mhlo.dynamic_conv"(%{{.*}}, %{{.*}}, %{{.*}}) <{{.*}}dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
func.func @dynamic_conv(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>, %p: tensor<2x2xi64>) {
  %0 = "stablehlo.dynamic_conv"(%x, %k, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  func.return
}

// CHECK-LABEL: func.func @fft
// CHECK-SAME: (%[[C:.*]]: tensor<4x8xcomplex<f32>>, %[[R:.*]]: tensor<4x8xf64>)
// CHECK-NEXT: stablehlo.fft %[[C]], type = FFT, length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
// CHECK-NEXT: stablehlo.fft %[[C]], type = IFFT, length = [4, 8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
// CHECK-NEXT: %[[RF:.*]] = stablehlo.fft %[[R]], type = RFFT, length = [4, 8] : (tensor<4x8xf64>) -> tensor<4x5xcomplex<f64>>
// CHECK-NEXT: stablehlo.fft %[[RF]], type = IRFFT, length = [4, 8] : (tensor<4x5xcomplex<f64>>) -> tensor<4x8xf64>
// GENERIC-LABEL: sym_name = "fft"
// GENERIC: "stablehlo.fft"(%{{.*}}) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type FFT>}>
// MHLO-LABEL: func.func @fft
// MHLO: "mhlo.fft"(%{{.*}}) <{fft_length = dense<[4, 8]> : tensor<2xi64>, fft_type = #mhlo<fft_type RFFT>}> : (tensor<4x8xf64>) -> tensor<4x5xcomplex<f64>>
func.func @fft(%c: tensor<4x8xcomplex<f32>>, %r: tensor<4x8xf64>) {
  %0 = stablehlo.fft %c, type = FFT, length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  %1 = stablehlo.fft %c, type =  IFFT, length = [4, 8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  %2 = stablehlo.fft %r, type = RFFT, length = [4, 8] : (tensor<4x8xf64>) -> tensor<4x5xcomplex<f64>>
  %3 = stablehlo.fft %2, type = IRFFT, length = [4, 8] : (tensor<4x5xcomplex<f64>>) -> tensor<4x8xf64>
  func.return
}

// `lower = false` is the default and is not printed.
// CHECK-LABEL: func.func @cholesky_and_triangular_solve
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x3xf32>, %[[B:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: stablehlo.cholesky %[[A]], lower = true : tensor<2x3x3xf32>
// CHECK-NEXT: stablehlo.cholesky %[[A]] : tensor<2x3x3xf32>
// CHECK-NEXT: stablehlo.cholesky %[[A]] : tensor<2x3x3xf32>
// CHECK-NEXT: "stablehlo.triangular_solve"(%[[A]], %[[B]]) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// MHLO-LABEL: func.func @cholesky_and_triangular_solve
// MHLO: "mhlo.cholesky"(%{{.*}}) <{lower = true}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
// MHLO: "mhlo.triangular_solve"(%{{.*}}, %{{.*}}) <{left_side = true, lower = true, transpose_a = #mhlo<transpose ADJOINT>, unit_diagonal = false}>
func.func @cholesky_and_triangular_solve(%a: tensor<2x3x3xf32>, %b: tensor<2x3x4xf32>) {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x3xf32>
  %1 = stablehlo.cholesky %a, lower = false : tensor<2x3x3xf32>
  %2 = stablehlo.cholesky %a : tensor<2x3x3xf32>
  %3 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  func.return
}

// CHECK-LABEL: func.func @batch_norm
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %[[S:.*]]: tensor<4xf32>)
// CHECK-NEXT: "stablehlo.batch_norm_inference"(%[[X]], %[[S]], %[[S]], %[[S]], %[[S]]) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: %[[O:.*]]:3 = "stablehlo.batch_norm_training"(%[[X]], %[[S]], %[[S]]) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: "stablehlo.batch_norm_grad"(%[[X]], %[[S]], %[[O]]#1, %[[O]]#2, %[[O]]#0) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
// MHLO-LABEL: func.func @batch_norm
// MHLO: "mhlo.batch_norm_grad"
func.func @batch_norm(%x: tensor<2x3x4xf32>, %s: tensor<4xf32>) {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  %1:3 = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
  %2:3 = "stablehlo.batch_norm_grad"(%x, %s, %1#1, %1#2, %1#0) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>)
  func.return
}

// Enum values may be written with the two spaces older printers used.
// CHECK-LABEL: func.func @random
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %[[SHAPE:.*]]: tensor<2xi64>, %[[STATE:.*]]: tensor<2xui64>)
// CHECK-NEXT: stablehlo.rng %[[A]], %[[B]], %[[SHAPE]], distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT: stablehlo.rng %[[A]], %[[B]], %[[SHAPE]], distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: %{{.*}}:2 = stablehlo.rng_bit_generator %[[STATE]], algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
// CHECK-NEXT: %{{.*}}:2 = stablehlo.rng_bit_generator %[[STATE]], algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xf32>)
// CHECK-NEXT: %{{.*}}:2 = stablehlo.rng_bit_generator %[[STATE]], algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x3xui8>)
// MHLO-LABEL: func.func @random
// MHLO: "mhlo.rng"(%{{.*}}, %{{.*}}, %{{.*}}) <{rng_distribution = #mhlo.rng_distribution<NORMAL>}>
// MHLO: "mhlo.rng_bit_generator"(%{{.*}}) <{rng_algorithm = #mhlo.rng_algorithm<THREE_FRY>}>
func.func @random(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<2xi64>, %state: tensor<2xui64>) {
  %0 = stablehlo.rng %a, %b, %shape, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %1 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
  %2, %3 = stablehlo.rng_bit_generator %state, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
  %4, %5 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xf32>)
  %6, %7 = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x3xui8>)
  func.return
}
