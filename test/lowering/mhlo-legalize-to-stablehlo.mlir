// RUN: ai-opt %s --split-input-file --verify-diagnostics --mhlo-legalize-to-stablehlo | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --hlo-legalize-to-stablehlo | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --mhlo-legalize-to-stablehlo --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: ai-opt %s --split-input-file --verify-diagnostics --mhlo-legalize-to-stablehlo | ai-opt --stablehlo-legalize-to-mhlo | FileCheck %s --check-prefix=BACK

// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi32>)
// CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[TAN:.*]] = stablehlo.tan %[[ADD]] {some.attr = 1 : i64} : tensor<4xf32>
// CHECK-NEXT: stablehlo.not %[[I]] : tensor<4xi32>
// CHECK-NEXT: return %[[TAN]] : tensor<4xf32>
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<4xf32> {
  %0 = mhlo.add %a, %b : tensor<4xf32>
  %1 = mhlo.tan %0 {some.attr = 1 : i64} : tensor<4xf32>
  %2 = mhlo.not %i : tensor<4xi32>
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[GE:.*]] = stablehlo.compare  GE, %[[A]], %[[B]],  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %[[SEL:.*]] = stablehlo.select %[[GE]], %[[A]], %[[B]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: return %[[SEL]]
func.func @compare(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.compare GE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = mhlo.select %0, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Dense dimension lists become array<i64>; padding stays an N x 2 tensor.
// CHECK-LABEL: func.func @shape_ops_with_dims
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[P:.*]]: tensor<f32>, %[[I:.*]]: tensor<2x1xi32>)
// CHECK-NEXT: stablehlo.broadcast_in_dim %[[X]], dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[X]], dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: stablehlo.slice %[[X]] [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: stablehlo.pad %[[X]], %[[P]], low = [0, 1], high = [1, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
// CHECK-NEXT: "stablehlo.reduce_window"(%[[X]], %[[P]]) <{padding = dense<{{\[\[}}0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>}> ({
// CHECK-NEXT: ^{{.*}}(%[[L:.*]]: tensor<f32>, %[[R:.*]]: tensor<f32>):
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[L]], %[[R]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[M]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: "stablehlo.gather"(%[[X]], %[[I]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[T]]
func.func @shape_ops_with_dims(%x: tensor<2x3xf32>, %p: tensor<f32>, %i: tensor<2x1xi32>) -> tensor<3x2xf32> {
  %0 = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %1 = "mhlo.transpose"(%x) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = "mhlo.slice"(%x) <{limit_indices = dense<[2, 3]> : tensor<2xi64>, start_indices = dense<[0, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %3 = "mhlo.pad"(%x, %p) <{edge_padding_high = dense<[1, 0]> : tensor<2xi64>, edge_padding_low = dense<[0, 1]> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
  %4 = "mhlo.reduce_window"(%x, %p) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = dense<[1, 2]> : tensor<2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.maximum %a, %b : tensor<f32>
    mhlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x4xf32>
  %5 = "mhlo.gather"(%x, %i) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 3]> : tensor<2xi64>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %1 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>, %[[B:.*]]: tensor<2x4x5xf32>)
// CHECK-NEXT: stablehlo.dot_general %[[A]], %[[B]], batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
func.func @dot_general(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "mhlo.dot_general"(%a, %b) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// Window reversal flags (dense i1) become array<i1>.
// CHECK-LABEL: func.func @convolution
// CHECK-NEXT: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], rhs_dilate = [2, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<2x4x2x4xf32>
func.func @convolution(%x: tensor<2x3x6x5xf32>, %k: tensor<4x3x2x2xf32>) -> tensor<2x4x2x4xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], rhs_dilate = [2, 1], reverse = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<2x4x2x4xf32>
  return %0 : tensor<2x4x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK-NEXT: stablehlo.reduce(%[[X]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
func.func @reduce(%x: tensor<2x4xf32>, %zero: tensor<f32>) -> tensor<2xf32> {
  %0 = mhlo.reduce(%x init: %zero) applies mhlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @while_with_token
// CHECK-SAME: (%[[N:.*]]: tensor<i32>, %[[T:.*]]: !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[WTS:.*]]:2 = stablehlo.while(%[[I:.*]] = %[[ZERO]], %[[TK:.*]] = %[[T]]) : tensor<i32>, !stablehlo.token
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[C:.*]] = stablehlo.compare  LT, %[[I]], %[[N]] : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %[[C]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[NEXT:.*]] = stablehlo.add %[[I]], %[[I]] : tensor<i32>
// CHECK-NEXT: %[[T2:.*]] = stablehlo.after_all %[[TK]] : !stablehlo.token
// CHECK-NEXT: stablehlo.return %[[NEXT]], %[[T2]] : tensor<i32>, !stablehlo.token
// CHECK-NEXT: }
// CHECK-NEXT: return %[[WTS]]#1 : !stablehlo.token
func.func @while_with_token(%n: tensor<i32>, %t: !mhlo.token) -> !mhlo.token {
  %zero = mhlo.constant dense<0> : tensor<i32>
  %0:2 = mhlo.while(%i = %zero, %tk = %t) : tensor<i32>, !mhlo.token
    cond {
      %c = mhlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %c : tensor<i1>
    } do {
      %next = mhlo.add %i, %i : tensor<i32>
      %t2 = mhlo.after_all %tk : !mhlo.token
      mhlo.return %next, %t2 : tensor<i32>, !mhlo.token
    }
  return %0#1 : !mhlo.token
}

// -----

// CHECK-LABEL: func.func @if_and_sort
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<f32>, %[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: "stablehlo.if"(%[[P]]) ({
// CHECK-NEXT: stablehlo.return %[[A]] : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.negate %[[A]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[NEG]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<f32>
// CHECK-NEXT: "stablehlo.sort"(%[[X]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT: ^{{.*}}(%[[L:.*]]: tensor<f32>, %[[R:.*]]: tensor<f32>):
// CHECK-NEXT: %[[GT:.*]] = stablehlo.compare  GT, %[[L]], %[[R]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %[[GT]] : tensor<i1>
// CHECK-NEXT: }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @if_and_sort(%p: tensor<i1>, %a: tensor<f32>, %x: tensor<2x3xf32>) -> (tensor<f32>, tensor<2x3xf32>) {
  %0 = "mhlo.if"(%p) ({
    mhlo.return %a : tensor<f32>
  }, {
    %n = mhlo.negate %a : tensor<f32>
    mhlo.return %n : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %1 = "mhlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%l: tensor<f32>, %r: tensor<f32>):
    %c = mhlo.compare GT, %l, %r : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %c : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<f32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @scatter
// CHECK-NEXT: "stablehlo.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
// CHECK: stablehlo.return
func.func @scatter(%x: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %0 = "mhlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    mhlo.return %new : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @collectives
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[T:.*]]: !stablehlo.token, %[[Y:.*]]: tensor<2xf32>) -> (tensor<f32>, !stablehlo.token)
// CHECK-NEXT: "stablehlo.all_gather"(%[[Y]]) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.send"(%[[X]], %[[T]]) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %[[RECV:.*]]:2 = "stablehlo.recv"(%[[S]]) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
// CHECK-NEXT: return %[[RECV]]#0, %[[RECV]]#1 : tensor<f32>, !stablehlo.token
func.func @collectives(%x: tensor<f32>, %t: !mhlo.token, %y: tensor<2xf32>) -> (tensor<f32>, !mhlo.token) {
  %0 = "mhlo.all_gather"(%y) <{all_gather_dim = 0 : i64, channel_handle = #mhlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<4xf32>
  %s = "mhlo.send"(%x, %t) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<f32>, !mhlo.token) -> !mhlo.token
  %v, %rt = "mhlo.recv"(%s) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!mhlo.token) -> (tensor<f32>, !mhlo.token)
  return %v, %rt : tensor<f32>, !mhlo.token
}

// -----

// CHECK-LABEL: func.func @custom_call
// CHECK-NEXT: stablehlo.custom_call @foo(%{{.*}}) {backend_config = "opaque", has_side_effect = true, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
func.func @custom_call(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = mhlo.custom_call @foo(%x) {backend_config = "opaque", has_side_effect = true, output_operand_aliases = [#mhlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// Tokens in signatures, calls and tuples.
// CHECK-LABEL: func.func private @callee(!stablehlo.token) -> tuple<tensor<f32>, !stablehlo.token>
// CHECK-LABEL: func.func @call
// CHECK-SAME: (%[[T:.*]]: !stablehlo.token) -> tuple<tensor<f32>, !stablehlo.token>
// CHECK-NEXT: %[[R:.*]] = call @callee(%[[T]]) : (!stablehlo.token) -> tuple<tensor<f32>, !stablehlo.token>
// CHECK-NEXT: %[[E:.*]] = stablehlo.get_tuple_element %[[R]][1] : (tuple<tensor<f32>, !stablehlo.token>) -> !stablehlo.token
// CHECK-NEXT: return %[[R]] : tuple<tensor<f32>, !stablehlo.token>
func.func private @callee(%t: !mhlo.token) -> tuple<tensor<f32>, !mhlo.token>

func.func @call(%t: !mhlo.token) -> tuple<tensor<f32>, !mhlo.token> {
  %0 = func.call @callee(%t) : (!mhlo.token) -> tuple<tensor<f32>, !mhlo.token>
  %1 = mhlo.get_tuple_element %0[1] : (tuple<tensor<f32>, !mhlo.token>) -> !mhlo.token
  return %0 : tuple<tensor<f32>, !mhlo.token>
}

// -----

// erf and topk travel as the custom calls upstream uses for them.
// CHECK-LABEL: func.func @erf_and_topk
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[ERF:.*]] = stablehlo.custom_call @mhlo.erf(%[[X]]) {mhlo.attributes = {some.attr = #stablehlo<comparison_direction GT>}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[V:.*]]:2 = stablehlo.custom_call @mhlo.topk(%[[X]]) {mhlo.attributes = {k = 2 : i64, largest = false}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)
// CHECK-NEXT: return %[[ERF]], %[[V]]#0
func.func @erf_and_topk(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %0 = mhlo.erf %x {some.attr = #mhlo<comparison_direction GT>} : tensor<4xf32>
  %values, %indices = mhlo.topk(%x, k = 2, largest = false) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
  return %0, %values : tensor<4xf32>, tensor<2xf32>
}

// -----

// So do acos, acosh, atanh and cosh (chlo ops in stablehlo), and stablehlo-legalize-to-mhlo turns them back.
// CHECK-LABEL: func.func @trigonometric
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<2xcomplex<f64>>)
// CHECK-NEXT: %[[A:.*]] = stablehlo.custom_call @mhlo.acos(%[[X]]) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.custom_call @mhlo.acosh(%[[A]]) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.custom_call @mhlo.atanh(%[[B]]) {mhlo.attributes = {mhlo.frontend_attributes = {a = "b"}}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.custom_call @mhlo.cosh(%[[C]]) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
// CHECK-NEXT: return %[[D]], %[[E]]
// BACK-LABEL: func.func @trigonometric
// BACK-NEXT: %[[A:.*]] = mhlo.acos %{{.*}} : tensor<4xf32>
// BACK-NEXT: %[[B:.*]] = mhlo.acosh %[[A]] : tensor<4xf32>
// BACK-NEXT: %[[D:.*]] = mhlo.atanh %[[B]] {mhlo.frontend_attributes = {a = "b"}} : tensor<4xf32>
// BACK-NEXT: %[[E:.*]] = mhlo.cosh %{{.*}} : tensor<2xcomplex<f64>>
// BACK-NEXT: return %[[D]], %[[E]]
func.func @trigonometric(%x: tensor<4xf32>, %c: tensor<2xcomplex<f64>>) -> (tensor<4xf32>, tensor<2xcomplex<f64>>) {
  %0 = mhlo.acos %x : tensor<4xf32>
  %1 = mhlo.acosh %0 : tensor<4xf32>
  %2 = mhlo.atanh %1 {mhlo.frontend_attributes = {a = "b"}} : tensor<4xf32>
  %3 = mhlo.cosh %c : tensor<2xcomplex<f64>>
  return %2, %3 : tensor<4xf32>, tensor<2xcomplex<f64>>
}

// -----

// LOC-LABEL: func.func @locations
// LOC-SAME: (%{{.*}}: tensor<4xf32> loc("x.py":1:2))
// LOC-NEXT: stablehlo.abs %{{.*}} : tensor<4xf32> loc("model.py":3:4)
// LOC-NEXT: stablehlo.custom_call @mhlo.erf(%{{.*}}) {{.*}} loc("erf.py":5:6)
func.func @locations(%x: tensor<4xf32> loc("x.py":1:2)) -> tensor<4xf32> {
  %0 = mhlo.abs %x : tensor<4xf32> loc("model.py":3:4)
  %1 = mhlo.erf %0 : tensor<4xf32> loc("erf.py":5:6)
  return %1 : tensor<4xf32>
}

// -----

// mhlo-only ops that stablehlo cannot express are reported; the pass fails at the first one, as upstream's
// full conversion does (one op per chunk here).
func.func @mhlo_only_copy(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.copy' that was explicitly marked illegal}}
  %0 = mhlo.copy %x : tensor<2x3xf32>
  func.return
}

// -----

func.func @mhlo_only_add_dependency(%x: tensor<2x3xf32>, %t: !mhlo.token) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.add_dependency'}}
  %1 = mhlo.add_dependency %x, %t : (tensor<2x3xf32>, !mhlo.token) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @mhlo_only_domain(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.domain'}}
  %2 = "mhlo.domain"(%x) <{entry_metadata = "a", exit_metadata = "b", kind = #mhlo<kind sharding>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @mhlo_only_bitcast(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.bitcast'}}
  %3 = mhlo.bitcast %x : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  func.return
}

// -----

func.func @mhlo_only_rng_get_and_update_state() {
  // expected-error@+1 {{failed to legalize operation 'mhlo.xla.rng_get_and_update_state'}}
  %4 = mhlo.xla.rng_get_and_update_state {delta = 1 : i64}
  func.return
}

// -----

func.func @mhlo_only_stochastic_convert(%x: tensor<2x3xf32>, %r: tensor<2x3xui32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.stochastic_convert'}}
  %5 = "mhlo.stochastic_convert"(%x, %r) : (tensor<2x3xf32>, tensor<2x3xui32>) -> tensor<2x3xi8>
  func.return
}

// -----

func.func @mhlo_only_compute_reshape_shape(%count: index, %shape: tensor<2xi32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.compute_reshape_shape'}}
  %6 = mhlo.compute_reshape_shape %count, %shape : (index, tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @mhlo_only_minimum_broadcast_shapes(%a: tensor<?xindex>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.minimum_broadcast_shapes'}}
  %7:2 = mhlo.minimum_broadcast_shapes %a, %a : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>
  func.return
}

// -----

// The fusion is reported; the ops inside it are converted like any other.
func.func @fusion(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.fusion'}}
  %0 = "mhlo.fusion"(%a) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%x: tensor<4xf32>):
    %s = mhlo.add %x, %x : tensor<4xf32>
    mhlo.return %s : tensor<4xf32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Bounded dimensions: the encoding is spelled the target dialect's way, in every type (function signatures,
// block arguments, and ops of other dialects).
// CHECK-LABEL: func.func @bounds
// CHECK-SAME: (%{{.*}}: tensor<1x4xi32>, %{{.*}}: tensor<i32>) -> tensor<1x?xi32, #stablehlo.bounds<?, 4>>
// CHECK: stablehlo.set_dimension_size {{.*}} -> tensor<1x?xi32, #stablehlo.bounds<?, 4>>
// CHECK: tensor.cast %{{.*}} : tensor<1x?xi32, #stablehlo.bounds<?, 4>> to tensor<1x4xi32>
func.func @bounds(%a: tensor<1x4xi32>, %n: tensor<i32>) -> tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 4]>> {
  %0 = mhlo.set_dimension_size %a, %n, dim = 1 : (tensor<1x4xi32>, tensor<i32>) -> tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 4]>>
  %1 = tensor.cast %0 : tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 4]>> to tensor<1x4xi32>
  func.return %0 : tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 4]>>
}

// -----

// result_accuracy: the attribute and its mode in stablehlo's spelling; fields at their default (0) are not printed.
// CHECK-LABEL: func.func @result_accuracy
// CHECK: stablehlo.exponential %{{.*}} {result_accuracy = #stablehlo.result_accuracy<rtol = 1.000000e-05, ulps = 10, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
// CHECK: stablehlo.sine %{{.*}} {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<f32>
// BACK-LABEL: func.func @result_accuracy
// BACK: mhlo.exponential %{{.*}} {result_accuracy = #mhlo.result_accuracy<rtol = 1.000000e-05, ulps = 10, mode = #mhlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
func.func @result_accuracy(%x: tensor<f32>) -> tensor<f32> {
  %0 = "mhlo.exponential"(%x) {result_accuracy = #mhlo.result_accuracy<atol = 0.000000e+00, rtol = 1.0e-5, ulps = 10, mode = #mhlo.result_accuracy_mode<TOLERANCE>>} : (tensor<f32>) -> tensor<f32>
  %1 = "mhlo.sine"(%0) {result_accuracy = #mhlo.result_accuracy<mode = #mhlo.result_accuracy_mode<HIGHEST>>} : (tensor<f32>) -> tensor<f32>
  func.return %1 : tensor<f32>
}

