// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifiers of the `indexing_maps` of linalg.matmul (verifyExtendedMatmulSemantic), batch_matmul
// and batch_reduce_matmul (verifyExtendedBatchVariantMatmulSemantic), and their parsers.

func.func @matmul_dim_a(%a: memref<5x5xf32>, %b: memref<5x5xf32>, %c: memref<5x5xf32>) {
  // expected-error@+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<5x5xf32>, memref<5x5xf32>) outs(%c : memref<5x5xf32>)
  return
}

// -----

func.func @matmul_dim_b(%a: memref<5x5xf32>, %b: memref<5x5xf32>, %c: memref<5x5xf32>) {
  // expected-error@+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<5x5xf32>, memref<5x5xf32>) outs(%c : memref<5x5xf32>)
  return
}

// -----

func.func @matmul_bcast_a(%a: memref<3xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  // expected-error@+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

func.func @matmul_bcast_b(%a: memref<3x5xf32>, %b: memref<7xf32>, %c: memref<3x7xf32>) {
  // expected-error@+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<3x5xf32>, memref<7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

func.func @matmul_transpose_a_shape(%a: tensor<4x1xf32>, %b: tensor<1x64xf32>, %c: tensor<4x64xf32>) -> tensor<4x64xf32> {
  // The structured-op checks come first: A read as (k, m) is 4x1, so k is 4, but B's first dimension is 1.
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 1}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                     ins(%a, %b : tensor<4x1xf32>, tensor<1x64xf32>) outs(%c : tensor<4x64xf32>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

func.func @matmul_map_not_affine(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  // Reported where the array ends, as upstream's parser does.
  // expected-error@+2 {{element of indexing_maps array is not an affine_map}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, 1 : i64, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

func.func @matmul_maps_not_array(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  linalg.matmul indexing_maps = affine_map<(d0, d1, d2) -> (d0, d2)>
                ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

func.func @batch_matmul_dim_a(%a: memref<2x7x5xf32>, %b: memref<2x5x7xf32>, %c: memref<2x3x7xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                      ins(%a, %b : memref<2x7x5xf32>, memref<2x5x7xf32>) outs(%c : memref<2x3x7xf32>)
  return
}

// -----

func.func @batch_matmul_batch_dim(%a: memref<3x2x5xf32>, %b: memref<2x5x7xf32>, %c: memref<2x3x7xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                      ins(%a, %b : memref<3x2x5xf32>, memref<2x5x7xf32>) outs(%c : memref<2x3x7xf32>)
  return
}

// -----

func.func @batch_matmul_bcast(%a: memref<3xf32>, %b: memref<2x5x7xf32>, %c: memref<2x3x7xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                      ins(%a, %b : memref<3xf32>, memref<2x5x7xf32>) outs(%c : memref<2x3x7xf32>)
  return
}

// -----

func.func @batch_matmul_output_rank(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %c: memref<3x7xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op expects 3 dims, but got (2).}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
                      ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

func.func @batch_matmul_output_dims(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %c: memref<2x7x3xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Invalid output map result dimension.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>]
                      ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%c : memref<2x7x3xf32>)
  return
}

// -----

func.func @batch_matmul_map_not_affine(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %c: memref<2x3x7xf32>) {
  // Reported at the element read, as upstream's parser does.
  // expected-error@+1 {{expected affine map attribute}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "b", affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                      ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%c : memref<2x3x7xf32>)
  return
}

// -----

func.func @batch_reduce_matmul_output_rank(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %c: memref<2x3x7xf32>) {
  // expected-error@+1 {{'linalg.batch_reduce_matmul' op expects 2 dims, but got (3).}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                             ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%c : memref<2x3x7xf32>)
  return
}

// -----

func.func @batch_reduce_matmul_output_dims(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %c: memref<7x3xf32>) {
  // expected-error@+1 {{'linalg.batch_reduce_matmul' op Invalid output map result dimension.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>]
                             ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%c : memref<7x3xf32>)
  return
}
