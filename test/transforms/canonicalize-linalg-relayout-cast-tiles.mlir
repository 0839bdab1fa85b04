// `linalg.unpack` of a tensor.cast whose source's tiled sizes are not the op's tiles (a program that is
// undefined if it runs: not in test_canonicalize_linalg_numerics): the cast stays, folded the op would not verify.
// RUN: ai-opt %s --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @unpack_of_cast_other_tiles(
// CHECK:         %[[C:.*]] = tensor.cast %{{.*}} : tensor<2x1x8x8x1xf32> to tensor<2x1x8x?x?xf32>
// CHECK:         linalg.unpack %[[C]] inner_dims_pos = [2, 1] inner_tiles = [1, 8] into %{{.*}} : tensor<2x1x8x?x?xf32> -> tensor<2x5x8xf32>
func.func @unpack_of_cast_other_tiles(%p: tensor<2x1x8x8x1xf32>) -> tensor<2x5x8xf32> {
  %c = tensor.cast %p : tensor<2x1x8x8x1xf32> to tensor<?x1x8x?x?xf32>
  %e = tensor.empty() : tensor<2x5x8xf32>
  %u = linalg.unpack %c inner_dims_pos = [2, 1] inner_tiles = [1, 8] into %e : tensor<?x1x8x?x?xf32> -> tensor<2x5x8xf32>
  return %u : tensor<2x5x8xf32>
}
