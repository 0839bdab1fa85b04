// The mhlo/stablehlo canonicalization patterns of --canonicalize, one case per
// pattern, with the cases where a pattern must not fire. Constant folding is
// turned off (max-fold-elements=0) so that each case shows its pattern alone;
// fold-hlo.mlir tests the folding.
// The STABLEHLO prefix checks what only stablehlo does (mhlo's folders, after mlir-hlo's, fold x + 0.0 to x).
// RUN: ai-opt %s --split-input-file --canonicalize='max-fold-elements=0' | FileCheck %s --check-prefixes=CHECK,STABLEHLO
// Bottom-up, a single sweep over the IR reaches the same result.
// RUN: ai-opt %s --split-input-file --canonicalize='max-fold-elements=0 top-down=false max-iterations=1' \
// RUN:   | FileCheck %s --check-prefixes=CHECK,STABLEHLO
// The same cases in mhlo: the output, spelled back in stablehlo, checks the same.
// RUN: sed -e 's/stablehlo\./mhlo./g' %s | ai-opt --split-input-file --canonicalize='max-fold-elements=0' \
// RUN:   | sed -e 's/mhlo\./stablehlo./g' | ai-opt --split-input-file | FileCheck %s
// The ops the patterns build in mhlo input are mhlo ops.
// RUN: sed -e 's/stablehlo\./mhlo./g' %s | ai-opt --split-input-file --canonicalize='max-fold-elements=0' > %t.mhlo
// RUN: FileCheck %s --check-prefix=MHLO < %t.mhlo
// RUN: not grep stablehlo %t.mhlo

// CHECK-LABEL: func.func @broadcast_in_dim_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @broadcast_in_dim_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// Same type but the dimensions swap: a transpose (canonicalize-hlo-broadcast.mlir), not an identity.
// CHECK-LABEL: func.func @broadcast_in_dim_permuting
// CHECK-NEXT: %[[R:.*]] = stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_in_dim_permuting(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return %0 : tensor<3x3xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_in_dim_of_broadcast_in_dim
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [2] : (tensor<3xf32>) -> tensor<2x4x3xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @broadcast_in_dim_of_broadcast_in_dim
// MHLO-NEXT: "mhlo.broadcast_in_dim"(%{{.*}}) <{broadcast_dimensions = dense<2> : tensor<1xi64>}> : (tensor<3xf32>) -> tensor<2x4x3xf32>
func.func @broadcast_in_dim_of_broadcast_in_dim(%x: tensor<3xf32>) -> tensor<2x4x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
  func.return %1 : tensor<2x4x3xf32>
}

// -----

// A size-1 dimension that the first broadcast adds and the second expands.
// CHECK-LABEL: func.func @broadcast_in_dim_of_expanding_broadcast_in_dim
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [0] : (tensor<4xf32>) -> tensor<4x5x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_in_dim_of_expanding_broadcast_in_dim(%x: tensor<4xf32>) -> tensor<4x5x2xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<4xf32>) -> tensor<4x1x2xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<4x1x2xf32>) -> tensor<4x5x2xf32>
  func.return %1 : tensor<4x5x2xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reshape_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[X]] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @reshape_of_reshape
// MHLO-NEXT: mhlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<3x2xf32>
func.func @reshape_of_reshape(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<3x2xf32>
  func.return %1 : tensor<3x2xf32>
}

// -----

