// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{Bounds length is 1, expected to be equal to rank(2) of the tensor}}
func.func @bounds_length(%a: tensor<?x?xf32, #mhlo.type_extensions<bounds = [3]>>) {
  func.return
}

// -----

// expected-error@+1 {{Static dimension 0 cannot have a bound, use ShapedType::kDynamic to indicate a missing bound}}
func.func @static_dimension_bounded(%a: tensor<3xf32, #stablehlo.bounds<3>>) {
  func.return
}

// -----

func.func @reshape_two_bounded(%a: tensor<?x?xf32, #mhlo.type_extensions<bounds = [5, 5]>>) {
  // expected-error@+1 {{'mhlo.reshape' op result #0 must be statically shaped or single bounded dimension tensor, but got 'tensor<?x?xf32, #mhlo.type_extensions<bounds = [5, 5]>>'}}
  %0 = mhlo.reshape %a : (tensor<?x?xf32, #mhlo.type_extensions<bounds = [5, 5]>>) -> tensor<?x?xf32, #mhlo.type_extensions<bounds = [5, 5]>>
  func.return
}

// -----

func.func @broadcast_unbounded(%a: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op result #0 must be statically shaped or single bounded dimension tensor, but got 'tensor<?xf32>'}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dense_of_bounded_type() {
  // expected-error@+1 {{elements literal type must have static shape}}
  %c = mhlo.constant dense<1> : tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 5]>>
  func.return
}

// -----

// expected-error@+1 {{expected integer value}}
func.func @bad_bound(%a: tensor<?xf32, #stablehlo.bounds<x>>) {
  func.return
}

// -----

// A static size fits a bounded `?` only up to the bound (upstream's verifyCompatibleShapeWithBounds).
func.func @size_above_bound(%a: tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>) {
  // expected-error@+1 {{'mhlo.add' op requires compatible types for all operands and results}}
  %0 = mhlo.add %a, %a : (tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>, tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>) -> tensor<5xf32>
  func.return
}
