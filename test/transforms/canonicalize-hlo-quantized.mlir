// Folds of shape ops on quantized constants (transforms/canonicalize_hlo_quantized.py): a reshape is the same
// storage integers in the result's shape and quantized type, a transpose of a splat the splat.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @reshape_per_tensor
// CHECK-NEXT: %[[C:.*]] = mhlo.constant() <{value = dense<{{\[\[}}1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi8>}> : () -> tensor<4x2x!quant.uniform<i8:f32, 2.000000e+00:16>>
// CHECK-NEXT: return %[[C]]
func.func @reshape_per_tensor() -> tensor<4x2x!quant.uniform<i8:f32, 2.0:16>> {
  %cst = mhlo.constant() {value = dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi8>} : () -> tensor<2x2x2x!quant.uniform<i8:f32, 2.0:16>>
  %0 = mhlo.reshape %cst : (tensor<2x2x2x!quant.uniform<i8:f32, 2.0:16>>) -> tensor<4x2x!quant.uniform<i8:f32, 2.0:16>>
  func.return %0 : tensor<4x2x!quant.uniform<i8:f32, 2.0:16>>
}

// -----

// CHECK-LABEL: func.func @reshape_per_axis
// CHECK-NEXT: %[[C:.*]] = mhlo.constant() <{value = dense<{{\[\[}}1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi8>}> : () -> tensor<4x2x!quant.uniform<i8:f32:1, {2.000000e+00:16,3.000000e+00:32}>>
// CHECK-NEXT: return %[[C]]
func.func @reshape_per_axis() -> tensor<4x2x!quant.uniform<i8:f32:1, {2.0:16, 3.0:32}>> {
  %cst = mhlo.constant() {value = dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi8>} : () -> tensor<2x2x2x!quant.uniform<i8:f32:2, {2.0:16, 3.0:32}>>
  %0 = mhlo.reshape %cst : (tensor<2x2x2x!quant.uniform<i8:f32:2, {2.0:16, 3.0:32}>>) -> tensor<4x2x!quant.uniform<i8:f32:1, {2.0:16, 3.0:32}>>
  func.return %0 : tensor<4x2x!quant.uniform<i8:f32:1, {2.0:16, 3.0:32}>>
}

// -----

// The quantized dimension of a per-axis type moves with its dimension.
// CHECK-LABEL: func.func @transpose_splat_per_axis
// CHECK-NEXT: %[[C:.*]] = mhlo.constant() <{value = dense<42> : tensor<2x10xi8>}> : () -> tensor<2x10x!quant.uniform<i8:f32:0, {2.000000e+00:16,3.000000e+00:32}>>
// CHECK-NEXT: return %[[C]]
func.func @transpose_splat_per_axis() -> tensor<2x10x!quant.uniform<i8:f32:0, {2.0:16, 3.0:32}>> {
  %cst = mhlo.constant() {value = dense<42> : tensor<10x2xi8>} : () -> tensor<10x2x!quant.uniform<i8:f32:1, {2.0:16, 3.0:32}>>
  %0 = "mhlo.transpose"(%cst) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<10x2x!quant.uniform<i8:f32:1, {2.0:16, 3.0:32}>>) -> tensor<2x10x!quant.uniform<i8:f32:0, {2.0:16, 3.0:32}>>
  func.return %0 : tensor<2x10x!quant.uniform<i8:f32:0, {2.0:16, 3.0:32}>>
}

// -----

// A transpose of a constant that is not a splat stays.
// CHECK-LABEL: func.func @transpose_not_splat
// CHECK: mhlo.transpose
func.func @transpose_not_splat() -> tensor<2x2x!quant.uniform<i8:f32, 2.0:16>> {
  %cst = mhlo.constant() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32, 2.0:16>>
  %0 = "mhlo.transpose"(%cst) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x2x!quant.uniform<i8:f32, 2.0:16>>) -> tensor<2x2x!quant.uniform<i8:f32, 2.0:16>>
  func.return %0 : tensor<2x2x!quant.uniform<i8:f32, 2.0:16>>
}
