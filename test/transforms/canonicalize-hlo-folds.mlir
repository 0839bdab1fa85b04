// mlir-hlo's folders of and, or, xor, compare of booleans, get/set_dimension_size, pad and broadcast, and the
// constants mhlo's folder leaves unfolded (mlir-hlo's fold.mlir cases).
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// x & ~0, x | 0, x ^ 0 are x; x & 0 is 0 and x | ~0 is ~0 (the constant); x & x, x | x are x; x ^ x is 0.
// CHECK-LABEL: func.func @logical_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-DAG: %[[ZERO:.*]] = mhlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[ONES:.*]] = mhlo.constant dense<-1> : tensor<4xi32>
// CHECK-DAG: %[[TRUE:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: %[[FALSE:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
// CHECK: return %[[X]], %[[X]], %[[X]], %[[ZERO]], %[[ONES]], %[[X]], %[[X]], %[[ZERO]], %[[P]], %[[TRUE]], %[[FALSE]]
func.func @logical_identities(%x: tensor<4xi32>, %p: tensor<4xi1>)
    -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %ones = mhlo.constant dense<-1> : tensor<4xi32>
  %zero = mhlo.constant dense<0> : tensor<4xi32>
  %0 = mhlo.and %ones, %x : tensor<4xi32>
  %1 = mhlo.or %x, %zero : tensor<4xi32>
  %2 = mhlo.xor %zero, %x : tensor<4xi32>
  %3 = mhlo.and %x, %zero : tensor<4xi32>
  %4 = mhlo.or %ones, %x : tensor<4xi32>
  %5 = mhlo.and %x, %x : tensor<4xi32>
  %6 = mhlo.or %x, %x : tensor<4xi32>
  %7 = mhlo.xor %x, %x : tensor<4xi32>
  %t = stablehlo.constant dense<true> : tensor<4xi1>
  %f = stablehlo.constant dense<false> : tensor<4xi1>
  %8 = stablehlo.and %p, %t : tensor<4xi1>
  %9 = stablehlo.or %t, %p : tensor<4xi1>
  %10 = stablehlo.xor %p, %p : tensor<4xi1>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Other constants, floats and a dynamic x ^ x stay.
// CHECK-LABEL: func.func @logical_stays
// CHECK: mhlo.and
// CHECK: mhlo.xor
// CHECK: mhlo.xor
func.func @logical_stays(%x: tensor<4xi32>, %d: tensor<?xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<?xi32>) {
  %seven = mhlo.constant dense<7> : tensor<4xi32>
  %ones = mhlo.constant dense<-1> : tensor<4xi32>
  %0 = mhlo.and %seven, %x : tensor<4xi32>
  %1 = mhlo.xor %x, %ones : tensor<4xi32>
  %2 = mhlo.xor %d, %d : tensor<?xi32>
  func.return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<?xi32>
}

// -----

// A comparison of booleans with true (EQ) or false (NE) is the other operand.
// CHECK-LABEL: func.func @compare_boolean_identity
// CHECK-SAME: (%[[P:.*]]: tensor<i1>)
// CHECK-NEXT: return %[[P]], %[[P]]
func.func @compare_boolean_identity(%p: tensor<i1>) -> (tensor<i1>, tensor<i1>) {
  %t = mhlo.constant dense<true> : tensor<i1>
  %f = mhlo.constant dense<false> : tensor<i1>
  %0 = "mhlo.compare"(%p, %t) {comparison_direction = #mhlo<comparison_direction EQ>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %1 = stablehlo.compare NE, %f, %p : (tensor<i1>, tensor<i1>) -> tensor<i1>
  func.return %0, %1 : tensor<i1>, tensor<i1>
}

// -----

// CHECK-LABEL: func.func @dimension_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<1x128x512xf32>, %[[D:.*]]: tensor<1x?xf32>)
// CHECK-DAG: %[[C:.*]] = mhlo.constant dense<512> : tensor<i32>
// CHECK-DAG: %[[DYN:.*]] = "mhlo.get_dimension_size"(%[[D]]) <{dimension = 1 : i64}>
// CHECK: return %[[C]], %[[DYN]], %[[X]]
func.func @dimension_sizes(%x: tensor<1x128x512xf32>, %d: tensor<1x?xf32>) -> (tensor<i32>, tensor<i32>, tensor<1x128x512xf32>) {
  %0 = "mhlo.get_dimension_size"(%x) <{dimension = 2 : i64}> : (tensor<1x128x512xf32>) -> tensor<i32>
  %1 = "mhlo.get_dimension_size"(%d) <{dimension = 1 : i64}> : (tensor<1x?xf32>) -> tensor<i32>
  %n = mhlo.constant dense<512> : tensor<i32>
  %2 = "mhlo.set_dimension_size"(%x, %n) {dimension = 2 : i64} : (tensor<1x128x512xf32>, tensor<i32>) -> tensor<1x128x512xf32>
  func.return %0, %1, %2 : tensor<i32>, tensor<i32>, tensor<1x128x512xf32>
}

// -----

// A pad by nothing is its operand.
// CHECK-LABEL: func.func @identity_pad
// CHECK-SAME: (%[[X:.*]]: tensor<5x7xf32>, %[[V:.*]]: tensor<f32>)
// CHECK-NEXT: return %[[X]]
func.func @identity_pad(%x: tensor<5x7xf32>, %v: tensor<f32>) -> tensor<5x7xf32> {
  %0 = stablehlo.pad %x, %v, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<5x7xf32>, tensor<f32>) -> tensor<5x7xf32>
  func.return %0 : tensor<5x7xf32>
}

