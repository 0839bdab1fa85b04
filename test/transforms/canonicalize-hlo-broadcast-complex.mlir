// mhlo's folders of broadcast (no new dimension), a broadcast reshaped back to its operand's type, and
// real/imag/complex of each other, for mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @broadcast_identity
// CHECK-SAME: (%[[X:.*]]: tensor<?x3xf32>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @broadcast_identity(%x: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32>) {
  %0 = "mhlo.broadcast"(%x) <{broadcast_sizes = dense<> : tensor<0xi64>}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = stablehlo.broadcast %x, sizes = [] : (tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0, %1 : tensor<?x3xf32>, tensor<?x3xf32>
}

// -----

// A broadcast that only adds dimensions of size 1, in order, reshaped back: the operand.
// CHECK-LABEL: func.func @reshaped_back
// CHECK-SAME: (%[[X:.*]]: tensor<128xf32>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @reshaped_back(%x: tensor<128xf32>) -> (tensor<128xf32>, tensor<128xf32>) {
  %0 = "mhlo.broadcast"(%x) <{broadcast_sizes = dense<1> : tensor<1xi64>}> : (tensor<128xf32>) -> tensor<1x128xf32>
  %1 = mhlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
  %2 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
  %3 = stablehlo.reshape %2 : (tensor<1x128xf32>) -> tensor<128xf32>
  return %1, %3 : tensor<128xf32>, tensor<128xf32>
}

// -----

// A broadcast that transposes, reshaped back, is not the operand.
// CHECK-LABEL: func.func @transposed
// CHECK: stablehlo.broadcast_in_dim
// CHECK: stablehlo.reshape
func.func @transposed(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [2, 1] : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @complex_parts
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[Z:.*]]: tensor<4xcomplex<f32>>, %[[W:.*]]: tensor<4xcomplex<f32>>)
// CHECK: %[[RE:.*]] = stablehlo.real %[[Z]]
// CHECK: %[[IM:.*]] = stablehlo.imag %[[W]]
// CHECK: %[[C:.*]] = stablehlo.complex %[[RE]], %[[IM]]
// CHECK: return %[[A]], %[[B]], %[[Z]], %[[C]]
func.func @complex_parts(%a: tensor<4xf32>, %b: tensor<4xf32>, %z: tensor<4xcomplex<f32>>, %w: tensor<4xcomplex<f32>>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) {
  %0 = mhlo.complex %a, %b : tensor<4xcomplex<f32>>
  %1 = mhlo.real %0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %2 = mhlo.imag %0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %3 = stablehlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %4 = stablehlo.imag %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %5 = stablehlo.complex %3, %4 : tensor<4xcomplex<f32>>
  // Parts of two values: not folded.
  %6 = stablehlo.imag %w : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %7 = stablehlo.complex %3, %6 : tensor<4xcomplex<f32>>
  return %1, %2, %5, %7 : tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
}
