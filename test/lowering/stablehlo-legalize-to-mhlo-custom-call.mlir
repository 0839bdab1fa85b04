// Custom calls to `@mhlo.<op>` are upstream's encoding of mhlo ops: decoded when well formed (also mhlo.custom_call's
// typed-FFI form), otherwise left illegal, as upstream's stablehlo-legalize-to-hlo does.
// RUN: ai-opt %s --stablehlo-legalize-to-mhlo --split-input-file --verify-diagnostics | filecheck %s

// CHECK-LABEL: func.func @typed_ffi
// CHECK: mhlo.custom_call @ffi_target(%{{.*}}) {api_version = 4 : i32, backend_config = {level = 3 : i64}} : (tensor<2xi8>) -> tensor<2xi8>
func.func @typed_ffi(%x: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "stablehlo.custom_call"(%x) {
    call_target_name = "mhlo.custom_call",
    mhlo.attributes = {api_version = 4 : i32, backend_config = {level = 3 : i64}, call_target_name = "ffi_target"},
    mhlo.version = 1 : i64
  } : (tensor<2xi8>) -> tensor<2xi8>
  func.return %0 : tensor<2xi8>
}

// -----

func.func @encoding_without_attributes(%x: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal}}
  %0 = "stablehlo.custom_call"(%x) {call_target_name = "mhlo.custom_call", backend_config = "opaque"} : (tensor<2xi8>) -> tensor<2xi8>
  func.return %0 : tensor<2xi8>
}

// -----

func.func @backend_config_not_a_dictionary(%x: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal}}
  %0 = "stablehlo.custom_call"(%x) {call_target_name = "ffi_target", mhlo.backend_config = [1, 2]} : (tensor<2xi8>) -> tensor<2xi8>
  func.return %0 : tensor<2xi8>
}

// -----

// mhlo.tan, encoded as a custom call before stablehlo had tan, decodes to mhlo.tan.
// CHECK-LABEL: func.func @tan_v1
// CHECK-NEXT: %{{.*}} = mhlo.tan %{{.*}} : tensor<f32>
func.func @tan_v1(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @mhlo.tan(%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// A dictionary in `mhlo.backend_config` is the typed-FFI backend_config (api_version 4) of the mhlo custom_call.
// CHECK-LABEL: func.func @backend_config_dictionary
// CHECK-NEXT: mhlo.custom_call @foo(%{{.*}}) {api_version = 4 : i32, backend_config = {aggregate_to_topk = true}} : (tensor<4xbf16>) -> tensor<2xbf16>
func.func @backend_config_dictionary(%x: tensor<4xbf16>) -> tensor<2xbf16> {
  %0 = stablehlo.custom_call @foo(%x) {mhlo.backend_config = {aggregate_to_topk = true}} : (tensor<4xbf16>) -> tensor<2xbf16>
  func.return %0 : tensor<2xbf16>
}

// -----

// An encoding whose attributes make no valid op is an error at the custom call (the lowering of the
// mhlo.topk it made raised AttributeError on `largest`).
func.func @topk_largest_not_bool(%arg0: tensor<5x10xf32>) -> (tensor<5x8xf32>, tensor<5x8xi32>) {
  // expected-error@+1 {{'mhlo.topk' op}}
  %0:2 = "stablehlo.custom_call"(%arg0) {call_target_name = "mhlo.topk", mhlo.attributes = {k = 8 : i64, largest = [1, 2]}, mhlo.version = 1 : i64} : (tensor<5x10xf32>) -> (tensor<5x8xf32>, tensor<5x8xi32>)
  func.return %0#0, %0#1 : tensor<5x8xf32>, tensor<5x8xi32>
}
