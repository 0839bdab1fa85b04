// RUN: ai-opt %s --split-input-file --verify-diagnostics

// One verifier check of each stablehlo op no other negative test reaches,
// with StableHLO's messages (ODS type constraints in this project's wording
// of the element kinds).

func.func @cbrt_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.cbrt' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.cbrt %a : tensor<4xi32>
  func.return
}

// -----

func.func @cosine_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.cosine' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.cosine %a : tensor<4xi32>
  func.return
}

// -----

func.func @exponential_minus_one_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.exponential_minus_one' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.exponential_minus_one %a : tensor<4xi32>
  func.return
}

// -----

func.func @log_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.log' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.log %a : tensor<4xi32>
  func.return
}

// -----

func.func @log_plus_one_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.log_plus_one' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.log_plus_one %a : tensor<4xi32>
  func.return
}

// -----

func.func @logistic_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.logistic' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.logistic %a : tensor<4xi32>
  func.return
}

// -----

func.func @rsqrt_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.rsqrt' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.rsqrt %a : tensor<4xi32>
  func.return
}

// -----

func.func @sine_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.sine' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.sine %a : tensor<4xi32>
  func.return
}

// -----

func.func @sqrt_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.sqrt' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.sqrt %a : tensor<4xi32>
  func.return
}

// -----

func.func @tan_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.tan' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.tan %a : tensor<4xi32>
  func.return
}

// -----

func.func @tanh_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.tanh' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.tanh %a : tensor<4xi32>
  func.return
}

// -----

func.func @ceil_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.ceil' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.ceil %a : tensor<4xi32>
  func.return
}

// -----

func.func @round_nearest_afz_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.round_nearest_afz' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.round_nearest_afz %a : tensor<4xi32>
  func.return
}

// -----

func.func @round_nearest_even_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.round_nearest_even' op operand #0 must be ranked tensor of float values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.round_nearest_even %a : tensor<4xi32>
  func.return
}

// -----

func.func @sign_element_kind(%a: tensor<4xui32>) {
  // expected-error@+1 {{'stablehlo.sign' op operand #0 must be ranked tensor of signed integer, float or complex values, but got 'tensor<4xui32>'}}
  %0 = stablehlo.sign %a : tensor<4xui32>
  func.return
}

// -----

func.func @abs_element_kind(%a: tensor<4xui32>) {
  // expected-error@+1 {{'stablehlo.abs' op operand #0 must be ranked tensor of signed integer, float or complex values, but got 'tensor<4xui32>'}}
  %0 = stablehlo.abs %a : tensor<4xui32>
  func.return
}

// -----

func.func @count_leading_zeros_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.count_leading_zeros' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.count_leading_zeros %a : tensor<4xf32>
  func.return
}

// -----

func.func @popcnt_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.popcnt' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.popcnt %a : tensor<4xf32>
  func.return
}

// -----

func.func @not_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.not' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.not %a : tensor<4xf32>
  func.return
}

// -----

func.func @atan2_element_kind(%a: tensor<4xi32>) {
  // expected-error@+1 {{'stablehlo.atan2' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4xi32>'}}
  %0 = stablehlo.atan2 %a, %a : tensor<4xi32>
  func.return
}

// -----

func.func @power_element_kind(%a: tensor<4xi1>) {
  // expected-error@+1 {{'stablehlo.power' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = stablehlo.power %a, %a : tensor<4xi1>
  func.return
}

// -----

func.func @remainder_element_kind(%a: tensor<4xi1>) {
  // expected-error@+1 {{'stablehlo.remainder' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = stablehlo.remainder %a, %a : tensor<4xi1>
  func.return
}

// -----

func.func @divide_element_kind(%a: tensor<4xi1>) {
  // expected-error@+1 {{'stablehlo.divide' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = stablehlo.divide %a, %a : tensor<4xi1>
  func.return
}

// -----

func.func @shift_right_arithmetic_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.shift_right_arithmetic' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.shift_right_arithmetic %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @shift_right_logical_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.shift_right_logical' op operand #0 must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.shift_right_logical %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @or_element_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.or' op operand #0 must be ranked tensor of pred or integer values, but got 'tensor<4xf32>'}}
  %0 = stablehlo.or %a, %a : tensor<4xf32>
  func.return
}

// -----

func.func @minimum_shapes(%a: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.minimum' op requires compatible types for all operands and results}}
  %0 = stablehlo.minimum %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @maximum_shapes(%a: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'stablehlo.maximum' op requires compatible types for all operands and results}}
  %0 = stablehlo.maximum %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @abs_result(%a: tensor<2xcomplex<f32>>) {
  // expected-error@+2 {{'stablehlo.abs' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.abs %a : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @imag_result(%a: tensor<2xcomplex<f32>>) {
  // expected-error@+2 {{'stablehlo.imag' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  %0 = stablehlo.imag %a : (tensor<2xcomplex<f32>>) -> tensor<2xf16>
  func.return
}

// -----

func.func @collective_reduce_region_arity(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.collective_reduce' op Reduction-region must take 2 parameters, but takes 3 parameter(s)}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @set_dimension_size_dimension(%a: tensor<4x2xf32>, %s: tensor<i32>) {
  // expected-error@+2 {{'stablehlo.set_dimension_size' op failed to infer returned types}}
  // expected-error@+1 {{requires dimension attribute in range [0, 2); found (2)}}
  %0 = "stablehlo.set_dimension_size"(%a, %s) {dimension = 2 : i64} : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @set_dimension_size_size_rank(%a: tensor<4x2xf32>, %s: tensor<2xi32>) {
  // expected-error@+2 {{'stablehlo.set_dimension_size' op failed to infer returned types}}
  // expected-error@+1 {{size operand should be of rank-0}}
  %0 = "stablehlo.set_dimension_size"(%a, %s) {dimension = 1 : i64} : (tensor<4x2xf32>, tensor<2xi32>) -> tensor<4x?xf32>
  func.return
}

// -----

func.func @tuple_result(%a: tensor<4xf32>) {
  // expected-error@+2 {{'stablehlo.tuple' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tuple<tensor<4xf32>>' are incompatible with return type(s) of operation 'tuple<tensor<4xi32>>'}}
  %0 = "stablehlo.tuple"(%a) : (tensor<4xf32>) -> tuple<tensor<4xi32>>
  func.return
}

// -----

func.func @convert_shape(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.convert' op requires the same shape for all operands and results}}
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<5xi32>
  func.return
}

// -----

func.func @negate_pred(%a: tensor<4xi1>) {
  // expected-error@+1 {{'stablehlo.negate' op operand #0 must be ranked tensor of integer, float or complex values, but got 'tensor<4xi1>'}}
  %0 = stablehlo.negate %a : tensor<4xi1>
  func.return
}
