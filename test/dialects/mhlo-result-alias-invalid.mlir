// The argument attributes `#mhlo.result_alias` and `mhlo.parameter_replication`, verified by the dialect.
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics | filecheck %s

// CHECK-LABEL: func.func @alias_tuple_element
// CHECK-SAME: mhlo.result_alias = #mhlo.result_alias<tuple_indices = [0], result_index = [1], must_alias>
func.func @alias_tuple_element(%arg0: tuple<tensor<4xi8>, i1> {mhlo.result_alias = #mhlo.result_alias<tuple_indices = [0], result_index = [1], must_alias>}) -> (i1, tensor<?xi8>) {
  %0:2 = "test.op"() : () -> (i1, tensor<?xi8>)
  func.return %0#0, %0#1 : i1, tensor<?xi8>
}

// -----

// expected-error@+1 {{'builtin.module' op attribute "mhlo.result_alias" can only be used on function-like operations}}
module attributes {mhlo.result_alias = #mhlo.result_alias<result_index = [0]>} {}

// -----

// expected-error@+1 {{attribute "mhlo.result_alias" expects all argument and result indices to be >= 0}}
func.func @negative_index(%arg0: tensor<4xi8> {mhlo.result_alias = #mhlo.result_alias<result_index = [0, -2]>}) -> tensor<4xi8> {
  func.return %arg0 : tensor<4xi8>
}

// -----

// expected-error@+1 {{attribute "mhlo.result_alias" result index is out of range, must be <2}}
func.func @result_out_of_range(%arg0: tensor<4xi8> {mhlo.result_alias = #mhlo.result_alias<result_index = [2]>}) -> (tensor<4xi8>, tensor<4xi8>) {
  func.return %arg0, %arg0 : tensor<4xi8>, tensor<4xi8>
}

// -----

// expected-error@+1 {{attribute "mhlo.result_alias" argument tuple indices are invalid}}
func.func @argument_not_a_tuple(%arg0: tensor<4xi8> {mhlo.result_alias = #mhlo.result_alias<tuple_indices = [0], result_index = [0]>}) -> tensor<4xi8> {
  func.return %arg0 : tensor<4xi8>
}

// -----

// expected-error@+1 {{attribute "mhlo.result_alias" aliases do not have compatible types, 'tensor<4xi8>' vs. 'tensor<4xi16>'}}
func.func @alias_types(%arg0: tensor<4xi8> {mhlo.result_alias = #mhlo.result_alias<result_index = [0]>}) -> tensor<4xi16> {
  %0 = "test.op"() : () -> tensor<4xi16>
  func.return %0 : tensor<4xi16>
}

// -----

// expected-error@+1 {{parameter_replication: arg 0 has 3 leaf_buffers, but parameter_replication expects 2}}
func.func @replication(%arg0: tuple<tensor<f32>, tensor<f32>, tensor<i32>> {mhlo.parameter_replication = [true, false]}) {
  func.return
}

// -----

// A malformed alias is reported, then the attribute's parser (upstream's two errors).
// expected-error@+2 {{expected at least 1 element(s), found 0}}
// expected-error@+1 {{failed parsing argument-result alias attribute}}
func.func @empty_result_index(%arg0: tensor<2xf32> {mhlo.result_alias = #mhlo.result_alias<result_index = []>}) -> tensor<2xf32> {
  func.return %arg0 : tensor<2xf32>
}
