// Shape ops take quantized element types that agree in storage and expressed type (upstream's
// HLO_CompatibleOperandsAndResultElementType): a per-axis type's scales and quantized dimension may change.
// RUN: ai-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @per_axis
// CHECK: mhlo.broadcast_in_dim
// CHECK: mhlo.reshape
// CHECK: mhlo.transpose{{.*}}-> tensor<1x2x2x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20}>>
func.func @per_axis(%arg0: tensor<1x2x2x!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>>, %arg1: tensor<1x2x2x!quant.uniform<i8:f32:0, {0.1:-30}>>) {
  %0 = "mhlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = dense<[0,1,2]> : tensor<3xi64>}> : (tensor<1x2x2x!quant.uniform<i8:f32:0, {0.1:-30}>>) -> tensor<2x2x2x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>
  %1 = mhlo.reshape %arg0 : (tensor<1x2x2x!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>
  %2 = "mhlo.transpose"(%arg0) <{permutation = dense<[0,2,1]> : tensor<3xi64>}> : (tensor<1x2x2x!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>>) -> tensor<1x2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>
  func.return
}

// -----

// Another storage type is another element type.
func.func @storage_differs(%arg0: tensor<2x2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error@+1 {{requires the same element type for all operands and results}}
  %0 = mhlo.reshape %arg0 : (tensor<2x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i16:f32, 1.0>>
  func.return
}

// -----

// A transpose that leaves the quantized dimension where the permutation does not put it is rejected.
func.func @transpose_wrong_dimension(%arg0: tensor<1x2x2x!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>>) {
  // expected-error@+2 {{'mhlo.transpose' op failed to infer returned types}}
  // expected-error@+1 {{'mhlo.transpose' op inferred type(s) 'tensor<1x2x2x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20}>>' are incompatible with return type(s) of operation 'tensor<1x2x2x!quant.uniform<i8:f32:2, {1.000000e-01:-30,5.000000e-01:-20}>>'}}
  %0 = "mhlo.transpose"(%arg0) <{permutation = dense<[0,2,1]> : tensor<3xi64>}> : (tensor<1x2x2x!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>>) -> tensor<1x2x2x!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>>
  func.return
}
