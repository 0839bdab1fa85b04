// linalg.pack / linalg.unpack canonicalization (transforms/canonicalize_linalg_relayout.py and the ops'
// splat folds), after upstream's PackOp/UnPackOp canonicalize and fold; test_canonicalize_linalg_numerics.py
// runs each case before and after in the reference interpreter.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @unpack_of_pack(
// CHECK-SAME:    %[[T:.*]]: tensor<16x16xf32>)
// CHECK-NEXT:    return %[[T]]
func.func @unpack_of_pack(%t: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<2x2x8x8xf32>
  %p = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %f = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %p outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @pack_of_unpack(
// CHECK-SAME:    %[[T:.*]]: tensor<2x2x8x8xf32>)
// CHECK-NEXT:    return %[[T]]
func.func @pack_of_unpack(%t: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  %f = tensor.empty() : tensor<2x2x8x8xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  return %p : tensor<2x2x8x8xf32>
}

// -----

// Tiles of other dimensions: no inverse pair.
// CHECK-LABEL: func.func @unpack_of_pack_other_dims(
// CHECK:         linalg.pack
// CHECK:         linalg.unpack
func.func @unpack_of_pack_other_dims(%t: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<2x2x8x8xf32>
  %p = linalg.pack %t inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %e : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %f = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @pack_unneeded_padding(
// CHECK:         linalg.pack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, 4] into
func.func @pack_unneeded_padding(%t: tensor<16x8xf32>) -> tensor<2x2x8x4xf32> {
  %pad = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x8x4xf32>
  %p = linalg.pack %t padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e : tensor<16x8xf32> -> tensor<2x2x8x4xf32>
  return %p : tensor<2x2x8x4xf32>
}

// -----

// CHECK-LABEL: func.func @pack_needed_padding(
// CHECK:         linalg.pack %{{.*}} padding_value(%{{.*}} : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into
func.func @pack_needed_padding(%t: tensor<13x8xf32>) -> tensor<2x2x8x4xf32> {
  %pad = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x2x8x4xf32>
  %p = linalg.pack %t padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e : tensor<13x8xf32> -> tensor<2x2x8x4xf32>
  return %p : tensor<2x2x8x4xf32>
}

// -----

// CHECK-LABEL: func.func @relayout_of_splat(
// CHECK-NOT:     linalg.
// CHECK-DAG:     arith.constant dense<1.500000e+00> : tensor<4x2x4x8xf32>
// CHECK-DAG:     arith.constant dense<1.500000e+00> : tensor<16x16xf32>
func.func @relayout_of_splat() -> (tensor<4x2x4x8xf32>, tensor<16x16xf32>) {
  %c = arith.constant dense<1.5> : tensor<16x16xf32>
  %e = tensor.empty() : tensor<4x2x4x8xf32>
  %p = linalg.pack %c inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %e : tensor<16x16xf32> -> tensor<4x2x4x8xf32>
  %d = arith.constant dense<1.5> : tensor<2x2x8x8xf32>
  %f = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %p, %u : tensor<4x2x4x8xf32>, tensor<16x16xf32>
}

// -----

// The padding that the partial tile needs is not the splat's value: no fold.
// CHECK-LABEL: func.func @pack_of_splat_other_padding(
// CHECK:         linalg.pack
func.func @pack_of_splat_other_padding() -> tensor<2x4xf32> {
  %c = arith.constant dense<1.5> : tensor<7xf32>
  %pad = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %p = linalg.pack %c padding_value(%pad : f32) inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<7xf32> -> tensor<2x4xf32>
  return %p : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @fill_pack(
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x2x8x8xf32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4x2x8x8xf32>)
// CHECK-NEXT:    return %[[F]]
func.func @fill_pack(%v: f32) -> tensor<4x2x8x8xf32> {
  %a = tensor.empty() : tensor<32x16xf32>
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e = tensor.empty() : tensor<4x2x8x8xf32>
  %p = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<32x16xf32> -> tensor<4x2x8x8xf32>
  return %p : tensor<4x2x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @unpack_into_fill(
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:    %[[U:.*]] = linalg.unpack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %[[E]]
// CHECK-NEXT:    return %[[U]]
func.func @unpack_into_fill(%v: f32, %t: tensor<2x2x8x8xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @infer_pack_source(
// CHECK:         %[[C:.*]] = tensor.cast %{{.*}} : tensor<16x?xf32> to tensor<16x12xf32>
// CHECK:         linalg.pack %[[C]] inner_dims_pos = [0] inner_tiles = [8] into %{{.*}} : tensor<16x12xf32> -> tensor<2x12x8xf32>
func.func @infer_pack_source(%t: tensor<16x?xf32>) -> tensor<2x12x8xf32> {
  %e = tensor.empty() : tensor<2x12x8xf32>
  %p = linalg.pack %t inner_dims_pos = [0] inner_tiles = [8] into %e : tensor<16x?xf32> -> tensor<2x12x8xf32>
  return %p : tensor<2x12x8xf32>
}

// -----

// CHECK-LABEL: func.func @infer_unpack_dest(
// CHECK:         %[[C:.*]] = tensor.cast %{{.*}} : tensor<?x?xf32> to tensor<?x12xf32>
// CHECK:         %[[U:.*]] = linalg.unpack %{{.*}} inner_dims_pos = [0] inner_tiles = [8] into %[[C]] : tensor<2x12x8xf32> -> tensor<?x12xf32>
// CHECK:         %[[B:.*]] = tensor.cast %[[U]] : tensor<?x12xf32> to tensor<?x?xf32>
// CHECK:         return %[[B]]
func.func @infer_unpack_dest(%t: tensor<2x12x8xf32>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %u = linalg.unpack %t inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x12x8xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @unpack_into_cast(
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<16x12xf32>
// CHECK:         %[[U:.*]] = linalg.unpack %{{.*}} into %[[E]] : tensor<2x12x8xf32> -> tensor<16x12xf32>
// CHECK:         tensor.cast %[[U]] : tensor<16x12xf32> to tensor<?x?xf32>
func.func @unpack_into_cast(%t: tensor<2x12x8xf32>) -> tensor<?x?xf32> {
  %e = tensor.empty() : tensor<16x12xf32>
  %c = tensor.cast %e : tensor<16x12xf32> to tensor<?x?xf32>
  %u = linalg.unpack %t inner_dims_pos = [0] inner_tiles = [8] into %c : tensor<2x12x8xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}
