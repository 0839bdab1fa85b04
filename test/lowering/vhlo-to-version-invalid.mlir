// RUN: ai-opt %s --vhlo-to-version=target=1.9.0 -split-input-file -verify-diagnostics
// RUN: not ai-opt %s --vhlo-to-version=target=x.y.z 2>&1 | FileCheck %s --check-prefix=NOT-VERSION
// RUN: not ai-opt %s --vhlo-to-version=target=0.0.0 2>&1 | FileCheck %s --check-prefix=MINIMUM
// RUN: not ai-opt %s --vhlo-to-version=target=100.10.10 2>&1 | FileCheck %s --check-prefix=FUTURE
// RUN: not ai-opt %s --vhlo-to-version 2>&1 | FileCheck %s --check-prefix=NO-TARGET
// RUN: not ai-opt %s --vhlo-legalize-to-stablehlo -split-input-file 2>&1 | FileCheck %s --check-prefix=LEGALIZE

// NOT-VERSION: error: Invalid target version argument 'x.y.z'
// NOT-VERSION-NEXT: Target version must be of the form #.#.# or 'current'.
// MINIMUM: error: target version 0.0.0 is less than minimum supported 0.9.0
// FUTURE: error: target version 100.10.10 is greater than current version 1.17.0
// NO-TARGET: error: No target version specified. Specify target using: --vhlo-to-version='target=[targetVersion]'

// A tanh with a result accuracy has no form in StableHLO 1.9.0 (its tanh_v1 has none).
vhlo.func_v1 @accuracy(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
  // expected-error @+1 {{failed to legalize operation 'vhlo.tanh_v2' that was explicitly marked illegal}}
  %0 = "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 2, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

// -----

// An op of an older version is not legalized before it is upgraded.
// LEGALIZE: error: failed to legalize operation 'vhlo.tanh_v1' that was explicitly marked illegal
// LEGALIZE: note: an op of an older version: run --vhlo-to-version='target=current' first
vhlo.func_v1 @old(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
  %0 = "vhlo.tanh_v1"(%arg0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
