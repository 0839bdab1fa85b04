// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @const_type_mismatch(%i: tensor<2xi32>) {
  // expected-error@+1 {{'check.expect_eq_const' op the operand type tensor<2xi32> does not match the value's type tensor<3xi32>}}
  "check.expect_eq_const"(%i) <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : (tensor<2xi32>) -> ()
  func.return
}

// -----

func.func @almost_eq_on_integers(%i: tensor<2xi32>) {
  // expected-error@+1 {{'check.expect_almost_eq' op operand must be a tensor of floating-point or complex values, got tensor<2xi32>}}
  check.expect_almost_eq %i, %i : tensor<2xi32>
  func.return
}

// -----

func.func @eq_different_types(%a: tensor<2xi32>, %b: tensor<2xi64>) {
  // expected-error@+1 {{'check.expect_eq' op requires all operands to have the same type}}
  "check.expect_eq"(%a, %b) : (tensor<2xi32>, tensor<2xi64>) -> ()
  func.return
}

// -----

func.func @close_needs_max(%h: tensor<f16>) {
  // expected-error@+1 {{expected 'max_ulp_difference'}}
  check.expect_close %h, %h, tolerance = 3 : tensor<f16>, tensor<f16>
  func.return
}
