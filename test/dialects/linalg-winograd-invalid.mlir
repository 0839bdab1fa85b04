// Verifier errors of the Winograd ops, in upstream's words (LinalgOps.cpp's verify methods and ODS).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @filter_height(%arg0: tensor<2x4x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x4x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_width(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x4x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_unit(%arg0: tensor<2x1x1x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x1x1x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_output(%arg0: tensor<?x3x3x?xf32>, %arg1: tensor<6x5x?x?xf32>) -> tensor<6x5x?x?xf32> {
  // expected-error @+1 {{the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<?x3x3x?xf32>) outs(%arg1 : tensor<6x5x?x?xf32>) -> tensor<6x5x?x?xf32>
  return %0 : tensor<6x5x?x?xf32>
}

// -----

func.func @input_tiles(%arg0: tensor<2x14x14x5xf32>, %arg1: tensor<6x6x2x3x2x5xf32>) -> tensor<6x6x2x3x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg0 : tensor<2x14x14x5xf32>) outs(%arg1 : tensor<6x6x2x3x2x5xf32>) -> tensor<6x6x2x3x2x5xf32>
  return %0 : tensor<6x6x2x3x2x5xf32>
}

// -----

func.func @output_height(%arg0: tensor<6x6x3x3x2x2xf32>, %arg1: tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%arg0 : tensor<6x6x3x3x2x2xf32>) outs(%arg1 : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  return %0 : tensor<2x12x12x2xf32>
}

// -----

func.func @output_width(%arg0: tensor<4x6x3x3x2x2xf32>, %arg1: tensor<2x6x12x2xf32>) -> tensor<2x6x12x2xf32> {
  // expected-error @+1 {{expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%arg0 : tensor<4x6x3x3x2x2xf32>) outs(%arg1 : tensor<2x6x12x2xf32>) -> tensor<2x6x12x2xf32>
  return %0 : tensor<2x6x12x2xf32>
}

// -----

func.func @output_shape(%arg0: tensor<6x6x3x3x2x2xf32>, %arg1: tensor<2x12x11x2xf32>) -> tensor<2x12x11x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg0 : tensor<6x6x3x3x2x2xf32>) outs(%arg1 : tensor<2x12x11x2xf32>) -> tensor<2x12x11x2xf32>
  return %0 : tensor<2x12x11x2xf32>
}

// -----

func.func @element_types(%arg0: tensor<2x3x3x5xf16>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op failed to verify that all of {filter, output} have same element type}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf16>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @rank(%arg0: tensor<3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op operand #0 must be 4D tensor of any type values, but got 'tensor<3x3x5xf32>'}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @fmr_case(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{custom op 'linalg.winograd_filter_transform' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]}}
  %0 = linalg.winograd_filter_transform fmr(F_6_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @fmr_value(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{invalid properties {fmr = 7 : i32} for op linalg.winograd_filter_transform: Invalid attribute `fmr` in property conversion: 7 : i32}}
  %0 = "linalg.winograd_filter_transform"(%arg0, %arg1) <{fmr = 7 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @m_r_syntax(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // LLVM 19's `m(4) r(3)` is no longer upstream's syntax.
  // expected-error @+1 {{expected 'fmr'}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}
