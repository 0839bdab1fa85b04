// Verifier errors of the element-wise ops, one per chunk.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @shape_mismatch(%a: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.add' op requires compatible types for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @element_mismatch(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error@+1 {{'stablehlo.multiply' op requires compatible types for all operands and results}}
  %0 = stablehlo.multiply %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  func.return
}

// -----

func.func @float_only(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.floor' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.floor %a : tensor<4xi32>
  func.return
}

// -----

func.func @integer_only(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.shift_left' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.shift_left %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @pred_or_integer(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.xor' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.xor %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @wrong_result_element(%a: tensor<4xcomplex<f32>>) {
  // expected-error@+1 {{'stablehlo.real' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf64>'}}
  %0 = stablehlo.real %a : (tensor<4xcomplex<f32>>) -> tensor<4xf64>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @is_finite_result(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.is_finite' op result #0 must be ranked tensor of pred values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.is_finite %a : tensor<4xf32>
  func.return
}

// -----

func.func @compare_result(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.compare' op result #0 must be ranked tensor of pred values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.compare  GT, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @compare_direction(%a: tensor<4xf32>) {
  // expected-error@+1 {{unknown comparison direction 'BIGGER'}}
  %0 = stablehlo.compare  BIGGER, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return
}

// -----

func.func @select_pred(%p: tensor<4xf32>, %a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.select' op operand #0 must be ranked tensor of pred values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.select %p, %a, %a : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_pred_shape(%p: tensor<3xi1>, %a: tensor<4xf32>) {
  // As upstream's inferSelectOp: the reason, then the inference failure.
  // expected-error@+2 {{'stablehlo.select' op requires the same shape for all operands}}
  // expected-error@+1 {{'stablehlo.select' op failed to infer returned types}}
  %0 = stablehlo.select %p, %a, %a : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @clamp_bounds(%lo: tensor<2xf32>, %a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.clamp' op min shape [2] is not scalar and is not compatible to operand shape [4]}}
  %0 = stablehlo.clamp %lo, %a, %lo : (tensor<2xf32>, tensor<4xf32>, tensor<2xf32>) -> tensor<4xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @bitcast_shape(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.bitcast_convert' op rank of smaller element type (1) should be 1 more than rank of larger element type (1), but 1 != 1 + 1.}}
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi16>
  func.return
}

// -----

func.func @reduce_precision_bits(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.reduce_precision' op exponent_bits must be at least 1}}
  %0 = stablehlo.reduce_precision %a, format = e0m10 : tensor<4xf32>
  func.return
}

// -----

func.func @complex_parts(%a: tensor<4xf64>) {
  // expected-error@+1 {{'stablehlo.complex' op inferred type(s) 'tensor<4xcomplex<f64>>' are incompatible with return type(s) of operation 'tensor<4xcomplex<f32>>'}}
  %0 = stablehlo.complex %a, %a : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xcomplex<f32>>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'stablehlo.constant' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<3xf32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @tuple_index(%t: tuple<tensor<f32>>) {
  // expected-error@+1 {{'stablehlo.get_tuple_element' op index 1 is out of bounds of operand with size 1}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>>) -> tensor<f32>  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @complex_of_bf16(%re: tensor<3xbf16>, %im: tensor<3xbf16>) {
  // expected-error@+1 {{'mhlo.complex' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values, but got 'tensor<3xbf16>'}}
  %0 = "mhlo.complex"(%re, %im) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xcomplex<bf16>>
  func.return
}

// -----

// i0 is no HLO element type (convert's result was not checked: the lowering's integer bounds raised
// 'negative shift count').
func.func @convert_to_i0(%x: tensor<f32>) -> tensor<i0> {
  // expected-error@+1 {{'mhlo.convert' op result #0 must be ranked tensor of pred, integer, float or complex values, but got 'tensor<i0>'}}
  %0 = mhlo.convert %x : (tensor<f32>) -> tensor<i0>
  func.return %0 : tensor<i0>
}

// -----

func.func @add_i0(%x: tensor<2xi0>) -> tensor<2xi0> {
  // expected-error@+1 {{'stablehlo.add' op operand #0 must be ranked tensor of pred, integer, float or complex values, but got 'tensor<2xi0>'}}
  %0 = stablehlo.add %x, %x : tensor<2xi0>
  func.return %0 : tensor<2xi0>
}
