// chlo-legalize-to-high-level-mhlo: chlo.erf, chlo.top_k and chlo.ragged_dot (and, as enabled, chlo.acos, acosh,
// atanh and cosh of floats) become their mhlo ops; every other chlo op stays.
// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-high-level-mhlo="enable-acosh enable-acos enable-atanh enable-cosh" | FileCheck %s --check-prefixes=CHECK,ENABLED
// RUN: ai-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(chlo-legalize-to-high-level-mhlo{enable-acosh=true enable-acos=1 enable-atanh enable-cosh=true}))' | FileCheck %s --check-prefixes=CHECK,ENABLED
// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-high-level-mhlo | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-high-level-mhlo="enable-acosh=false enable-cosh=false" | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-high-level-mhlo="enable-acosh enable-acos enable-atanh enable-cosh" --chlo-legalize-to-mhlo | FileCheck %s --check-prefix=THEN

// CHECK-LABEL: func.func @erf
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<?xbf16>)
// CHECK-NEXT: %[[A:.*]] = mhlo.erf %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = mhlo.erf %[[Y]] : tensor<?xbf16>
// CHECK-NEXT: return %[[A]], %[[B]]
// THEN-LABEL: func.func @erf
// THEN-NEXT: mhlo.erf
func.func @erf(%x: tensor<4xf32>, %y: tensor<?xbf16>) -> (tensor<4xf32>, tensor<?xbf16>) {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erf %y : tensor<?xbf16> -> tensor<?xbf16>
  return %0, %1 : tensor<4xf32>, tensor<?xbf16>
}

// -----

// CHECK-LABEL: func.func @top_k
// CHECK-SAME: (%[[X:.*]]: tensor<3x8xf32>, %[[Y:.*]]: tensor<?x5x?xi1>)
// CHECK-NEXT: %values, %indices = mhlo.topk(%[[X]], k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
// CHECK-NEXT: %values_0, %indices_1 = mhlo.topk(%[[Y]], k = 2) : tensor<?x5x?xi1> -> (tensor<?x5x2xi1>, tensor<?x5x2xi32>)
// CHECK-NEXT: return %values, %indices_1
func.func @top_k(%x: tensor<3x8xf32>, %y: tensor<?x5x?xi1>) -> (tensor<3x2xf32>, tensor<?x5x2xi32>) {
  %0:2 = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  %1:2 = chlo.top_k(%y, k = 2) : tensor<?x5x?xi1> -> (tensor<?x5x2xi1>, tensor<?x5x2xi32>)
  return %0#0, %1#1 : tensor<3x2xf32>, tensor<?x5x2xi32>
}

// -----

func.func @top_k_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.top_k' that was explicitly marked illegal}}
  %0:2 = chlo.top_k(%x, k = 2) : tensor<*xf32> -> (tensor<*xf32>, tensor<*xi32>)
  return %0#0 : tensor<*xf32>
}

// -----

// The mhlo op gets precision_config = [] when the chlo op has none (test_chlo_legalize_to_high_level_mhlo.py checks it:
// the order of the properties here is left open); of the attributes, mhlo.frontend_attributes stays.
// CHECK-LABEL: func.func @ragged_dot
// CHECK-NEXT: %[[A:.*]] = "mhlo.ragged_dot"(%{{.*}}, %{{.*}}, %{{.*}}) <{{[{]}}{{(precision_config = \[\], )?}}ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>{{(, precision_config = \[\])?}}}> : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
// CHECK-NEXT: %[[B:.*]] = "mhlo.ragged_dot"(%{{.*}}, %{{.*}}, %{{.*}}) <{{[{]}}{{(precision_config = \[#mhlo<precision HIGH>, #mhlo<precision HIGHEST>\], )?}}ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [2], rhs_group_dimensions = []>{{(, precision_config = \[#mhlo<precision HIGH>, #mhlo<precision HIGHEST>\])?}}}> {mhlo.frontend_attributes = {foo = "bar"}} : (tensor<2x11x5xf32>, tensor<2x5x7xf32>, tensor<2x3xi64>) -> tensor<3x2x11x7xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @ragged_dot(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>, %bl: tensor<2x11x5xf32>, %br: tensor<2x5x7xf32>, %bg: tensor<2x3xi64>) -> (tensor<11x7xf32>, tensor<3x2x11x7xf32>) {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  %1 = "chlo.ragged_dot"(%bl, %br, %bg) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2], rhs_group_dimensions = []>,
    precision_config = [#chlo<precision HIGH>, #chlo<precision HIGHEST>],
    mhlo.frontend_attributes = {foo = "bar"}, mhlo.sharding = "{replicated}"
  } : (tensor<2x11x5xf32>, tensor<2x5x7xf32>, tensor<2x3xi64>) -> tensor<3x2x11x7xf32>
  return %0, %1 : tensor<11x7xf32>, tensor<3x2x11x7xf32>
}

