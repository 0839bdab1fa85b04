// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Reducer regions and scatter are checked in the order of upstream's
// verifyReducerShape and verifyScatterOp, with their words (issue 14).

// A value argument may only have the dimensions the reduce keeps: here none.
func.func @reduce_value_arg_rank(%x: tensor<7xf32>, %init: tensor<1xf32>) -> tensor<f32> {
  // expected-error@+1 {{The rank of reduction-region's argument at index 1 is expected to be <= 0, got 1}}
  %0 = "mhlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<1xf32>, %b: tensor<1xf32>):
    "mhlo.return"(%a) : (tensor<1xf32>) -> ()
  }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<7xf32>, tensor<1xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// ... and in order; 3 is not among the kept dimensions (6).
func.func @reduce_value_arg_shape(%x: tensor<2x6xf32>, %init: tensor<3xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{The shape of reduction-region's argument at index 1 is not compatible with that of reduce-op's input-parameter at index 0}}
  %0 = "mhlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
    "mhlo.return"(%a) : (tensor<3xf32>) -> ()
  }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<2x6xf32>, tensor<3xf32>) -> tensor<6xf32>
  func.return %0 : tensor<6xf32>
}

// -----

// The accumulator's shape is compared with the init value's before anything else about it.
func.func @all_reduce_vector_accumulator(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+2 {{'mhlo.all_reduce' op failed to infer returned types}}
  // expected-error@+1 {{The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<2xf32>' vs 'tensor<f32>'}}
  %0 = "mhlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>):
    "mhlo.return"(%a) : (tensor<2xf32>) -> ()
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<8xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----

// reduce_window: a value argument may have the window's dimensions.
func.func @reduce_window_value_arg_shape(%x: tensor<6xf32>, %init: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{The shape of reduction-region's argument at index 1 is not compatible with that of reduce-op's input-parameter at index 0}}
  %0 = "mhlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    "mhlo.return"(%a) : (tensor<4xf32>) -> ()
  }) {window_dimensions = dense<[2]> : tensor<1xi64>, window_strides = dense<[2]> : tensor<1xi64>} : (tensor<6xf32>, tensor<4xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @select_and_scatter_window_rank(%x: tensor<4x4xf32>, %src: tensor<2x2xf32>, %init: tensor<f32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{expects window-dimensions size == operand rank, but got window-dimensions size: 1 and operand-type: 'tensor<4x4xf32>' with rank = 2.}}
  %0 = "mhlo.select_and_scatter"(%x, %src, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%a) : (tensor<f32>) -> ()
  }) {window_dimensions = dense<[2]> : tensor<1xi64>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

// Scatter's reducer takes the updates' element type as its init value's.
func.func @scatter_updates_not_promotable(%x: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xi16>) -> tensor<5xf32> {
  // expected-error@+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i16>'}}
  %0 = "mhlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xi16>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

// The updates' rank is checked before the dimension numbers.
func.func @scatter_updates_rank_first(%x: tensor<5x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<5x3xf32> {
  // expected-error@+1 {{expects updates tensor must be of rank 2 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got 1.}}
  %0 = "mhlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

func.func @scatter_operand_rank(%x: tensor<5x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<5x3xf32> {
  // expected-error@+1 {{Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. 1 but got 2.}}
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "stablehlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

func.func @scatter_index_vector_size(%x: tensor<5x3xf32>, %i: tensor<2x2xi32>, %u: tensor<2xf32>) -> tensor<5x3xf32> {
  // expected-error@+1 {{Scatter op has 1 elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=1 of scatter_indices is 2. These two numbers must be equal.}}
  %0 = "mhlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<2x2xi32>, tensor<2xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

func.func @scatter_scatter_dim_bound(%x: tensor<5x3xf32>, %i: tensor<2x2xi32>, %u: tensor<4xf32>) -> tensor<5x3xf32> {
  // expected-error@+1 {{expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 0, updates bound is 4 , scatter_indices bound is 2.}}
  %0 = "mhlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<2x2xi32>, tensor<4xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}
