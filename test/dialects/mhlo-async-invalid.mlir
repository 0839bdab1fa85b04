// mhlo.async_start/update/done and !mhlo.async_bundle: the callee, its execution thread and the bundle's types.
// RUN: ai-opt %s --split-input-file --verify-diagnostics | filecheck %s

func.func @scale(%x: tensor<8xf16>) -> tensor<8xf16> attributes {execution_thread = "side"} {
  func.return %x : tensor<8xf16>
}

// CHECK-LABEL: func.func @started
// CHECK: "mhlo.async_start"(%{{.*}}) <{called_computation = @scale, execution_thread = "side"}> : (tensor<8xf16>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>, tensor<ui32>>
// CHECK: "mhlo.async_done"(%{{.*}}) : (!mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>, tensor<ui32>>) -> tensor<8xf16>
func.func @started(%x: tensor<8xf16>) -> tensor<8xf16> {
  %0 = "mhlo.async_start"(%x) {called_computation = @scale, execution_thread = "side"} : (tensor<8xf16>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>, tensor<ui32>>
  %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>, tensor<ui32>>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>, tensor<ui32>>
  %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>, tensor<ui32>>) -> tensor<8xf16>
  func.return %2 : tensor<8xf16>
}

// -----

func.func @missing_callee(%x: tensor<8xf16>) {
  // expected-error@+1 {{can't find function: nowhere}}
  %0 = "mhlo.async_start"(%x) {called_computation = @nowhere, execution_thread = "side"} : (tensor<8xf16>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>>
  func.return
}

// -----

func.func @no_thread(%x: tensor<8xf16>) -> tensor<8xf16> {
  func.return %x : tensor<8xf16>
}

func.func @callee_without_thread(%x: tensor<8xf16>) {
  // expected-error@+1 {{callee must have execution_thread attribute.}}
  %0 = "mhlo.async_start"(%x) {called_computation = @no_thread, execution_thread = "side"} : (tensor<8xf16>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>>
  func.return
}

// -----

func.func @scale(%x: tensor<8xf16>) -> tensor<8xf16> attributes {execution_thread = "side"} {
  func.return %x : tensor<8xf16>
}

func.func @argument_type(%x: tensor<4xf16>) {
  // expected-error@+1 {{type mismatch on argument #0 of scale. Got: 'tensor<4xf16>', but expected: 'tensor<8xf16>'.}}
  %0 = "mhlo.async_start"(%x) {called_computation = @scale, execution_thread = "side"} : (tensor<4xf16>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>>
  func.return
}

// -----

func.func @scale(%x: tensor<8xf16>) -> tensor<8xf16> attributes {execution_thread = "side"} {
  func.return %x : tensor<8xf16>
}

func.func @bundle_results(%x: tensor<8xf16>) {
  // expected-error@+1 {{component #1 of async bundle doesn't match callee result types}}
  %0 = "mhlo.async_start"(%x) {called_computation = @scale, execution_thread = "side"} : (tensor<8xf16>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf32>>
  func.return
}

// -----

func.func @scale(%x: tensor<8xf16>) -> tensor<8xf16> attributes {execution_thread = "side"} {
  func.return %x : tensor<8xf16>
}

func.func @done_type(%x: tensor<8xf16>) {
  %0 = "mhlo.async_start"(%x) {called_computation = @scale, execution_thread = "side"} : (tensor<8xf16>) -> !mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>>
  // expected-error@+2 {{'mhlo.async_done' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<8xf16>' are incompatible with return type(s) of operation 'tensor<8xf32>'}}
  %1 = "mhlo.async_done"(%0) : (!mhlo.async_bundle<tensor<8xf16>, tensor<8xf16>>) -> tensor<8xf32>
  func.return
}