// -----

// CHECK-LABEL: func.func @optional_ops
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[H:.*]]: tensor<f16>)
// ENABLED-NEXT: %[[A:.*]] = mhlo.acos %[[X]] : tensor<4xf32>
// ENABLED-NEXT: %[[B:.*]] = mhlo.acosh %[[A]] : tensor<4xf32>
// ENABLED-NEXT: %[[C:.*]] = mhlo.atanh %[[B]] : tensor<4xf32>
// ENABLED-NEXT: %[[D:.*]] = mhlo.cosh %[[H]] : tensor<f16>
// DEFAULT-NEXT: %[[A:.*]] = chlo.acos %[[X]] : tensor<4xf32> -> tensor<4xf32>
// DEFAULT-NEXT: %[[B:.*]] = chlo.acosh %[[A]] : tensor<4xf32> -> tensor<4xf32>
// DEFAULT-NEXT: %[[C:.*]] = chlo.atanh %[[B]] : tensor<4xf32> -> tensor<4xf32>
// DEFAULT-NEXT: %[[D:.*]] = chlo.cosh %[[H]] : tensor<f16> -> tensor<f16>
// CHECK-NEXT: return %[[C]], %[[D]]
// THEN-LABEL: func.func @optional_ops
// THEN-NEXT: mhlo.acos
// THEN-NEXT: mhlo.acosh
// THEN-NEXT: mhlo.atanh
// THEN-NEXT: mhlo.cosh
func.func @optional_ops(%x: tensor<4xf32>, %h: tensor<f16>) -> (tensor<4xf32>, tensor<f16>) {
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.acosh %0 : tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.atanh %1 : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.cosh %h : tensor<f16> -> tensor<f16>
  return %2, %3 : tensor<4xf32>, tensor<f16>
}

// -----

// Complex operands stay chlo, as do the chlo ops mhlo has no op for; chlo-legalize-to-mhlo decomposes them after.
// CHECK-LABEL: func.func @left_as_chlo
// CHECK-NEXT: chlo.acos %{{.*}} : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
// CHECK-NEXT: chlo.cosh %{{.*}} : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
// CHECK-NEXT: chlo.asin %{{.*}} : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.broadcast_add %{{.*}}, %{{.*}} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// THEN-LABEL: func.func @left_as_chlo
// THEN-NOT: chlo.
// THEN: return
func.func @left_as_chlo(%c: tensor<2xcomplex<f32>>, %x: tensor<4xf32>, %s: tensor<f32>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<4xf32>) {
  %0 = chlo.acos %c : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %1 = chlo.cosh %c : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %2 = chlo.asin %x : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.broadcast_add %2, %s : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1, %3 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<4xf32>
}

// -----

// As upstream's dialect conversion, the pass erases no op: unused ones stay.
// CHECK-LABEL: func.func @unused_results
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: mhlo.erf %[[X]] : tensor<4xf32>
// CHECK: mhlo.abs %[[X]] : tensor<4xf32>
// CHECK-NEXT: return
func.func @unused_results(%x: tensor<4xf32>) {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %1 = mhlo.abs %x : tensor<4xf32>
  func.return
}