// -----

// mhlo.broadcast folds a splat only.
// CHECK-LABEL: func.func @broadcast_of_constants
// CHECK-DAG: %[[S:.*]] = mhlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<1x64x2xcomplex<f32>>
// CHECK-DAG: %[[C:.*]] = mhlo.constant dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[B:.*]] = "mhlo.broadcast"(%[[C]])
// CHECK: return %[[S]], %[[B]]
func.func @broadcast_of_constants() -> (tensor<1x64x2xcomplex<f32>>, tensor<1x64x2xf32>) {
  %s = mhlo.constant dense<(0.0, 1.0)> : tensor<2xcomplex<f32>>
  %0 = "mhlo.broadcast"(%s) <{broadcast_sizes = dense<[1, 64]> : tensor<2xi64>}> : (tensor<2xcomplex<f32>>) -> tensor<1x64x2xcomplex<f32>>
  %c = mhlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %1 = "mhlo.broadcast"(%c) <{broadcast_sizes = dense<[1, 64]> : tensor<2xi64>}> : (tensor<2xf32>) -> tensor<1x64x2xf32>
  func.return %0, %1 : tensor<1x64x2xcomplex<f32>>, tensor<1x64x2xf32>
}

// -----

// mhlo's folder leaves a log, sqrt or rsqrt of a negative (an rsqrt of 0), an integer division or remainder by
// zero and a pad with negative edges; a stablehlo division by zero folds to XLA's answer (fold-hlo.mlir).
// CHECK-LABEL: func.func @left_unfolded
// CHECK: mhlo.log
// CHECK: mhlo.sqrt
// CHECK: mhlo.rsqrt
// CHECK: mhlo.divide
// CHECK: mhlo.remainder
// CHECK: "mhlo.pad"
// CHECK-NOT: stablehlo.divide
func.func @left_unfolded() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<4x4xi32>, tensor<2xi64>) {
  %n = mhlo.constant dense<-1.0> : tensor<4xf32>
  %z = mhlo.constant dense<0.0> : tensor<4xf32>
  %0 = mhlo.log %n : tensor<4xf32>
  %1 = mhlo.sqrt %n : tensor<4xf32>
  %2 = mhlo.rsqrt %z : tensor<4xf32>
  %a = mhlo.constant dense<[7, 8]> : tensor<2xi64>
  %b = mhlo.constant dense<[2, 0]> : tensor<2xi64>
  %3 = mhlo.divide %a, %b : tensor<2xi64>
  %4 = mhlo.remainder %a, %b : tensor<2xi64>
  %m = mhlo.constant dense<[[2, 3], [4, 5]]> : tensor<2x2xi32>
  %v = mhlo.constant dense<1> : tensor<i32>
  %5 = "mhlo.pad"(%m, %v) <{edge_padding_low = dense<[1, -1]> : tensor<2xi64>, edge_padding_high = dense<[1, 2]> : tensor<2xi64>, interior_padding = dense<[0, 1]> : tensor<2xi64>}> : (tensor<2x2xi32>, tensor<i32>) -> tensor<4x4xi32>
  %sa = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %sb = stablehlo.constant dense<[2, 0]> : tensor<2xi64>
  %6 = stablehlo.divide %sa, %sb : tensor<2xi64>
  func.return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<4x4xi32>, tensor<2xi64>
}

// -----

// A map whose computation returns one of its arguments is that argument's input; one that computes stays.
// CHECK-LABEL: func.func @map_of_argument
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[Y:.*]]: tensor<?xf32>)
// CHECK: %[[M:.*]] = "mhlo.map"
// CHECK: return %[[Y]], %[[M]]
func.func @map_of_argument(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = "mhlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = "mhlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  func.return %0, %1 : tensor<?xf32>, tensor<?xf32>
}
