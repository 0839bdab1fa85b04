// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s

// The offset/size/stride checks of slice and view ops, and memref.subview's
// result type checks, are upstream's `op->emitError`s: no op name in front;
// a subview's result type mismatch names the type it got.

// CHECK: [[# @LINE + 2]]:8: error: expected mixed offsets rank to match mixed sizes rank (3 vs 2) so the rank of the result type is well-formed.
func.func @offsets_rank(%t: tensor<6x6xi16>) {
  %0 = tensor.extract_slice %t[0, 0, 0][2, 2][1, 1] : tensor<6x6xi16> to tensor<2x2xi16>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:3: error: expected sizes to be non-negative, but got -3
func.func @negative_size(%s: tensor<2xi16>, %t: tensor<6xi16>) {
  tensor.insert_slice %s into %t[0][-3][1] : tensor<2xi16> into tensor<6xi16>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected type to be 'tensor<2x3xi16>' or a rank-reduced version. (size mismatch)
func.func @slice_size(%t: tensor<6x6xi16>) {
  %0 = tensor.extract_slice %t[0, 0][2, 3][1, 1] : tensor<6x6xi16> to tensor<3x2xi16>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.
func.func @subview_offsets(%m: memref<6x6xf16>) {
  %0 = memref.subview %m[0][2, 2][1, 1] : memref<6x6xf16> to memref<2x2xf16, strided<[6, 1]>>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected result element type to be 'f16', but got 'memref<2x2xf32, strided<[6, 1]>>'
func.func @subview_element(%m: memref<6x6xf16>) {
  %0 = memref.subview %m[0, 0][2, 2][1, 1] : memref<6x6xf16> to memref<2x2xf32, strided<[6, 1]>>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected result type to be 'memref<2x2xf16, strided<[6, 1], offset: 7>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf16, strided<[6, 1]>>'
func.func @subview_layout(%m: memref<6x6xf16>) {
  %0 = memref.subview %m[1, 1][2, 2][1, 1] : memref<6x6xf16> to memref<2x2xf16, strided<[6, 1]>>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: different memory spaces specified for base memref type 'memref<6x6xf16, 3>' and subview memref type 'memref<2x2xf16, strided<[6, 1]>, 5>'
func.func @subview_space(%m: memref<6x6xf16, 3>) {
  %0 = memref.subview %m[0, 0][2, 2][1, 1] : memref<6x6xf16, 3> to memref<2x2xf16, strided<[6, 1]>, 5>
  return
}
