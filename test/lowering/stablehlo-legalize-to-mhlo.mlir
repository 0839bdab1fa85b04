// RUN: ai-opt %s --split-input-file --verify-diagnostics --stablehlo-legalize-to-mhlo | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --stablehlo-legalize-to-hlo | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --stablehlo-legalize-to-mhlo --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[ADD:.*]] = mhlo.add %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[EXP:.*]] = mhlo.exponential %[[ADD]] {some.attr = 1 : i64} : tensor<4xf32>
// CHECK-NEXT: %[[CLAMP:.*]] = mhlo.clamp %[[A]], %[[EXP]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = mhlo.convert %[[CLAMP]] : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT: %[[RP:.*]] = mhlo.reduce_precision %[[CLAMP]], format = e5m10 : tensor<4xf32>
// CHECK-NEXT: return %[[RP]] : tensor<4xf32>
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.exponential %0 {some.attr = 1 : i64} : tensor<4xf32>
  %2 = stablehlo.clamp %a, %1, %b : tensor<4xf32>
  %3 = stablehlo.convert %2 : (tensor<4xf32>) -> tensor<4xf16>
  %4 = stablehlo.reduce_precision %2, format = e5m10 : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[GT:.*]] = mhlo.compare  GT, %[[A]], %[[B]],  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %{{.*}} = mhlo.compare  EQ, %[[A]], %[[B]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %[[SEL:.*]] = mhlo.select %[[GT]], %[[A]], %[[B]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: return %[[SEL]]
func.func @compare(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare EQ, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.select %0, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// Dimension lists become dense i64 tensors.
// CHECK-LABEL: func.func @shape_ops_with_dims
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[P:.*]]: tensor<f32>)
// CHECK-NEXT: "mhlo.broadcast_in_dim"(%[[X]]) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %[[T:.*]] = "mhlo.transpose"(%[[X]]) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: "mhlo.slice"(%[[X]]) <{limit_indices = dense<[2, 3]> : tensor<2xi64>, start_indices = dense<[0, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: "mhlo.pad"(%[[X]], %[[P]]) <{edge_padding_high = dense<[1, 0]> : tensor<2xi64>, edge_padding_low = dense<[0, 1]> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
// CHECK-NEXT: "mhlo.reverse"(%[[X]]) <{dimensions = dense<0> : tensor<1xi64>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: "mhlo.broadcast_in_dim"(%[[P]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// CHECK-NEXT: mhlo.reshape %[[X]] : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: return %[[T]]
func.func @shape_ops_with_dims(%x: tensor<2x3xf32>, %p: tensor<f32>) -> tensor<3x2xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %1 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.slice %x [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %3 = stablehlo.pad %x, %p, low = [0, 1], high = [1, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
  %4 = stablehlo.reverse %x, dims = [0] : tensor<2x3xf32>
  %5 = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %6 = stablehlo.iota dim = 0 : tensor<4xi32>
  %7 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  return %1 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>, %[[B:.*]]: tensor<2x4x5xf32>, %[[M:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<3xf32>)
// CHECK-NEXT: "mhlo.dot_general"(%[[A]], %[[B]]) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]}>
// CHECK-NEXT: "mhlo.dot_general"(%[[A]], %[[B]]) <{algorithm = #mhlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>, dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}>
// CHECK-NEXT: "mhlo.dot"(%[[M]], %[[V]]) <{precision_config = [#mhlo<precision HIGH>, #mhlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
func.func @dot_general(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %2 = stablehlo.dot %m, %v, precision = [HIGH, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %1 : tensor<2x3x5xf32>
}

// -----

// Window reversal flags (array<i1>) become a dense i1 tensor, printed as 0/1.
// CHECK-LABEL: func.func @convolution
// CHECK-NEXT: mhlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], rhs_dilate = [2, 1], reverse = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGH>]} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<2x4x2x4xf32>
// CHECK-NEXT: "mhlo.dynamic_conv"(%{{.*}}, %{{.*}}, %{{.*}}) <{batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, window_reversal = dense<[true, false]> : tensor<2xi1>, window_strides = dense<[2, 1]> : tensor<2xi64>}>
func.func @convolution(%x: tensor<2x3x6x5xf32>, %k: tensor<4x3x2x2xf32>, %pad: tensor<2x2xi64>) -> tensor<2x4x2x4xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], rhs_dilate = [2, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>) -> tensor<2x4x2x4xf32>
  %1 = "stablehlo.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, window_reversal = array<i1: true, false>, window_strides = array<i64: 2, 1>}> : (tensor<2x3x6x5xf32>, tensor<4x3x2x2xf32>, tensor<2x2xi64>) -> tensor<2x4x?x?xf32>
  return %0 : tensor<2x4x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK-NEXT: mhlo.reduce(%[[X]] init: %[[ZERO]]) applies mhlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: mhlo.reduce(%[[X]] init: %[[ZERO]]) across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: reducer(%[[L:.*]]: tensor<f32>, %[[R:.*]]: tensor<f32>)
// CHECK-NEXT: %[[S:.*]] = mhlo.subtract %[[L]], %[[R]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
func.func @reduce(%x: tensor<2x4xf32>, %zero: tensor<f32>) -> (tensor<2xf32>, tensor<4xf32>) {
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %s = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0, %1 : tensor<2xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @while
// CHECK-SAME: (%[[N:.*]]: tensor<i32>)
// CHECK-NEXT: %[[ZERO:.*]] = mhlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[ONE:.*]] = mhlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[W:.*]] = mhlo.while(%[[I:.*]] = %[[ZERO]]) : tensor<i32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[C:.*]] = mhlo.compare  LT, %[[I]], %[[N]] : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: mhlo.return %[[C]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[NEXT:.*]] = mhlo.add %[[I]], %[[ONE]] : tensor<i32>
// CHECK-NEXT: mhlo.return %[[NEXT]] : tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[W]] : tensor<i32>
func.func @while(%n: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %next = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %next : tensor<i32>
    }
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @if_and_case
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[INDEX:.*]]: tensor<i32>, %[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: "mhlo.if"(%[[P]]) ({
// CHECK-NEXT: mhlo.return %[[A]] : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT: mhlo.return %[[B]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<f32>
// CHECK-NEXT: "mhlo.case"(%[[INDEX]]) ({
// CHECK-NEXT: mhlo.return %[[A]] : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[NEG:.*]] = mhlo.negate %[[B]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[NEG]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<f32>
func.func @if_and_case(%p: tensor<i1>, %index: tensor<i32>, %a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %1 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }, {
    %n = stablehlo.negate %b : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @gather_scatter
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[I:.*]]: tensor<2x1xi32>, %[[U:.*]]: tensor<2x4xf32>)
// CHECK-NEXT: "mhlo.gather"(%[[X]], %[[I]]) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<[1, 4]> : tensor<2xi64>}> : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
// CHECK-NEXT: "mhlo.scatter"(%[[X]], %[[I]], %[[U]]) <{indices_are_sorted = false, scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
// CHECK-NEXT: ^{{.*}}(%[[OLD:.*]]: tensor<f32>, %[[NEW:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[OLD]], %[[NEW]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
func.func @gather_scatter(%x: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<3x4xf32>) {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  %1 = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %s = stablehlo.add %old, %new : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @collectives
// CHECK-NEXT: "mhlo.all_reduce"(%{{.*}}) <{channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// CHECK: mhlo.return
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "mhlo.collective_permute"(%{{.*}}) <{channel_handle = #mhlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "mhlo.all_to_all"(%{{.*}}) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
func.func @collectives(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 2 : i64, split_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @custom_call
// CHECK-NEXT: %[[C:.*]] = mhlo.custom_call @foo(%{{.*}}) {api_version = 4 : i32, backend_config = {bar = 42 : i32}} : (tensor<2x3xf64>) -> tensor<2x3xf64>
// CHECK-NEXT: mhlo.custom_call @in_place(%[[C]]) {output_operand_aliases = [#mhlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
func.func @custom_call(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = stablehlo.custom_call @foo(%x) {api_version = 4 : i32, backend_config = {bar = 42 : i32}} : (tensor<2x3xf64>) -> tensor<2x3xf64>
  %1 = stablehlo.custom_call @in_place(%0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
  return %1 : tensor<2x3xf64>
}

// -----

// Upstream's custom-call encoding of mhlo-only ops becomes the ops again; a
// custom call that carries more than the encoding stays a custom call.
// CHECK-LABEL: func.func @encoded_mhlo_ops
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[ERF:.*]] = mhlo.erf %[[X]] {some.attr = #mhlo<comparison_direction GT>} : tensor<4xf32>
// CHECK-NEXT: %values, %indices = mhlo.topk(%[[X]], k = 2, largest = false) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
// CHECK-NEXT: %[[CALL:.*]] = mhlo.custom_call @mhlo.erf(%[[X]]) {has_side_effect = true, mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %[[ERF]], %values, %[[CALL]]
func.func @encoded_mhlo_ops(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @mhlo.erf(%x) {mhlo.attributes = {some.attr = #stablehlo<comparison_direction GT>}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  %1:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 2 : i64, largest = false}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)
  %2 = stablehlo.custom_call @mhlo.erf(%x) {has_side_effect = true, mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1#0, %2 : tensor<4xf32>, tensor<2xf32>, tensor<4xf32>
}

// -----

// Tokens change type everywhere: signatures, calls, op results, block arguments, tuples.
// CHECK-LABEL: func.func private @callee(!mhlo.token) -> (!mhlo.token, tuple<tensor<f32>, !mhlo.token>)
// CHECK-LABEL: func.func @tokens
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[T:.*]]: !mhlo.token) -> (tensor<f32>, !mhlo.token)
// CHECK-NEXT: %[[T0:.*]] = mhlo.create_token : !mhlo.token
// CHECK-NEXT: %[[T1:.*]] = mhlo.after_all %[[T]], %[[T0]] : !mhlo.token
// CHECK-NEXT: %[[R:.*]]:2 = call @callee(%[[T1]]) : (!mhlo.token) -> (!mhlo.token, tuple<tensor<f32>, !mhlo.token>)
// CHECK-NEXT: %[[WTS:.*]]:2 = mhlo.while(%[[I:.*]] = %[[X]], %[[TK:.*]] = %[[R]]#0) : tensor<f32>, !mhlo.token
// CHECK: %[[TK2:.*]] = mhlo.after_all %[[TK]] : !mhlo.token
// CHECK-NEXT: mhlo.return %[[I]], %[[TK2]] : tensor<f32>, !mhlo.token
// CHECK: %[[S:.*]] = "mhlo.send"(%[[X]], %[[WTS]]#1) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<f32>, !mhlo.token) -> !mhlo.token
// CHECK-NEXT: %[[RECV:.*]]:2 = "mhlo.recv"(%[[S]]) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!mhlo.token) -> (tensor<f32>, !mhlo.token)
// CHECK-NEXT: return %[[RECV]]#0, %[[RECV]]#1 : tensor<f32>, !mhlo.token
func.func private @callee(%t: !stablehlo.token) -> (!stablehlo.token, tuple<tensor<f32>, !stablehlo.token>)

func.func @tokens(%x: tensor<f32>, %t: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {
  %t0 = stablehlo.create_token : !stablehlo.token
  %t1 = stablehlo.after_all %t, %t0 : !stablehlo.token
  %r, %tup = func.call @callee(%t1) : (!stablehlo.token) -> (!stablehlo.token, tuple<tensor<f32>, !stablehlo.token>)
  %w:2 = stablehlo.while(%i = %x, %tk = %r) : tensor<f32>, !stablehlo.token
    cond {
      %c = stablehlo.compare LT, %i, %i : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %tk2 = stablehlo.after_all %tk : !stablehlo.token
      stablehlo.return %i, %tk2 : tensor<f32>, !stablehlo.token
    }
  %s = "stablehlo.send"(%x, %w#1) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
  %v, %rt = "stablehlo.recv"(%s) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  return %v, %rt : tensor<f32>, !stablehlo.token
}

// -----

// Discardable attributes keep their place; HLO attributes inside them are converted.
// CHECK-LABEL: func.func @discardable_attributes
// CHECK-NEXT: mhlo.abs %{{.*}} {dirs = [#mhlo<comparison_direction LT>], list = array<i64: 1, 2>, nested = {handle = #mhlo.channel_handle<handle = 1, type = 2>}} : tensor<4xf32>
func.func @discardable_attributes(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x {dirs = [#stablehlo<comparison_direction LT>], nested = {handle = #stablehlo.channel_handle<handle = 1, type = 2>}, list = array<i64: 1, 2>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Locations of ops and block arguments are kept.
// LOC-LABEL: func.func @locations
// LOC-SAME: (%{{.*}}: tensor<4xf32> loc("x.py":1:2))
// LOC-NEXT: mhlo.abs %{{.*}} : tensor<4xf32> loc("model.py":3:4)
// LOC-NEXT: mhlo.while(%{{.*}} = %{{.*}}) : tensor<4xf32>
// LOC-NEXT: cond {
// LOC-NEXT: mhlo.constant dense<false> : tensor<i1> loc("c.py":1:1)
// LOC: } loc("named"("f.py":9:9))
func.func @locations(%x: tensor<4xf32> loc("x.py":1:2)) -> tensor<4xf32> {
  %0 = stablehlo.abs %x : tensor<4xf32> loc("model.py":3:4)
  %1 = stablehlo.while(%i = %0) : tensor<4xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1> loc("c.py":1:1)
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return %i : tensor<4xf32>
    } loc(#loc)
  return %1 : tensor<4xf32>
}
#loc = loc("named"("f.py":9:9))

// -----

// Upstream's mhlo has no unary_einsum: the op is reported (with the reason) and the pass fails.
func.func @unary_einsum(%x: tensor<4x16xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{UnaryEinsumOp is deprecated and not supported in MHLO}}
  // expected-error@+1 {{failed to legalize operation 'stablehlo.unary_einsum' that was explicitly marked illegal}}
  %0 = stablehlo.unary_einsum %x, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Bounded dimensions: the encoding is spelled the target dialect's way, in every type (function signatures,
// block arguments, and ops of other dialects).
// CHECK-LABEL: func.func @bounds
// CHECK-SAME: (%{{.*}}: tensor<1x4xi32>, %{{.*}}: tensor<i32>) -> tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 4]>>
// CHECK: "mhlo.set_dimension_size"{{.*}} -> tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 4]>>
// CHECK: tensor.cast %{{.*}} : tensor<1x?xi32, #mhlo.type_extensions<bounds = [?, 4]>> to tensor<1x4xi32>
func.func @bounds(%a: tensor<1x4xi32>, %n: tensor<i32>) -> tensor<1x?xi32, #stablehlo.bounds<?, 4>> {
  %0 = stablehlo.set_dimension_size %a, %n, dim = 1 : (tensor<1x4xi32>, tensor<i32>) -> tensor<1x?xi32, #stablehlo.bounds<?, 4>>
  %1 = tensor.cast %0 : tensor<1x?xi32, #stablehlo.bounds<?, 4>> to tensor<1x4xi32>
  func.return %0 : tensor<1x?xi32, #stablehlo.bounds<?, 4>>
}

// -----

// send/recv's source_target_pairs (StableHLO's newer form) is a property, carried over.
// CHECK-LABEL: func.func @recv_with_pairs
// CHECK: "mhlo.recv"(%{{.*}}) <{channel_handle = #mhlo.channel_handle<handle = 0, type = 3>, is_host_transfer = true, source_target_pairs = dense<> : tensor<0xi64>}>
func.func @recv_with_pairs(%t: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%t) {source_target_pairs = dense<[]> : tensor<0xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  func.return %0#0, %0#1 : tensor<f32>, !stablehlo.token
}

// -----

// An mhlo op that is there already takes mhlo's spelling of the types in it, as its callee does.
// CHECK-LABEL: func.func @async_bundle_of_stablehlo_tokens
// CHECK: "mhlo.async_start"(%{{.*}}) <{called_computation = @recv_token, execution_thread = "main"}> : (!mhlo.token) -> !mhlo.async_bundle<!mhlo.token, tuple<tensor<3xi32>, !mhlo.token>, tensor<i32>>
// CHECK: "mhlo.async_done"(%{{.*}}) : (!mhlo.async_bundle<!mhlo.token, tuple<tensor<3xi32>, !mhlo.token>, tensor<i32>>) -> (tensor<3xi32>, !mhlo.token)
func.func @recv_token(%token: !stablehlo.token) -> (tensor<3xi32>, !stablehlo.token) attributes {execution_thread = "main"} {
  %0:2 = "stablehlo.recv"(%token) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  func.return %0#0, %0#1 : tensor<3xi32>, !stablehlo.token
}
func.func @async_bundle_of_stablehlo_tokens(%token: !stablehlo.token) -> (tensor<3xi32>, !stablehlo.token) {
  %0 = "mhlo.async_start"(%token) {called_computation = @recv_token, execution_thread = "main"} : (!stablehlo.token) -> !mhlo.async_bundle<!stablehlo.token, tuple<tensor<3xi32>, !stablehlo.token>, tensor<i32>>
  %1, %2 = "mhlo.async_done"(%0) : (!mhlo.async_bundle<!stablehlo.token, tuple<tensor<3xi32>, !stablehlo.token>, tensor<i32>>) -> (tensor<3xi32>, !stablehlo.token)
  return %1, %2 : tensor<3xi32>, !stablehlo.token
}

// -----

// An op with a region (all_reduce in tuple form) comes encoded with its body as the one called computation.
// CHECK-LABEL: func.func @encoded_all_reduce
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[Y:.*]]: tensor<f32>)
// CHECK: %[[R:.*]]:2 = "mhlo.all_reduce"(%[[X]], %[[Y]]) <{replica_groups = dense<> : tensor<0x0xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>)
func.func @encoded_all_reduce(%x: tensor<8xf32>, %y: tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  %0:2 = stablehlo.custom_call @mhlo.all_reduce(%x, %y) {called_computations = [@sum], mhlo.attributes = {replica_groups = dense<> : tensor<0x0xi64>}} : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<f32>
}
func.func @sum(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  stablehlo.return %0 : tensor<f32>
}

// -----

// An op without a region given a called computation is no encoding of it: the custom call stays.
// CHECK-LABEL: func.func @erf_with_callee
// CHECK: mhlo.custom_call @mhlo.erf
func.func @erf_with_callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @mhlo.erf(%x) {called_computations = [@unused], mhlo.attributes = {}} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @unused(%a: tensor<f32>) -> tensor<f32> {
  stablehlo.return %a : tensor<f32>
}
