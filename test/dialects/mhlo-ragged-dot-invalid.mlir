// mhlo.ragged_dot: dot dimension numbers plus one lhs ragged dimension and the rhs group dimensions.
// RUN: ai-opt %s --split-input-file --verify-diagnostics | filecheck %s

// CHECK-LABEL: func.func @grouped_rows
// CHECK: "mhlo.ragged_dot"(%{{.*}}, %{{.*}}, %{{.*}}) <{ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}>
func.func @grouped_rows(%lhs: tensor<6x4xf32>, %rhs: tensor<2x4x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<6x4xf32>, tensor<2x4x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @two_ragged_dimensions(%lhs: tensor<6x4xf32>, %rhs: tensor<2x4x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{There must be exactly one ragged dimension in the lhs.}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>} : (tensor<6x4xf32>, tensor<2x4x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @contracting_sizes(%lhs: tensor<6x4xf32>, %rhs: tensor<2x5x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{contracting dimension sizes must match}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<6x4xf32>, tensor<2x5x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @group_count(%lhs: tensor<6x4xf32>, %rhs: tensor<2x4x8xf32>, %sizes: tensor<5xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{rhs group dimension is expected to have size=5, got 2}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<6x4xf32>, tensor<2x4x8xf32>, tensor<5xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @group_sizes_shape(%lhs: tensor<3x6x4xf32>, %rhs: tensor<2x3x4x8xf32>, %sizes: tensor<4x2xi64>) -> tensor<3x6x8xf32> {
  // expected-error@+1 {{group_sizes is expected to have shape [3, 2], got [4, 2]}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<3x6x4xf32>, tensor<2x3x4x8xf32>, tensor<4x2xi64>) -> tensor<3x6x8xf32>
  func.return %0 : tensor<3x6x8xf32>
}

// -----

func.func @group_is_contracting(%lhs: tensor<6x2xf32>, %rhs: tensor<2x2x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{has duplicated dimension from rhs_group_dimensions and rhs_contracting_dimensions: 1}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]>} : (tensor<6x2xf32>, tensor<2x2x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @ragged_contracting_with_groups(%lhs: tensor<6x4xf32>, %rhs: tensor<2x4x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{There must be zero group dimensions in the rhs when the ragged dimension is batch or contracting.}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<6x4xf32>, tensor<2x4x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @ragged_rows_without_group(%lhs: tensor<6x4xf32>, %rhs: tensor<4x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting.}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = []>} : (tensor<6x4xf32>, tensor<4x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

// The dot dimension numbers are checked as dot_general's (mlir-hlo's checkDotGeneralConstraints): unchecked,
// they reached hlo-legalize-to-linalg's unpacking as a Python ValueError.
func.func @contracting_count(%lhs: tensor<11x5xf32>, %rhs: tensor<5x7xf32>, %sizes: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{lhs and rhs should have the same number of contracting dimensions}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = []>} : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @contracting_out_of_range(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{lhs_contracting_dimensions value: 64 is out of range: [0, 2)}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [64], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

// The result shape is the inferred one (mlir-hlo's inferRaggedDotOutputDimensions): a wrong one reached
// hlo-legalize-to-linalg, which failed on its linalg.generic.
func.func @result_shape(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) -> tensor<11x8xf32> {
  // expected-error@+1 {{inferred shape '[11, 7]' is incompatible with return type of operation 'tensor<11x8xf32>'}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x8xf32>
  func.return %0 : tensor<11x8xf32>
}

// -----

// A contracting ragged dimension puts the group count first.
// CHECK-LABEL: func.func @ragged_contracting
func.func @ragged_contracting(%lhs: tensor<2x11x5xf32>, %rhs: tensor<2x5x7xf32>, %sizes: tensor<2x3xi64>) -> tensor<3x2x11x7xf32> {
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [2], rhs_group_dimensions = []>} : (tensor<2x11x5xf32>, tensor<2x5x7xf32>, tensor<2x3xi64>) -> tensor<3x2x11x7xf32>
  func.return %0 : tensor<3x2x11x7xf32>
}

// -----

// Range checks are upstream's hlo::checkDimInBounds, shared with chlo.ragged_dot (chlo-invalid.mlir).
func.func @ragged_out_of_range(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{Expects lhs_ragged_dim to be in range [0, lhs_rank) i.e. [0, 2). got: 2.}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [2], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @group_out_of_range(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{Expects rhs_group_dim to be in range [0, rhs_rank) i.e. [0, 3). got: -1.}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [-1]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

// With batching dimensions before the ragged one, group_sizes' rank is checked before its shape.
func.func @group_sizes_rank(%lhs: tensor<3x6x4xf32>, %rhs: tensor<2x3x4x8xf32>, %sizes: tensor<3x1x2xi64>) -> tensor<3x6x8xf32> {
  // expected-error@+1 {{expected group_sizes to have rank 2, got 3}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<3x6x4xf32>, tensor<2x3x4x8xf32>, tensor<3x1x2xi64>) -> tensor<3x6x8xf32>
  func.return %0 : tensor<3x6x8xf32>
}

// -----

// Upstream compares group_sizes' leading sizes exactly: a dynamic lhs batching dimension needs a dynamic one.
func.func @group_sizes_dynamic(%lhs: tensor<?x6x4xf32>, %rhs: tensor<2x?x4x8xf32>, %sizes: tensor<3x2xi64>) -> tensor<?x6x8xf32> {
  // expected-error@+1 {{group_sizes is expected to have shape [?, 2], got [3, 2]}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<?x6x4xf32>, tensor<2x?x4x8xf32>, tensor<3x2xi64>) -> tensor<?x6x8xf32>
  func.return %0 : tensor<?x6x8xf32>
}

// -----

// A group dimension listed twice is a duplicate too (upstream's checkDimsDistinct looks at both lists together).
func.func @group_twice(%lhs: tensor<6x4xf32>, %rhs: tensor<2x4x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{has duplicated dimension from rhs_group_dimensions and rhs_batching_dimensions: 0}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0, 0]>} : (tensor<6x4xf32>, tensor<2x4x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @precision_count(%lhs: tensor<6x4xf32>, %rhs: tensor<2x4x8xf32>, %sizes: tensor<2xi64>) -> tensor<6x8xf32> {
  // expected-error@+1 {{expects precision config to be empty or have <= 2 elements.}}
  %0 = "mhlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers = #mhlo.ragged_dot<dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>, #mhlo<precision HIGH>]} : (tensor<6x4xf32>, tensor<2x4x8xf32>, tensor<2xi64>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}
