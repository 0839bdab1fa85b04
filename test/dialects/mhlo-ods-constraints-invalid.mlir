// RUN: ai-opt %s --split-input-file --verify-diagnostics

// ODS constraints that upstream checks before an op's verifier and type
// inference, and mlir-hlo's own words for custom_call's backend config (issue 14).

func.func @gte_negative_index(%t: tuple<tensor<f32>>) -> tensor<f32> {
  // expected-error@+1 {{'mhlo.get_tuple_element' op attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %0 = "mhlo.get_tuple_element"(%t) {index = -2 : i32} : (tuple<tensor<f32>>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @constant_dynamic_result() -> tensor<?xf32> {
  // expected-error@+1 {{'stablehlo.constant' op result #0 must be statically shaped tensor, but got 'tensor<?xf32>'}}
  %0 = "stablehlo.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @dot_precision_not_precision(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'mhlo.dot' op attribute 'precision_config' failed to satisfy constraint: Precision Config attribute}}
  %0 = "mhlo.dot"(%a, %a) {precision_config = [#mhlo<precision DEFAULT>, 1 : i32, #mhlo<precision HIGH>]} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @custom_call_typed_ffi_string() {
  // expected-error@+1 {{'mhlo.custom_call' op unsupported user-encoded backend config, backend config must be a dictionary attribute}}
  "mhlo.custom_call"() {api_version = 4 : i32, backend_config = "x", call_target_name = "f"} : () -> ()
  func.return
}

// -----

func.func @custom_call_dictionary_config() {
  // expected-error@+1 {{'mhlo.custom_call' op unsupported dictionary attribute backend config, backend config must be a user-encoded string attribute}}
  "mhlo.custom_call"() {api_version = 2 : i32, backend_config = {x = 1 : i32}, call_target_name = "f"} : () -> ()
  func.return
}

// -----

// A custom form's inherent attributes are checked as they are parsed, at the dictionary.
func.func @conv_zero_feature_groups(%x: tensor<1x4x4x2xf32>, %w: tensor<1x1x2x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = mhlo.convolution(%x, %w)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
         window = {stride = [1, 1]}
         // expected-error@+1 {{'mhlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
         {batch_group_count = 1 : i64, feature_group_count = 0 : i64} :
       (tensor<1x4x4x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x4x4x2xf32>
  func.return %0 : tensor<1x4x4x2xf32>
}

// -----

func.func @conv_pad_triple(%x: tensor<1x4x4x2xf32>, %w: tensor<1x1x2x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = mhlo.convolution(%x, %w)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
         // expected-error@+1 {{'mhlo.convolution' Expected array with 2 elements, got 3 elements instead}}
         window = {pad = [[0, 0], [0, 0, 0]]}
         {batch_group_count = 1 : i64, feature_group_count = 1 : i64} :
       (tensor<1x4x4x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x4x4x2xf32>
  func.return %0 : tensor<1x4x4x2xf32>
}

// -----

func.func @conv_result_rank(%x: tensor<1x4x4x2xf32>, %w: tensor<1x1x2x2xf32>) -> tensor<1x4x2xf32> {
  // expected-error@+1 {{'stablehlo.convolution' op expects rank of convolution return-type to be equal to input-ranks (4), but got 3}}
  %0 = stablehlo.convolution(%x, %w)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
         window = {stride = [1, 1]}
         {batch_group_count = 1 : i64, feature_group_count = 1 : i64} :
       (tensor<1x4x4x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x4x2xf32>
  func.return %0 : tensor<1x4x2xf32>
}

// -----

// HLO's complex types are complex<f32> and complex<f64> (mlir-hlo's HLO_Complex): complex<i32> is no HLO element
// type (hlo-legalize-to-linalg made complex ops of it that do not verify).
func.func @complex_of_integers(%a: tensor<4xcomplex<i32>>) -> tensor<4xcomplex<i32>> {
  // expected-error@+1 {{'mhlo.add' op operand #0 must be ranked tensor of pred, integer, float or complex values, but got 'tensor<4xcomplex<i32>>'}}
  %0 = mhlo.add %a, %a : tensor<4xcomplex<i32>>
  func.return %0 : tensor<4xcomplex<i32>>
}

// -----

func.func @fft_of_complex_integers(%a: tensor<4x8xcomplex<i32>>) -> tensor<4x8xcomplex<i32>> {
  // expected-error@+1 {{'stablehlo.fft' op operand #0 must be ranked tensor of float or complex values, but got 'tensor<4x8xcomplex<i32>>'}}
  %0 = stablehlo.fft %a, type = FFT, length = [8] : (tensor<4x8xcomplex<i32>>) -> tensor<4x8xcomplex<i32>>
  func.return %0 : tensor<4x8xcomplex<i32>>
}
