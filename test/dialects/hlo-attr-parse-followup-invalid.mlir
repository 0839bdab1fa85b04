// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Where upstream's parsers fail in a part of a construct, they report the
// reason and then the construct (issue 14): two errors.

module attributes {
  // expected-error@+2 {{duplicated `offset_dims` entry}}
  // expected-error@+1 {{failed parsing gather dimension numbers}}
  x = #stablehlo.gather<offset_dims = [1], offset_dims = [1], index_vector_dim = 1>
} {}

// -----

module attributes {
  // expected-error@+2 {{expected one of: `update_window_dims`, `inserted_window_dims`, `input_batching_dims`, `scatter_indices_batching_dims`, `scatter_dims_to_operand_dims`, `index_vector_dim`}}
  // expected-error@+1 {{failed parsing scatter dimension numbers}}
  x = #mhlo.scatter<window_dims = [1]>
} {}

// -----

module attributes {
  // expected-error@+2 {{expected '>'}}
  // expected-error@+2 {{failed parsing dot dimension numbers}}
  x = #mhlo.dot<lhs_batching_dimensions = [0]
      rhs_batching_dimensions = [0]>
} {}

// -----

func.func @barrier_types_not_types(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{expected non-function type}}
  // expected-error@+1 {{custom op 'stablehlo.optimization_barrier' expected type list}}
  %0 = stablehlo.optimization_barrier %a : %a
  func.return %0 : tensor<4xf32>
}