// Back to the operand's shape: the composed reshape is an identity and goes too.
// CHECK-LABEL: func.func @reshape_round_trip
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reshape_round_trip(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<2x3xf32>
  func.return %1 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @transpose_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.transpose %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_of_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.transpose %[[X]], dims = [2, 1, 0] : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @transpose_of_transpose
// MHLO-NEXT: "mhlo.transpose"(%{{.*}}) <{permutation = dense<[2, 1, 0]> : tensor<3xi64>}> : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
func.func @transpose_of_transpose(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x4x2xf32>) -> tensor<4x3x2xf32>
  func.return %1 : tensor<4x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_of_inverse_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @transpose_of_inverse_transpose(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  func.return %1 : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @convert_identity
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @convert_identity(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @convert_to_other_type
// CHECK-NEXT: stablehlo.convert %{{.*}} : (tensor<4xf32>) -> tensor<4xf16>
func.func @convert_to_other_type(%x: tensor<4xf32>) -> tensor<4xf16> {
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf16>
  func.return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @concatenate_one_operand
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @concatenate_one_operand(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.concatenate %x, dim = 0 : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @slice_full
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @slice_full(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.slice %x [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @slice_partial
// CHECK-NEXT: stablehlo.slice %{{.*}} [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: stablehlo.slice %{{.*}} [0:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<2x2xf32>
func.func @slice_partial(%x: tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %0 = stablehlo.slice %x [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.slice %x [0:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  func.return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @select_constant_predicate
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[A]], %[[B]], %[[B]]
func.func @select_constant_predicate(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<4xi1>
  %0 = stablehlo.select %true, %a, %b : tensor<i1>, tensor<4xf32>
  %1 = stablehlo.select %false, %a, %b : tensor<4xi1>, tensor<4xf32>
  %2 = stablehlo.select %true, %b, %a : tensor<i1>, tensor<4xf32>
  func.return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @select_same_branches
// CHECK-SAME: (%[[P:.*]]: tensor<4xi1>, %[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[A]]
func.func @select_same_branches(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A mixed constant predicate picks per element: not a pattern (folding handles constant branches).
// CHECK-LABEL: func.func @select_mixed_predicate
// CHECK: stablehlo.select
func.func @select_mixed_predicate(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %0 = stablehlo.select %p, %a, %b : tensor<2xi1>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @add_zero_integer
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-NEXT: return %[[X]], %[[X]], %[[P]]
func.func @add_zero_integer(%x: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi1>) {
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %false = stablehlo.constant dense<false> : tensor<4xi1>
  %0 = stablehlo.add %x, %zero : tensor<4xi32>
  %1 = stablehlo.add %zero, %x : tensor<4xi32>
  %2 = stablehlo.add %p, %false : tensor<4xi1>
  func.return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi1>
}

// -----

// x + -0.0 is x for every float x.
// CHECK-LABEL: func.func @add_negative_zero_float
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @add_negative_zero_float(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %zero : tensor<4xf32>
  %1 = stablehlo.add %zero, %x : tensor<4xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// x + 0.0 is not x: -0.0 + 0.0 is +0.0. mhlo folds it as mlir-hlo's AddOp::fold does.
// STABLEHLO-LABEL: func.func @add_positive_zero_float
// STABLEHLO: %[[R:.*]] = stablehlo.add
// STABLEHLO-NEXT: return %[[R]]
// MHLO-LABEL: func.func @add_positive_zero_float
// MHLO-SAME: (%[[X:.*]]: tensor<4xf32>)
// MHLO-NEXT: return %[[X]]
func.func @add_positive_zero_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %zero : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A constant that is zero only in some elements is no identity.
// CHECK-LABEL: func.func @add_partly_zero
// CHECK: stablehlo.add
func.func @add_partly_zero(%x: tensor<2xi32>) -> tensor<2xi32> {
  %c = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %0 = stablehlo.add %x, %c : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// A sum over windows of one element from a zero init is the input (mlir-hlo's ReduceWindowOp::fold): with -0.0
// for floats (stablehlo), any zero in mhlo; windows of two elements or a nonzero init stay.
// CHECK-LABEL: func.func @reduce_window_of_single_elements
// CHECK-SAME: (%[[X:.*]]: tensor<1x3xf32>, %[[I:.*]]: tensor<2x3xi32>)
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1>
// CHECK-NEXT: %[[TWO:.*]] = "stablehlo.reduce_window"(%[[I]], %[[ONE]]) <{window_dimensions = array<i64: 1, 1>}>
// CHECK: %[[WIDE:.*]] = "stablehlo.reduce_window"(%[[I]], %{{.*}}) <{window_dimensions = array<i64: 2, 1>}>
// CHECK: return %[[X]], %[[I]], %[[TWO]], %[[WIDE]]
func.func @reduce_window_of_single_elements(%x: tensor<1x3xf32>, %i: tensor<2x3xi32>)
    -> (tensor<1x3xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<1x3xi32>) {
  %nzero = stablehlo.constant dense<-0.0> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %0 = "stablehlo.reduce_window"(%x, %nzero) <{window_dimensions = array<i64: 1, 1>,
      window_strides = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %1 = "stablehlo.reduce_window"(%i, %zero) <{window_dimensions = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %2 = "stablehlo.reduce_window"(%i, %one) <{window_dimensions = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %3 = "stablehlo.reduce_window"(%i, %zero) <{window_dimensions = array<i64: 2, 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x3xi32>
  func.return %0, %1, %2, %3 : tensor<1x3xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<1x3xi32>
}

// -----

// With a +0.0 init the sum is not the input in stablehlo (-0.0 + 0.0 is +0.0); mhlo folds it.
// STABLEHLO-LABEL: func.func @reduce_window_positive_zero_init
// STABLEHLO: %[[R:.*]] = "stablehlo.reduce_window"
// STABLEHLO: return %[[R]]
// MHLO-LABEL: func.func @reduce_window_positive_zero_init
// MHLO-SAME: (%[[X:.*]]: tensor<1x3xf32>)
// MHLO-NEXT: return %[[X]]
func.func @reduce_window_positive_zero_init(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  func.return %0 : tensor<1x3xf32>
}

// -----

// x - 0 is x for integers and for floats with +0.0 (x - 0.0 == x + -0.0).
// CHECK-LABEL: func.func @subtract_zero
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]], %[[F]]
func.func @subtract_zero(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %fzero = stablehlo.constant dense<0.0> : tensor<4xf32>
  %0 = stablehlo.subtract %x, %zero : tensor<4xi32>
  %1 = stablehlo.subtract %f, %fzero : tensor<4xf32>
  func.return %0, %1 : tensor<4xi32>, tensor<4xf32>
}

// -----

// x - -0.0 is x + 0.0, and 0 - x is -x: neither is x.
// CHECK-LABEL: func.func @subtract_not_identity
// CHECK: stablehlo.subtract
// CHECK: stablehlo.subtract
func.func @subtract_not_identity(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %fzero = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %0 = stablehlo.subtract %zero, %x : tensor<4xi32>
  %1 = stablehlo.subtract %f, %fzero : tensor<4xf32>
  func.return %0, %1 : tensor<4xi32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @multiply_one
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-NEXT: return %[[X]], %[[F]], %[[F]], %[[P]]
func.func @multiply_one(%x: tensor<4xi32>, %f: tensor<4xf32>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>) {
  %one = stablehlo.constant dense<1> : tensor<4xi32>
  %fone = stablehlo.constant dense<1.0> : tensor<4xf32>
  %true = stablehlo.constant dense<true> : tensor<4xi1>
  %0 = stablehlo.multiply %x, %one : tensor<4xi32>
  %1 = stablehlo.multiply %f, %fone : tensor<4xf32>
  %2 = stablehlo.multiply %fone, %f : tensor<4xf32>
  %3 = stablehlo.multiply %p, %true : tensor<4xi1>
  func.return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @multiply_not_one
// CHECK: stablehlo.multiply
func.func @multiply_not_one(%f: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<-1.0> : tensor<4xf32>
  %0 = stablehlo.multiply %f, %c : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @compare_same_integer
// Equal constants are merged before each sweep, as upstream's canonicalizer does (a single sweep keeps six).
// CHECK-NOT: stablehlo.compare
// CHECK-DAG: stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: stablehlo.constant dense<false> : tensor<4xi1>
// CHECK-NOT: stablehlo.compare
// CHECK: return
func.func @compare_same_integer(%x: tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.compare  EQ, %x, %x,  SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = stablehlo.compare  LE, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = stablehlo.compare  GE, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %3 = stablehlo.compare  NE, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %4 = stablehlo.compare  LT, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %5 = stablehlo.compare  GT, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  func.return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// NaN is not equal to itself: float comparisons stay.
// CHECK-LABEL: func.func @compare_same_float
// CHECK: stablehlo.compare  EQ
// CHECK: stablehlo.compare  NE
func.func @compare_same_float(%x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.compare  EQ, %x, %x,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare  NE, %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @get_tuple_element_of_tuple
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<i32>)
// CHECK-NEXT: return %[[B]], %[[A]]
func.func @get_tuple_element_of_tuple(%a: tensor<f32>, %b: tensor<i32>) -> (tensor<i32>, tensor<f32>) {
  %t = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  %1 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  func.return %0, %1 : tensor<i32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @tuple_of_get_tuple_elements
// CHECK-SAME: (%[[T:.*]]: tuple<tensor<f32>, tensor<i32>>)
// CHECK-NEXT: return %[[T]]
func.func @tuple_of_get_tuple_elements(%t: tuple<tensor<f32>, tensor<i32>>) -> tuple<tensor<f32>, tensor<i32>> {
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  %1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  %2 = stablehlo.tuple %0, %1 : tuple<tensor<f32>, tensor<i32>>
  func.return %2 : tuple<tensor<f32>, tensor<i32>>
}

// -----

// Out of order, the elements make another tuple.
// CHECK-LABEL: func.func @tuple_of_swapped_elements
// CHECK: stablehlo.tuple
func.func @tuple_of_swapped_elements(%t: tuple<tensor<f32>, tensor<f32>>) -> tuple<tensor<f32>, tensor<f32>> {
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %2 = stablehlo.tuple %1, %0 : tuple<tensor<f32>, tensor<f32>>
  func.return %2 : tuple<tensor<f32>, tensor<f32>>
}

// -----

// %n is passed through the body unchanged and %k is returned from outside:
// both leave the loop, their uses take the init values.
// CHECK-LABEL: func.func @while_loop_invariants
// CHECK-SAME: (%[[I0:.*]]: tensor<i32>, %[[N0:.*]]: tensor<i32>, %[[K:.*]]: tensor<f32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.while(%[[I:.*]] = %[[I0]]) : tensor<i32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[C:.*]] = stablehlo.compare  LT, %[[I]], %[[N0]]
// CHECK-NEXT: stablehlo.return %[[C]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[NEXT:.*]] = stablehlo.add %[[I]], %[[ONE]] : tensor<i32>
// CHECK-NEXT: stablehlo.return %[[NEXT]] : tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[N0]], %[[K]]
// MHLO-LABEL: func.func @while_loop_invariants
// MHLO-NEXT: mhlo.while(%{{.*}} = %{{.*}}) : tensor<i32>
func.func @while_loop_invariants(%i0: tensor<i32>, %n0: tensor<i32>, %k: tensor<f32>) -> (tensor<i32>, tensor<i32>, tensor<f32>) {
  %r:3 = stablehlo.while(%i = %i0, %n = %n0, %f = %k) : tensor<i32>, tensor<i32>, tensor<f32>
   cond {
    %c = stablehlo.compare  LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %n, %k : tensor<i32>, tensor<i32>, tensor<f32>
  }
  func.return %r#0, %r#1, %r#2 : tensor<i32>, tensor<i32>, tensor<f32>
}

// -----

// Every value changes in the body: the loop stays as it is.
// CHECK-LABEL: func.func @while_no_invariant
// CHECK-NEXT: = stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : tensor<i32>, tensor<i32>
func.func @while_no_invariant(%i0: tensor<i32>, %j0: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %r:2 = stablehlo.while(%i = %i0, %j = %j0) : tensor<i32>, tensor<i32>
   cond {
    %c = stablehlo.compare  LT, %i, %j : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %j, %i : tensor<i32>, tensor<i32>
  }
  func.return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_static
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @dynamic_broadcast_in_dim_static
// MHLO-NEXT: "mhlo.broadcast_in_dim"
func.func @dynamic_broadcast_in_dim_static(%x: tensor<3xf32>, %shape: tensor<2xi64>) -> tensor<2x3xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_dynamic
// CHECK-NEXT: stablehlo.dynamic_broadcast_in_dim
func.func @dynamic_broadcast_in_dim_dynamic(%x: tensor<3xf32>, %shape: tensor<2xi64>) -> tensor<?x3xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return %0 : tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_reshape_static
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[X]] : (tensor<6xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @dynamic_reshape_static
// MHLO-NEXT: mhlo.reshape
func.func @dynamic_reshape_static(%x: tensor<6xf32>, %shape: tensor<2xi64>) -> tensor<2x3xf32> {
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_reshape_dynamic
// CHECK-NEXT: stablehlo.dynamic_reshape
func.func @dynamic_reshape_dynamic(%x: tensor<6xf32>, %shape: tensor<2xi64>) -> tensor<?x3xf32> {
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return %0 : tensor<?x3xf32>
}

// -----

// Start indices are clamped as at run time: 3 becomes 2 so that 2 elements fit.
// CHECK-LABEL: func.func @dynamic_slice_constant_indices
// CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.slice %[[X]] [2:4, 1:4] : (tensor<4x5xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @dynamic_slice_constant_indices
// MHLO-NEXT: "mhlo.slice"
func.func @dynamic_slice_constant_indices(%x: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %0 = stablehlo.dynamic_slice %x, %c3, %c1, sizes = [2, 3] : (tensor<4x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_slice_variable_index
// CHECK: stablehlo.dynamic_slice
func.func @dynamic_slice_variable_index(%x: tensor<4xf32>, %i: tensor<i64>) -> tensor<2xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xf32>, tensor<i64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// An update that covers the operand at zero indices is the result; an empty update changes nothing.
// CHECK-LABEL: func.func @dynamic_update_slice_trivial
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[U:.*]]: tensor<4xf32>, %[[E:.*]]: tensor<0xf32>, %[[I:.*]]: tensor<i64>)
// CHECK-NEXT: return %[[U]], %[[X]]
func.func @dynamic_update_slice_trivial(%x: tensor<4xf32>, %u: tensor<4xf32>, %e: tensor<0xf32>, %i: tensor<i64>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %0 = stablehlo.dynamic_update_slice %x, %u, %c0 : (tensor<4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<4xf32>
  %1 = stablehlo.dynamic_update_slice %x, %e, %i : (tensor<4xf32>, tensor<0xf32>, tensor<i64>) -> tensor<4xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A partial update, or one at a run-time index, stays.
// CHECK-LABEL: func.func @dynamic_update_slice_kept
// CHECK: stablehlo.dynamic_update_slice
// CHECK: stablehlo.dynamic_update_slice
func.func @dynamic_update_slice_kept(%x: tensor<4xf32>, %u: tensor<2xf32>, %v: tensor<4xf32>, %i: tensor<i64>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %0 = stablehlo.dynamic_update_slice %x, %u, %c0 : (tensor<4xf32>, tensor<2xf32>, tensor<i64>) -> tensor<4xf32>
  %1 = stablehlo.dynamic_update_slice %x, %v, %i : (tensor<4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<4xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The slice keeps the dynamic result type, so the users see the same type.
// CHECK-LABEL: func.func @real_dynamic_slice_constants
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.slice %[[X]] [1:7:2] : (tensor<8xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @real_dynamic_slice_constants
// MHLO-NEXT: "mhlo.slice"
func.func @real_dynamic_slice_constants(%x: tensor<8xf32>) -> tensor<?xf32> {
  %start = stablehlo.constant dense<1> : tensor<1xi64>
  %limit = stablehlo.constant dense<7> : tensor<1xi64>
  %stride = stablehlo.constant dense<2> : tensor<1xi64>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %stride : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// Out-of-range constant bounds are a run-time error, not a slice.
// CHECK-LABEL: func.func @real_dynamic_slice_out_of_range
// CHECK: stablehlo.real_dynamic_slice
func.func @real_dynamic_slice_out_of_range(%x: tensor<8xf32>) -> tensor<?xf32> {
  %start = stablehlo.constant dense<1> : tensor<1xi64>
  %limit = stablehlo.constant dense<9> : tensor<1xi64>
  %stride = stablehlo.constant dense<1> : tensor<1xi64>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %stride : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_iota_static
// CHECK-NEXT: %[[R:.*]] = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @dynamic_iota_static
// MHLO-NEXT: "mhlo.iota"
func.func @dynamic_iota_static(%shape: tensor<1xi64>) -> tensor<3xi32> {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

// CHECK-LABEL: func.func @dynamic_iota_dynamic
// CHECK-NEXT: stablehlo.dynamic_iota
func.func @dynamic_iota_dynamic(%shape: tensor<1xi64>) -> tensor<?xi32> {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// iota has no i1 results, which dynamic_iota allows: the op stays.
// CHECK-LABEL: func.func @dynamic_iota_pred
// CHECK-NEXT: stablehlo.dynamic_iota
func.func @dynamic_iota_pred(%shape: tensor<1xi64>) -> tensor<4xi1> {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @dynamic_pad_constants
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>, %[[Z:.*]]: tensor<f32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.pad %[[X]], %[[Z]], low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<?xf32>
// CHECK-NEXT: return %[[R]]
// MHLO-LABEL: func.func @dynamic_pad_constants
// MHLO-NEXT: "mhlo.pad"
func.func @dynamic_pad_constants(%x: tensor<2xf32>, %zero: tensor<f32>) -> tensor<?xf32> {
  %low = stablehlo.constant dense<1> : tensor<1xi64>
  %high = stablehlo.constant dense<0> : tensor<1xi64>
  %interior = stablehlo.constant dense<1> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %x, %zero, %low, %high, %interior : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_pad_variable
// CHECK: stablehlo.dynamic_pad
func.func @dynamic_pad_variable(%x: tensor<2xf32>, %zero: tensor<f32>, %low: tensor<1xi64>) -> tensor<?xf32> {
  %high = stablehlo.constant dense<0> : tensor<1xi64>
  %interior = stablehlo.constant dense<1> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %x, %zero, %low, %high, %interior : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// A convert of a widening convert (every value of the first type exact in the second) is one convert
// of the first operand, or the operand itself when the types come back.
// CHECK-LABEL: func.func @compose_widening_converts
// CHECK-SAME: (%[[H:.*]]: tensor<f16>, %[[U:.*]]: tensor<ui16>, %[[F:.*]]: tensor<f32>, %[[B:.*]]: tensor<bf16>)
// CHECK-NEXT: %[[R0:.*]] = stablehlo.convert %[[H]] : (tensor<f16>) -> tensor<f64>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.convert %[[U]] : (tensor<ui16>) -> tensor<i64>
// CHECK-NEXT: %[[R2:.*]] = stablehlo.convert %[[B]] : (tensor<bf16>) -> tensor<i32>
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[F]], %[[R2]]
func.func @compose_widening_converts(%h: tensor<f16>, %u: tensor<ui16>, %f: tensor<f32>, %b: tensor<bf16>) -> (tensor<f64>, tensor<i64>, tensor<f32>, tensor<i32>) {
  %0 = stablehlo.convert %h : (tensor<f16>) -> tensor<f32>
  %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<f64>
  %2 = stablehlo.convert %u : (tensor<ui16>) -> tensor<i32>
  %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<i64>
  %4 = stablehlo.convert %f : (tensor<f32>) -> tensor<f64>
  %5 = stablehlo.convert %4 : (tensor<f64>) -> tensor<f32>
  %6 = stablehlo.convert %b : (tensor<bf16>) -> tensor<f32>
  %7 = stablehlo.convert %6 : (tensor<f32>) -> tensor<i32>
  return %1, %3, %5, %7 : tensor<f64>, tensor<i64>, tensor<f32>, tensor<i32>
}

// -----

// A narrowing or lossy first convert stays: f64 -> f32 rounds, i32 -> f32 rounds large integers,
// i16 -> ui32 wraps negative values, f16 -> bf16 loses mantissa bits.
// CHECK-LABEL: func.func @keep_lossy_converts
// CHECK-COUNT-8: stablehlo.convert
func.func @keep_lossy_converts(%d: tensor<f64>, %i: tensor<i32>, %s: tensor<i16>, %h: tensor<f16>) -> (tensor<f64>, tensor<i32>, tensor<i64>, tensor<f32>) {
  %0 = stablehlo.convert %d : (tensor<f64>) -> tensor<f32>
  %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<f64>
  %2 = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
  %3 = stablehlo.convert %2 : (tensor<f32>) -> tensor<i32>
  %4 = stablehlo.convert %s : (tensor<i16>) -> tensor<ui32>
  %5 = stablehlo.convert %4 : (tensor<ui32>) -> tensor<i64>
  %6 = stablehlo.convert %h : (tensor<f16>) -> tensor<bf16>
  %7 = stablehlo.convert %6 : (tensor<bf16>) -> tensor<f32>
  return %1, %3, %5, %7 : tensor<f64>, tensor<i32>, tensor<i64>, tensor<f32>
}

// -----

// A reverse along size-1 dimensions only is its operand; along a `?` one it stays.
// CHECK-LABEL: func.func @reverse_noop
// CHECK-SAME: (%[[X:.*]]: tensor<9x1x2xf32>, %[[Y:.*]]: tensor<?x2xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.reverse %[[Y]], dims = [0]
// CHECK-NEXT: return %[[X]], %[[R]]
func.func @reverse_noop(%x: tensor<9x1x2xf32>, %y: tensor<?x2xf32>) -> (tensor<9x1x2xf32>, tensor<?x2xf32>) {
  %0 = stablehlo.reverse %x, dims = [1] : tensor<9x1x2xf32>
  %1 = stablehlo.reverse %y, dims = [0] : tensor<?x2xf32>
  func.return %0, %1 : tensor<9x1x2xf32>, tensor<?x2xf32>
}

// -----

// A reduce along no dimension is its input; one that reduces no element is its init, broadcast; one whose
// body returns a value from outside (and reduces at least one element) is that value, broadcast.
// CHECK-LABEL: func.func @reduce_without_elements_to_combine
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[E:.*]]: tensor<0x3xi32>, %[[Z:.*]]: tensor<i32>, %[[C:.*]]: tensor<i1>, %[[P:.*]]: tensor<5x1xi1>, %[[Q:.*]]: tensor<5x0xi1>)
// CHECK-NEXT: %[[I:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<i32>) -> tensor<3xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<i1>) -> tensor<5xi1>
// CHECK-NEXT: %[[N:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<i1>) -> tensor<5xi1>
// CHECK-NEXT: return %[[X]], %[[I]], %[[B]], %[[N]]
func.func @reduce_without_elements_to_combine(%x: tensor<4x8xf32>, %e: tensor<0x3xi32>, %z: tensor<i32>, %c: tensor<i1>, %p: tensor<5x1xi1>, %q: tensor<5x0xi1>) -> (tensor<4x8xf32>, tensor<3xi32>, tensor<5xi1>, tensor<5xi1>) {
  %f = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %f) applies stablehlo.add across dimensions = [] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %1 = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [0] : (tensor<0x3xi32>, tensor<i32>) -> tensor<3xi32>
  %2 = stablehlo.reduce(%p init: %c) across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    reducer(%a: tensor<i1>, %b: tensor<i1>) {
      stablehlo.return %c : tensor<i1>
    }
  // No element: the init (here the same value), not what the body returns.
  %3 = stablehlo.reduce(%q init: %c) across dimensions = [1] : (tensor<5x0xi1>, tensor<i1>) -> tensor<5xi1>
    reducer(%a: tensor<i1>, %b: tensor<i1>) {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %b : tensor<i1>
    }
  func.return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<3xi32>, tensor<5xi1>, tensor<5xi1>
}

// -----

// A body that reads its arguments keeps the reduce.
// CHECK-LABEL: func.func @reduce_kept
// CHECK: stablehlo.reduce
func.func @reduce_kept(%p: tensor<5x2xi1>, %c: tensor<i1>) -> tensor<5xi1> {
  %0 = stablehlo.reduce(%p init: %c) applies stablehlo.and across dimensions = [1] : (tensor<5x2xi1>, tensor<i1>) -> tensor<5xi1>
  func.return %0 : tensor<5xi1>
}

// -----

// A transpose that moves only size-1 dimensions is a reshape; one that reorders others is kept.
// CHECK-LABEL: func.func @transpose_of_size_one_dims
// CHECK-SAME: (%[[X:.*]]: tensor<10x1x512x1xf32>, %[[Y:.*]]: tensor<2x1x3xf32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[X]] : (tensor<10x1x512x1xf32>) -> tensor<1x1x10x512xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[Y]], dims = [2, 1, 0]
// CHECK-NEXT: return %[[R]], %[[T]]
func.func @transpose_of_size_one_dims(%x: tensor<10x1x512x1xf32>, %y: tensor<2x1x3xf32>) -> (tensor<1x1x10x512xf32>, tensor<3x1x2xf32>) {
  %0 = stablehlo.transpose %x, dims = [1, 3, 0, 2] : (tensor<10x1x512x1xf32>) -> tensor<1x1x10x512xf32>
  %1 = stablehlo.transpose %y, dims = [2, 1, 0] : (tensor<2x1x3xf32>) -> tensor<3x1x2xf32>
  func.return %0, %1 : tensor<1x1x10x512xf32>, tensor<3x1x2xf32>
}

// -----

// A transpose of a broadcast_in_dim used only there is one broadcast_in_dim.
// CHECK-LABEL: func.func @transpose_of_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [3, 1] : (tensor<4x3xf32>) -> tensor<2x3x5x4xf32>
// CHECK-NEXT: return %[[B]]
func.func @transpose_of_broadcast(%x: tensor<4x3xf32>) -> tensor<2x3x5x4xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [2, 3] : (tensor<4x3xf32>) -> tensor<2x5x4x3xf32>
  %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] : (tensor<2x5x4x3xf32>) -> tensor<2x3x5x4xf32>
  func.return %1 : tensor<2x3x5x4xf32>
}

// -----

// A scatter of one window covering the whole operand at start 0: the update when the body returns it, a map of
// the body when the indices are empty; another body at constant indices stays a scatter (as upstream).
// CHECK-LABEL: func.func @scatter_full_overwrite
// CHECK-SAME: (%[[B:.*]]: tensor<3x4xf32>, %[[U:.*]]: tensor<3x4xf32>, %[[E:.*]]: tensor<0xi32>)
// CHECK: %[[M:.*]] = "stablehlo.map"(%[[B]], %[[U]])
// CHECK: stablehlo.add
// CHECK: %[[S:.*]] = "stablehlo.scatter"
// CHECK: return %[[U]], %[[M]], %[[S]]
func.func @scatter_full_overwrite(%b: tensor<3x4xf32>, %u: tensor<3x4xf32>, %e: tensor<0xi32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<1xi32>
  %0 = "stablehlo.scatter"(%b, %zero, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>} : (tensor<3x4xf32>, tensor<1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = "stablehlo.scatter"(%b, %e, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], index_vector_dim = 0>} : (tensor<3x4xf32>, tensor<0xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = "stablehlo.scatter"(%b, %zero, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>} : (tensor<3x4xf32>, tensor<1xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %0, %1, %2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// A while whose condition is a constant false is its operands.
// CHECK-LABEL: func.func @while_never_taken
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @while_never_taken(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.while(%i = %x) : tensor<4xf32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %1 = stablehlo.add %i, %i : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }
  func.return %0 : tensor<4xf32>
}

// -----

// Not one whose body has effects (mlir-hlo keeps it).
// CHECK-LABEL: func.func @while_never_taken_with_outfeed
// CHECK-NEXT: stablehlo.while
func.func @while_never_taken_with_outfeed(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.while(%i = %x) : tensor<4xf32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %t = stablehlo.create_token : !stablehlo.token
    %u = "stablehlo.outfeed"(%i, %t) <{outfeed_config = ""}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %i : tensor<4xf32>
  }
  func.return %0 : tensor<4xf32>
}
