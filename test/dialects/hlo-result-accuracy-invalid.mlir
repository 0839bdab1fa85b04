// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @missing_mode(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{struct is missing required parameter: mode}}
  %0 = "mhlo.exponential"(%x) {result_accuracy = #mhlo.result_accuracy<ulps = 10>} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @unknown_field(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{unexpected field 'digits' in result accuracy attribute}}
  %0 = "stablehlo.exponential"(%x) {result_accuracy = #stablehlo.result_accuracy<digits = 3, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @unknown_mode(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{`DEFAULT`, `HIGHEST`, or `TOLERANCE`}}
  %0 = "stablehlo.exponential"(%x) {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<EXACT>>} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
