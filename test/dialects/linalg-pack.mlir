// linalg.pack / linalg.unpack (LLVM 22's relayout ops, moved from tensor in LLVM 21) print as upstream's
// and parse back, also from the generic form (pack's operandSegmentSizes: source, dest, padding, tiles).
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @pack_nc_to_ncnc(
func.func @pack_nc_to_ncnc(%src: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // CHECK: linalg.pack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %{{.*}} : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  // GENERIC: "linalg.pack"(%{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 32>}>
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// CHECK-LABEL: func.func @pack_ck_to_kcck(
func.func @pack_ck_to_kcck(%src: tensor<128x256xf32>, %dest: tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32> {
  // CHECK: linalg.pack %{{.*}} outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %{{.*}} {tag} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  %0 = linalg.pack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest {tag} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  return %0 : tensor<8x16x8x32xf32>
}

// A partial tile is padded (only with a padding value); a tile may be an index value.
// CHECK-LABEL: func.func @pack_padded_dynamic_tile(
func.func @pack_padded_dynamic_tile(%src: tensor<7x255xf32>, %pad: f32, %t: index, %dest: tensor<?x2x?x4xf32>) -> tensor<?x2x?x4xf32> {
  // CHECK: linalg.pack %{{.*}} padding_value(%{{.*}} : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [%{{.*}}, 4] into %{{.*}} : tensor<7x255xf32> -> tensor<?x2x?x4xf32>
  // GENERIC: "linalg.pack"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 4>}> : (tensor<7x255xf32>, tensor<?x2x?x4xf32>, f32, index) -> tensor<?x2x?x4xf32>
  %0 = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [%t, 4] into %dest : tensor<7x255xf32> -> tensor<?x2x?x4xf32>
  return %0 : tensor<?x2x?x4xf32>
}

// CHECK-LABEL: func.func @unpack(
func.func @unpack(%src: tensor<8x16x8x32xf32>, %dyn: tensor<?x?x8x?xf32>, %t: index, %d0: index, %d1: index) -> (tensor<128x256xf32>, tensor<?x?xf32>) {
  %e = tensor.empty() : tensor<128x256xf32>
  // CHECK: linalg.unpack %{{.*}} outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %{{.*}} : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  // GENERIC: "linalg.unpack"(%{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 32>}>
  %0 = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %e : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  %f = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  // CHECK: linalg.unpack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, %{{.*}}] into %{{.*}} : tensor<?x?x8x?xf32> -> tensor<?x?xf32>
  %1 = linalg.unpack %dyn inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %f : tensor<?x?x8x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<128x256xf32>, tensor<?x?xf32>
}
