// With both options off, only what needs no broadcast is legalized, nothing is decomposed,
// and chlo.next_after, chlo.polygamma and chlo.zeta are legal.
// RUN: ai-opt %s --split-input-file --verify-diagnostics --chlo-legalize-to-mhlo='legalize-broadcasts=false expand-compositions=false' | FileCheck %s

// CHECK-LABEL: func.func @same_static_shapes
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[P:.*]]: tensor<i1>)
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A]], %[[A]] : tensor<2x3xf32>
// CHECK-NEXT: %[[R:.*]] = mhlo.select %[[P]], %[[S]], %[[A]] : tensor<i1>, tensor<2x3xf32>
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<2.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: return %[[R]], %[[C]]
func.func @same_static_shapes(%a: tensor<2x3xf32>, %p: tensor<i1>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = chlo.broadcast_add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_select %p, %0, %a : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "chlo.constant_like"(%a) <{value = 2.0 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// The broadcasts are done; next_after, polygamma and zeta stay as element-wise chlo ops.
// CHECK-LABEL: func.func @legal_special_functions
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[N:.*]] = chlo.next_after %[[A]], %[[A]] : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[P:.*]] = chlo.polygamma %[[A]], %[[N]] : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[Z:.*]] = chlo.zeta %[[P]], %[[A]] : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: return %[[Z]]
func.func @legal_special_functions(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.broadcast_next_after %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = chlo.broadcast_polygamma %a, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = chlo.zeta %1, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return %2 : tensor<4xf32>
}

// -----

// The rank-specialization helpers are legalized whatever the options.
// CHECK-LABEL: func.func @helpers
// CHECK-SAME: (%[[A:.*]]: tensor<2xindex>, %[[X:.*]]: tensor<6xf32>)
// CHECK-NEXT: mhlo.minimum_broadcast_shapes %[[A]], %[[A]]
// CHECK-NEXT: %[[SHAPE:.*]] = mhlo.constant dense<[3, 2]> : tensor<2xi64>
// CHECK-NEXT: mhlo.dynamic_reshape %[[X]], %[[SHAPE]] : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
func.func @helpers(%a: tensor<2xindex>, %x: tensor<6xf32>) -> tensor<3x2xf32> {
  %0, %1 = chlo.minimum_broadcast_shapes %a, %a : tensor<2xindex>, tensor<2xindex> -> tensor<?xindex>, tensor<?xindex>
  %2 = "chlo.rank_specialization_cluster"(%x) ({
  ^bb0(%y: tensor<6xf32>):
    %shape = mhlo.constant dense<[3, 2]> : tensor<2xi64>
    %3 = "chlo.dynamic_reshape"(%y, %shape) : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
    "chlo.rank_specialization_cluster_yield"(%3) : (tensor<3x2xf32>) -> ()
  }) : (tensor<6xf32>) -> tensor<3x2xf32>
  func.return %2 : tensor<3x2xf32>
}

// -----

func.func @needs_broadcast(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_multiply' that was explicitly marked illegal}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// Equal `?` sizes may still broadcast at run time (one of them may be 1).
func.func @dynamic_same_shapes(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_add' that was explicitly marked illegal}}
  %0 = chlo.broadcast_add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @select_needs_broadcast(%p: tensor<3xi1>, %a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_select' that was explicitly marked illegal}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @dynamic_constant_like(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.constant_like' that was explicitly marked illegal}}
  %0 = "chlo.constant_like"(%a) <{value = 2.0 : f32}> : (tensor<?xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @no_decompositions(%x: tensor<4xf32>) -> (tensor<2xf32>, tensor<4xi1>, tensor<2xf32>) {
  // expected-error@+1 {{failed to legalize operation 'chlo.constant' that was explicitly marked illegal}}
  %0 = chlo.constant dense<1.0> : tensor<2xf32>
  // expected-error@+1 {{failed to legalize operation 'chlo.is_inf' that was explicitly marked illegal}}
  %1 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  // expected-error@+1 {{failed to legalize operation 'chlo.top_k' that was explicitly marked illegal}}
  %2, %3 = chlo.top_k(%x, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
  func.return %0, %1, %2 : tensor<2xf32>, tensor<4xi1>, tensor<2xf32>
}
