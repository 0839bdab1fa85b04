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
