// RUN: ai-opt %s --split-input-file --hlo-legalize-to-stablehlo=allow-xla-features | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --hlo-legalize-to-stablehlo=allow-experimental-features --mlir-print-op-generic | FileCheck %s --check-prefix=STRICT
// RUN: not ai-opt %s --split-input-file --hlo-legalize-to-stablehlo 2>&1 | FileCheck %s --check-prefix=ERROR

// allow-xla-features keeps the mhlo ops stablehlo lacks, in stablehlo's types; the others convert.
// CHECK-LABEL: func.func @copy
// CHECK: %[[C:.*]] = stablehlo.constant dense<{{.*}}> : tensor<2x1xi32>
// CHECK: %[[COPY:.*]] = mhlo.copy %[[C]] : tensor<2x1xi32>
// CHECK: return %[[COPY]]
// ERROR: error: failed to legalize operation 'mhlo.copy' that was explicitly marked illegal
func.func @copy() -> tensor<2x1xi32> {
  %0 = mhlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  // expected-error@+1 {{failed to legalize operation 'mhlo.copy' that was explicitly marked illegal}}
  %1 = "mhlo.copy"(%0) : (tensor<2x1xi32>) -> tensor<2x1xi32>
  func.return %1 : tensor<2x1xi32>
}

// -----

// CHECK-LABEL: func.func @recv
// CHECK-SAME: (%{{.*}}: !stablehlo.token) -> (tensor<3x4xi32>, !stablehlo.token)
// CHECK: stablehlo.recv
// CHECK-LABEL: func.func @async_ops_with_token
// CHECK: mhlo.async_start{{.*}} -> !mhlo.async_bundle<!stablehlo.token, tuple<tensor<3x4xi32>, !stablehlo.token>, tensor<i32>>
// CHECK: mhlo.async_done{{.*}} -> (tensor<3x4xi32>, !stablehlo.token)
// ERROR: error: failed to legalize operation 'mhlo.async_start' that was explicitly marked illegal
func.func @recv(%arg0: !mhlo.token) -> (tensor<3x4xi32>, !mhlo.token) attributes {execution_thread = "main"} {
  %0:2 = "mhlo.recv"(%arg0) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!mhlo.token) -> (tensor<3x4xi32>, !mhlo.token)
  return %0#0, %0#1 : tensor<3x4xi32>, !mhlo.token
}

func.func @async_ops_with_token(%arg0: !mhlo.token) -> (tensor<3x4xi32>, !mhlo.token) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.async_start' that was explicitly marked illegal}}
  %0 = "mhlo.async_start"(%arg0) <{called_computation = @recv, execution_thread = "main"}> : (!mhlo.token) -> !mhlo.async_bundle<!mhlo.token, tuple<tensor<3x4xi32>, !mhlo.token>, tensor<i32>>
  %1:2 = "mhlo.async_done"(%0) : (!mhlo.async_bundle<!mhlo.token, tuple<tensor<3x4xi32>, !mhlo.token>, tensor<i32>>) -> (tensor<3x4xi32>, !mhlo.token)
  return %1#0, %1#1 : tensor<3x4xi32>, !mhlo.token
}

// -----

// allow-experimental-features changes nothing for the ops aiopt's mhlo has: erf is a custom call either way.
// STRICT-LABEL: "erf"
// STRICT: "stablehlo.custom_call"(%{{.*}}) <{call_target_name = "mhlo.erf"}> {mhlo.attributes = {}, mhlo.version = 1 : i64}
func.func @erf(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.erf %arg0 : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// stablehlo.custom_call has no custom_call_schedule: the default (NONE) is left out, any other keeps the mhlo op.
// CHECK-LABEL: func.func @custom_call_schedule
// CHECK: stablehlo.custom_call @none(%{{.*}}) : (tensor<f32>) -> tensor<f32>
// CHECK: mhlo.custom_call @earliest(%{{.*}}) {custom_call_schedule = #mhlo<custom_call_schedule EARLIEST>}
// ERROR: error: failed to legalize operation 'mhlo.custom_call' that was explicitly marked illegal
func.func @custom_call_schedule(%x: tensor<f32>) -> tensor<f32> {
  %0 = "mhlo.custom_call"(%x) {call_target_name = "none", custom_call_schedule = #mhlo<custom_call_schedule NONE>} : (tensor<f32>) -> tensor<f32>
  // expected-error@+1 {{failed to legalize operation 'mhlo.custom_call' that was explicitly marked illegal}}
  %1 = "mhlo.custom_call"(%0) {call_target_name = "earliest", custom_call_schedule = #mhlo<custom_call_schedule EARLIEST>} : (tensor<f32>) -> tensor<f32>
  func.return %1 : tensor<f32>
}

// -----

// mhlo.all_to_all in tuple form: kept with allow-xla-features, a custom call @mhlo.all_to_all with
// allow-experimental-features, an error otherwise.
// CHECK-LABEL: func.func @all_to_all_tuple
// CHECK: "mhlo.all_to_all"(%{{.*}}, %{{.*}}) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}>
// STRICT-LABEL: "all_to_all_tuple"
// STRICT: "stablehlo.custom_call"(%{{.*}}, %{{.*}}) <{call_target_name = "mhlo.all_to_all"}> {mhlo.attributes = {replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}, mhlo.version = 1 : i64}
// ERROR: error: failed to legalize operation 'mhlo.all_to_all' that was explicitly marked illegal
func.func @all_to_all_tuple(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = "mhlo.all_to_all"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

