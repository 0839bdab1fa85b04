// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's HLO_CompatibleOperandsAndResultType trait is checked before the
// element-wise ops' own checks (issue 14): a shape or element type that does
// not fit the first operand's is "not compatible".

func.func @shape(%a: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'mhlo.maximum' op requires compatible types for all operands and results}}
  %0 = "mhlo.maximum"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @element(%a: tensor<2xi32>, %b: tensor<2xi16>) -> tensor<2xi32> {
  // expected-error@+1 {{'stablehlo.xor' op requires compatible types for all operands and results}}
  %0 = stablehlo.xor %a, %b : (tensor<2xi32>, tensor<2xi16>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @quantized_storage(%a: tensor<2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x!quant.uniform<u8:f32, 2.0>> {
  // expected-error@+1 {{'mhlo.subtract' op requires compatible types for all operands and results}}
  %0 = "mhlo.subtract"(%a, %a) : (tensor<2x!quant.uniform<i8:f32, 2.0>>, tensor<2x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x!quant.uniform<u8:f32, 2.0>>
  func.return %0 : tensor<2x!quant.uniform<u8:f32, 2.0>>
}

// -----

func.func @unary_shape(%a: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'mhlo.sqrt' op requires compatible types for all operands and results}}
  %0 = "mhlo.sqrt"(%a) : (tensor<4xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// mhlo's other unary ops check the Elementwise trait first.
func.func @is_finite_shape(%a: tensor<4xf32>) -> tensor<3xi1> {
  // expected-error@+1 {{'mhlo.is_finite' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "mhlo.is_finite"(%a) : (tensor<4xf32>) -> tensor<3xi1>
  func.return %0 : tensor<3xi1>
}

// -----

// Binary ops without the trait keep SameOperandsAndResultShape's words.
func.func @complex_shape(%a: tensor<4xf32>) -> tensor<3xcomplex<f32>> {
  // expected-error@+1 {{'mhlo.complex' op requires the same shape for all operands and results}}
  %0 = "mhlo.complex"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<3xcomplex<f32>>
  func.return %0 : tensor<3xcomplex<f32>>
}

// -----

// Scales and zero points may differ: the types stay compatible.
func.func @quantized_scales(%a: tensor<2x!quant.uniform<i8:f32, 2.0>>, %b: tensor<2x!quant.uniform<i8:f32, 3.0:1>>) -> tensor<2x!quant.uniform<i8:f32, 2.0>> {
  %0 = "mhlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 2.0>>, tensor<2x!quant.uniform<i8:f32, 3.0:1>>) -> tensor<2x!quant.uniform<i8:f32, 2.0>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32, 2.0>>
}

// -----

// bitcast_convert in the words of upstream's verifyBitcastConvertOp.
func.func @bitcast_real_to_complex(%a: tensor<2xf64>) -> tensor<2xcomplex<f32>> {
  // expected-error@+1 {{'mhlo.bitcast_convert' op cannot convert between real and complex types, but got: 'tensor<2xf64>' and 'tensor<2xcomplex<f32>>'}}
  %0 = "mhlo.bitcast_convert"(%a) : (tensor<2xf64>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @bitcast_narrower_same_rank(%a: tensor<3xi32>) -> tensor<3xi16> {
  // expected-error@+1 {{'stablehlo.bitcast_convert' op rank of smaller element type (1) should be 1 more than rank of larger element type (1), but 1 != 1 + 1.}}
  %0 = stablehlo.bitcast_convert %a : (tensor<3xi32>) -> tensor<3xi16>
  func.return %0 : tensor<3xi16>
}

// -----

func.func @bitcast_bit_widths(%a: tensor<3x4xi8>) -> tensor<3xi16> {
  // expected-error@+1 {{'mhlo.bitcast_convert' op requires compatible bit widths. Got: 'tensor<3x4xi8>' and 'tensor<3xi16>', but 8 * 4 != 16.}}
  %0 = "mhlo.bitcast_convert"(%a) : (tensor<3x4xi8>) -> tensor<3xi16>
  func.return %0 : tensor<3xi16>
}

// -----

func.func @bitcast_outer_dims(%a: tensor<3x2xi8>) -> tensor<4xi16> {
  // expected-error@+1 {{'mhlo.bitcast_convert' op operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: 'tensor<3x2xi8>' and 'tensor<4xi16>'.}}
  %0 = "mhlo.bitcast_convert"(%a) : (tensor<3x2xi8>) -> tensor<4xi16>
  func.return %0 : tensor<4xi16>
}

// -----

// batch_norm_grad: ODS's type constraints, operands before results, then AllElementTypesMatch.
func.func @batch_norm_grad_scale_rank(%x: tensor<2x3xf32>, %s: tensor<1x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'mhlo.batch_norm_grad' op operand #1 must be 1D tensor of floating-point values, but got 'tensor<1x3xf32>'}}
  %0:3 = "mhlo.batch_norm_grad"(%x, %s, %v, %v, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_grad_result_elements(%x: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'mhlo.batch_norm_grad' op failed to verify that all of {operand, grad_operand, grad_scale, grad_offset} have same element type}}
  %0:3 = "mhlo.batch_norm_grad"(%x, %v, %v, %v, %x) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf16>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}
