// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @quantize_to_float(%x: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.uniform_quantize' op result element type must be a quantized type, but got f32}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @quantize_integer(%x: tensor<2xi32>) {
  // expected-error@+1 {{'stablehlo.uniform_quantize' op operand element type must be float or quantized, but got i32}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xi32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return
}

// -----

func.func @quantize_shape(%x: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.uniform_quantize' op requires the same shape for the operand and the result}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 1.0>>
  func.return
}

// -----

func.func @per_axis_dimension(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'stablehlo.uniform_quantize' op quantized dimension 1 has size 3, but the type has 2 scales}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return
}

// -----

func.func @per_axis_rank(%x: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.uniform_quantize' op quantized dimension 1 must be less than the rank 1}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return
}

// -----

func.func @dequantize_float(%x: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.uniform_dequantize' op operand element type must be a quantized type, but got f32}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @dequantize_wrong_expressed(%q: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error@+1 {{'stablehlo.uniform_dequantize' op result element type must be the operand's expressed type f32, but got f16}}
  %0 = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xf16>
  func.return
}

// -----

func.func @add_mixed(%q: tensor<2x!quant.uniform<i8:f32, 1.0>>, %x: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.add' op requires all operands and the result to be quantized, or none of them}}
  %0 = "stablehlo.add"(%q, %x) : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return
}

// -----

func.func @add_storage(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2x!quant.uniform<i16:f32, 1.0>>) {
  // expected-error@+1 {{'stablehlo.add' op requires compatible types for all operands and results}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i16:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return
}

// -----

func.func @add_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {
  // expected-error@+1 {{'stablehlo.add' op per-axis quantized operands and results are not supported by this op}}
  %0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  func.return
}

// -----

func.func @quantized_and(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error@+1 {{'stablehlo.and' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>'}}
  %0 = stablehlo.and %a, %a : tensor<2x!quant.uniform<i8:f32, 1.0>>
  func.return
}

// -----

func.func @quantize_expressed_type(%x: tensor<3xf16>) {
  // expected-error@+1 {{'mhlo.uniform_quantize' op Expressed type of result expected to be 'f16', but got 'f32'}}
  %0 = "mhlo.uniform_quantize"(%x) : (tensor<3xf16>) -> tensor<3x!quant.uniform<i8:f32, 0.25>>
  func.return
}
