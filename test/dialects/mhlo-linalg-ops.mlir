// The mhlo-only ops of the linear algebra family (erf, acos, acosh, atanh, cosh, stochastic_convert),
// and the generic forms mlir-hlo prints for the shared ops, whose window and
// length attributes are `dense<...>` tensors rather than `array<i64: ...>`.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @erf
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[H:.*]]: tensor<2x2xbf16>)
// CHECK-NEXT: mhlo.erf %[[X]] : tensor<4xf32>
// CHECK-NEXT: mhlo.erf %[[H]] : tensor<2x2xbf16>
func.func @erf(%x: tensor<4xf32>, %h: tensor<2x2xbf16>) {
  %0 = mhlo.erf %x : tensor<4xf32>
  %1 = "mhlo.erf"(%h) : (tensor<2x2xbf16>) -> tensor<2x2xbf16>
  func.return
}

// acos, acosh, atanh and cosh (chlo ops in stablehlo) take floats and complex numbers.
// CHECK-LABEL: func.func @trigonometric
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<2xcomplex<f64>>, %[[H:.*]]: tensor<?xbf16>)
// CHECK-NEXT: mhlo.acos %[[X]] : tensor<4xf32>
// CHECK-NEXT: mhlo.acosh %[[C]] : tensor<2xcomplex<f64>>
// CHECK-NEXT: mhlo.atanh %[[H]] : tensor<?xbf16>
// CHECK-NEXT: mhlo.cosh %[[X]] {mhlo.frontend_attributes = {a = "b"}} : tensor<4xf32>
// GENERIC-LABEL: sym_name = "trigonometric"
// GENERIC: "mhlo.acos"(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC: "mhlo.acosh"(%{{.*}}) : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
// GENERIC: "mhlo.atanh"(%{{.*}}) : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC: "mhlo.cosh"(%{{.*}}) {mhlo.frontend_attributes = {a = "b"}} : (tensor<4xf32>) -> tensor<4xf32>
func.func @trigonometric(%x: tensor<4xf32>, %c: tensor<2xcomplex<f64>>, %h: tensor<?xbf16>) {
  %0 = mhlo.acos %x : tensor<4xf32>
  %1 = "mhlo.acosh"(%c) : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  %2 = mhlo.atanh %h : tensor<?xbf16>
  %3 = mhlo.cosh %x {mhlo.frontend_attributes = {a = "b"}} : tensor<4xf32>
  func.return
}

// CHECK-LABEL: func.func @stochastic_convert
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[R:.*]]: tensor<4xui32>)
// CHECK-NEXT: "mhlo.stochastic_convert"(%[[X]], %[[R]]) : (tensor<4xf32>, tensor<4xui32>) -> tensor<4xi8>
func.func @stochastic_convert(%x: tensor<4xf32>, %r: tensor<4xui32>) {
  %0 = "mhlo.stochastic_convert"(%x, %r) : (tensor<4xf32>, tensor<4xui32>) -> tensor<4xi8>
  func.return
}

// CHECK-LABEL: func.func @mlir_hlo_generic_forms
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>, %[[B:.*]]: tensor<2x4x5xf32>, %[[X:.*]]: tensor<1x4x4x2xf32>, %[[K:.*]]: tensor<3x3x2x4xf32>, %[[C:.*]]: tensor<4x8xcomplex<f32>>, %[[S:.*]]: tensor<2x3x3xf32>)
// CHECK-NEXT: "mhlo.dot_general"(%[[A]], %[[B]]) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: mhlo.convolution(%[[X]], %[[K]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [0, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT: "mhlo.fft"(%[[C]]) <{fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type FFT>}> : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
// CHECK-NEXT: "mhlo.dot_general"(%[[A]], %[[B]]) <{algorithm = #mhlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>, dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT: "mhlo.cholesky"(%[[S]]) <{lower = true}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
func.func @mlir_hlo_generic_forms(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x4xf32>, %c: tensor<4x8xcomplex<f32>>, %s: tensor<2x3x3xf32>) {
  %0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = "mhlo.convolution"(%x, %k) {batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = dense<1> : tensor<2xi64>, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = dense<1> : tensor<2xi64>, window_reversal = dense<false> : tensor<2xi1>, window_strides = dense<1> : tensor<2xi64>} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
  %2 = "mhlo.fft"(%c) {fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type FFT>} : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  %3 = "mhlo.dot_general"(%a, %b) <{algorithm = #mhlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>, dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %4 = "mhlo.cholesky"(%s) {lower = true} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  func.return
}

// mhlo stores window and length lists as `dense<...>` tensors, as mlir-hlo does.
// CHECK-LABEL: func.func @pretty_forms_store_dense_lists
// CHECK-NEXT: mhlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], reverse = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x1xf32>
// CHECK-NEXT: "mhlo.fft"(%{{.*}}) <{fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type RFFT>}> : (tensor<1x8xf32>) -> tensor<1x5xcomplex<f32>>
// GENERIC-LABEL: sym_name = "pretty_forms_store_dense_lists"
// GENERIC: "mhlo.convolution"
// GENERIC-SAME: window_reversal = dense<true> : tensor<1xi1>
// GENERIC-SAME: window_strides = dense<2> : tensor<1xi64>
// GENERIC: "mhlo.fft"(%{{.*}}) <{fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type RFFT>}>
func.func @pretty_forms_store_dense_lists(%x: tensor<1x8x1xf32>, %k: tensor<3x1x1xf32>, %r: tensor<1x8xf32>) {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], reverse = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>) -> tensor<1x3x1xf32>
  %1 = mhlo.fft %r, type = RFFT, length = [8] : (tensor<1x8xf32>) -> tensor<1x5xcomplex<f32>>
  func.return
}
