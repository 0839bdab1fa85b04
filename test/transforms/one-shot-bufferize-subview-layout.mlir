// RUN: ai-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s

// A slice at offset 0 along a dynamic stride has the static offset 0, as upstream's
// SubViewOp::inferResultType gives it (0 * ? is 0), which memref.subview's verifier requires.
// CHECK-LABEL: func.func @zero_offset_dynamic_stride
// CHECK:         %[[A:.*]] = memref.subview %{{.*}}[0, 0] [%{{.*}}, 3] [1, 1] : memref<?x?xf32> to memref<?x3xf32, strided<[?, 1]>>
// CHECK:         memref.subview %[[A]][0, 0] [%{{.*}}, 3] [1, 1] : memref<?x3xf32, strided<[?, 1]>> to memref<?x3xf32, strided<[?, 1]>>
func.func @zero_offset_dynamic_stride(%t: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x3xf32> {
  %s = tensor.extract_slice %t[0, 0] [%n, 3] [1, 1] : tensor<?x?xf32> to tensor<?x3xf32>
  %r = tensor.extract_slice %s[0, 0] [%m, 3] [1, 1] : tensor<?x3xf32> to tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

// -----

// A non-zero offset along a dynamic stride is dynamic.
// CHECK-LABEL: func.func @offset_along_dynamic_stride
// CHECK:         memref.subview %{{.*}}[1, 0] [%{{.*}}, 3] [1, 1] : memref<?x?xf32> to memref<?x3xf32, strided<[?, 1], offset: ?>>
func.func @offset_along_dynamic_stride(%t: tensor<?x?xf32>, %n: index) -> tensor<?x3xf32> {
  %s = tensor.extract_slice %t[1, 0] [%n, 3] [1, 1] : tensor<?x?xf32> to tensor<?x3xf32>
  return %s : tensor<?x3xf32>
}

// -----

// A rank-reducing slice that keeps a unit dimension (tensor<6x1xf32> of sizes [1, 6, 1, 1]) keeps the strides
// of the dimensions upstream's rank reduction mask keeps (1 and 2), one per result dimension.
// CHECK-LABEL: func.func @rank_reduced_keeps_a_unit_dimension
// CHECK: memref.subview %{{.*}}[%{{.*}}, 0, %{{.*}}, 1] [1, 6, 1, 1] [1, 1, 1, 1] : memref<2x6x3x2xf32> to memref<6x1xf32, strided<[6, 2], offset: ?>>
func.func @rank_reduced_keeps_a_unit_dimension(%t: tensor<2x6x3x2xf32>, %i: index, %j: index) -> tensor<6x1xf32> {
  %s = tensor.extract_slice %t[%i, 0, %j, 1] [1, 6, 1, 1] [1, 1, 1, 1] : tensor<2x6x3x2xf32> to tensor<6x1xf32>
  return %s : tensor<6x1xf32>
}
