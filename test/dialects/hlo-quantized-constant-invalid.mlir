// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @storage_type_mismatch() {
  // expected-error@+2 {{'mhlo.constant' op inferred type(s) 'tensor<2xi16>' are incompatible with return type(s) of operation 'tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>'}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = mhlo.constant() {value = dense<[1, 2]> : tensor<2xi16>} : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
  func.return
}

// -----

func.func @shape_mismatch() {
  // expected-error@+2 {{'mhlo.constant' op inferred type(s) 'tensor<2xi8>' are incompatible with return type(s) of operation 'tensor<3x!quant.uniform<i8:f32, 2.000000e+00:15>>'}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = mhlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 2.000000e+00:15>>
  func.return
}

// -----

func.func @no_value() {
  // expected-error@+1 {{expected a `value` attribute}}
  %0 = mhlo.constant() {other = 1} : () -> tensor<3xf32>
  func.return
}
