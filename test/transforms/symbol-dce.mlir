// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce | FileCheck %s
// The pass on nested modules only: their symbols may be seen from above unless the module is private.
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s --check-prefix=NESTED

// Private symbols nothing refers to go; referenced ones and public ones stay.
// In the top-level module nothing outside can refer to nested symbols either.
// CHECK-LABEL: module attributes {test.simple}
// CHECK-NOT: @dead_private_function
// CHECK-NOT: @dead_nested_function
// CHECK: func.func private @live_private_function()
// CHECK: func.func nested @live_nested_function()
// CHECK: func.func @public_function()
// CHECK: func.func private @called()
// CHECK-NOT: @dead_private_function
// CHECK-NOT: @dead_nested_function
builtin.module attributes {test.simple} {
  func.func private @dead_private_function()
  func.func nested @dead_nested_function()
  func.func private @live_private_function()
  func.func nested @live_nested_function()
  func.func @public_function() {
    "foo.return"() {uses = [@live_private_function, @live_nested_function]} : () -> ()
  }
  func.func private @called()
  func.func private @caller_of_called() attributes {keep = [@called]}
  func.func @main() {
    func.call @caller_of_called() : () -> ()
    func.return
  }
}

// -----

// A private function that only a dead function calls dies with it.
// CHECK-LABEL: module attributes {test.transitive}
// CHECK-NOT: @dead_caller
// CHECK-NOT: @dead_callee
// CHECK: func.func @main
builtin.module attributes {test.transitive} {
  func.func private @dead_callee() {
    func.return
  }
  func.func private @dead_caller() {
    func.call @dead_callee() : () -> ()
    func.return
  }
  func.func @main() {
    func.return
  }
}

// -----

// Nested symbol tables: a reference @public_module::@nested_function keeps that
// function and what it refers to; the rest of the nested module's hidden symbols go.
// CHECK-LABEL: module attributes {test.nested}
// CHECK: module @public_module
// CHECK-NOT: @dead_nested_function
// CHECK: func.func private @private_function()
// CHECK: func.func nested @nested_function()
// CHECK: "live.user"() {uses = [@public_module::@nested_function]}
builtin.module attributes {test.nested} {
  builtin.module @public_module {
    func.func nested @dead_nested_function()
    func.func private @private_function()
    func.func nested @nested_function() {
      "foo.return"() {uses = [@private_function]} : () -> ()
    }
  }
  "live.user"() {uses = [@public_module::@nested_function]} : () -> ()
}

// -----

// A private nested module that nothing refers to goes with everything in it.
// CHECK-LABEL: module attributes {test.private_module}
// CHECK-NOT: @unused_module
// CHECK: module @used_module
// CHECK: func.func @public_inside
builtin.module attributes {test.private_module} {
  builtin.module @unused_module attributes {sym_visibility = "private"} {
    func.func @public_inside() {
      func.return
    }
  }
  builtin.module @used_module attributes {sym_visibility = "private"} {
    func.func @public_inside() {
      func.return
    }
  }
  "live.user"() {uses = [@used_module]} : () -> ()
}

// -----

// Run on the nested modules, the pass only removes what is private or sits in a private module.
// NESTED-LABEL: module attributes {test.no_dce_non_hidden_parent}
// NESTED: module @public_module
// NESTED: func.func nested @nested_function()
// NESTED-NOT: func.func private @private_function
// NESTED: module @nested_module attributes {sym_visibility = "nested"}
// NESTED: func.func nested @nested_function()
// NESTED: module @private_module attributes {sym_visibility = "private"}
// NESTED-NOT: func.func nested @nested_function()
// NESTED: "live.user"
builtin.module attributes {test.no_dce_non_hidden_parent} {
  builtin.module @public_module {
    func.func nested @nested_function()
    func.func private @private_function()
  }
  builtin.module @nested_module attributes {sym_visibility = "nested"} {
    func.func nested @nested_function()
  }
  builtin.module @private_module attributes {sym_visibility = "private"} {
    func.func nested @nested_function()
  }
  "live.user"() {uses = [@nested_module, @private_module]} : () -> ()
}

// -----

// References to symbols that do not exist are ignored.
// CHECK-LABEL: module attributes {test.unknown_reference}
// CHECK-NOT: @dead_private_function
// CHECK: func.func private @live_private_function()
builtin.module attributes {test.unknown_reference} {
  func.func private @dead_private_function()
  func.func private @live_private_function()
  func.func @public_function() {
    "foo.return"() {uses = [@live_private_function, @unknown_symbol]} : () -> ()
  }
}

// -----

// Functions that HLO ops refer to (custom_call's called_computations) stay.
// CHECK-LABEL: func.func @main
// CHECK: func.func private @computation
// CHECK-NOT: @unused
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @target(%x) {called_computations = [@computation]} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
func.func private @computation(%x: tensor<f32>) -> tensor<f32> {
  func.return %x : tensor<f32>
}
func.func private @unused(%x: tensor<f32>) -> tensor<f32> {
  func.return %x : tensor<f32>
}
