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

// -----

// A trailing comma before the `>` is allowed: the attribute parses and the op's verifier runs.
func.func @scatter_trailing_comma(%x: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xi32>) -> tensor<5xf32> {
  // expected-error@+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "mhlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<
        inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0],
        index_vector_dim = 1,
      >} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

// A dense literal of a dynamic type, in MLIR's parser's words.
func.func @dense_dynamic_type() -> tensor<?xi32> {
  // expected-error@+1 {{elements literal type must have static shape}}
  %0 = "mhlo.constant"() {value = dense<1> : tensor<?xi32>} : () -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}
