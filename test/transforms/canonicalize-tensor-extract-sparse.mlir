// tensor.extract of a sparse constant at constant in-range indices folds to the element (upstream's
// ExtractOp::fold reads the attribute): the value listed for the index (the first, where an index is
// listed twice), zero for an index not listed; a dynamic or out-of-range index does not fold.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @listed_and_zero
// CHECK-DAG: %[[M2:.*]] = arith.constant -2.000000e+00 : f16
// CHECK-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[FIRST:.*]] = arith.constant 3 : i32
// CHECK-NOT: tensor.extract
// CHECK: return %[[M2]], %[[Z]], %[[SEVEN]], %[[FIRST]]
func.func @listed_and_zero() -> (f16, f16, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.constant sparse<[[1, 1, 1]], [-2.0]> : tensor<2x2x2xf16>
  %a = tensor.extract %0[%c1, %c1, %c1] : tensor<2x2x2xf16>
  %b = tensor.extract %0[%c0, %c1, %c1] : tensor<2x2x2xf16>
  %1 = arith.constant sparse<[0, 2], 7> : tensor<4xi32>
  %c = tensor.extract %1[%c2] : tensor<4xi32>
  %2 = arith.constant sparse<[[0, 1], [0, 1]], [3, 4]> : tensor<2x2xi32>
  %d = tensor.extract %2[%c0, %c1] : tensor<2x2xi32>
  return %a, %b, %c, %d : f16, f16, i32, i32
}

// -----

// CHECK-LABEL: func.func @complex
// CHECK-DAG: %[[V:.*]] = complex.constant [1.000000e+00 : f32, -1.000000e+00 : f32] : complex<f32>
// CHECK-DAG: %[[Z:.*]] = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK: return %[[V]], %[[Z]]
func.func @complex() -> (complex<f32>, complex<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.constant sparse<[[1]], [(1.0, -1.0)]> : tensor<3xcomplex<f32>>
  %a = tensor.extract %0[%c1] : tensor<3xcomplex<f32>>
  %b = tensor.extract %0[%c0] : tensor<3xcomplex<f32>>
  return %a, %b : complex<f32>, complex<f32>
}

// -----

// CHECK-LABEL: func.func @not_folded
// CHECK: tensor.extract %{{.*}}[%arg0]
// CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<4xf32>
func.func @not_folded(%i: index) -> (f32, f32) {
  %c4 = arith.constant 4 : index
  %0 = arith.constant sparse<[1], [1.0]> : tensor<4xf32>
  %a = tensor.extract %0[%i] : tensor<4xf32>
  %b = tensor.extract %0[%c4] : tensor<4xf32>
  return %a, %b : f32, f32
}
