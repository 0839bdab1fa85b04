// Upstream ops whose ODS properties differ from our definitions (support/bytecode_reader.py's _UPSTREAM_PROPERTIES);
// upstream-ops.mlirbc is mlir-opt 22's bytecode of this file.
func.func @f(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %d: tensor<4x16xf32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %o: tensor<1x6x6x4xf32>) -> (tensor<2x4x16xf32>, tensor<4x16xf32>, tensor<1x6x6x4xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %k : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %cst = arith.constant 0.0 : f32
  %3 = linalg.fill ins(%cst : f32) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%3 : tensor<4x16xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4x16xf32>
  %5 = tensor.empty() : tensor<4x16xf32>
  %6 = linalg.transpose ins(%d : tensor<4x16xf32>) outs(%5 : tensor<4x16xf32>) permutation = [0, 1]
  return %0, %4, %2 : tensor<2x4x16xf32>, tensor<4x16xf32>, tensor<1x6x6x4xf32>
}
func.func @lin(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index disjoint [%a, %b] by (4, %c) : index
  %1 = func.call @lin(%0, %b, %c) {no_inline} : (index, index, index) -> index
  %2 = arith.cmpi slt, %1, %a : index
  cf.cond_br %2, ^bb1, ^bb2
^bb1:
  return %1 : index
^bb2:
  return %a : index
}
