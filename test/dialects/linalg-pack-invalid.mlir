// linalg.pack / linalg.unpack verifier errors, in upstream's words (commonVerifierPackAndUnPackOp, PackOp::verify).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @zero_tile(%src: tensor<256x128xf32>, %dest: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %src inner_dims_pos = [1, 0] inner_tiles = [0, 2] into %dest : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @zero_constant_tile(%src: tensor<7x16xi32>, %dest: tensor<?x16x?x1xi32>) -> tensor<?x16x?x1xi32> {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [%c0, 1] into %dest : tensor<7x16xi32> -> tensor<?x16x?x1xi32>
  return %0 : tensor<?x16x?x1xi32>
}

// -----

func.func @repeated_inner_dims_pos(%src: tensor<256x128xf32>, %dest: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %src inner_dims_pos = [0, 0] inner_tiles = [32, 16] into %dest : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @inner_dims_pos_out_of_range(%src: tensor<256x128xf32>, %dest: tensor<8x8x32x16xf32>) -> tensor<256x128xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %dest inner_dims_pos = [2, 0] inner_tiles = [32, 16] into %src : tensor<8x8x32x16xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @outer_dims_perm_out_of_range(%src: tensor<256x128xf32>, %dest: tensor<8x8x32x16xf32>) -> tensor<256x128xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.unpack %dest outer_dims_perm = [2, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %src : tensor<8x8x32x16xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @outer_dims_perm_too_short(%src: tensor<128x256xf32>, %dest: tensor<16x4x32x16xf32>) -> tensor<16x4x32x16xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %src outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %dest : tensor<128x256xf32> -> tensor<16x4x32x16xf32>
  return %0 : tensor<16x4x32x16xf32>
}

// -----

func.func @more_tiles_than_rank(%src: tensor<8xf32>, %dest: tensor<4x2x2xf32>) -> tensor<4x2x2xf32> {
  // expected-error@+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2, 2] into %dest : tensor<8xf32> -> tensor<4x2x2xf32>
  return %0 : tensor<4x2x2xf32>
}

// -----

func.func @tiles_and_dims_differ(%src: tensor<8x8xf32>, %dest: tensor<4x8x2xf32>) -> tensor<4x8x2xf32> {
  // expected-error@+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [2] into %dest : tensor<8x8xf32> -> tensor<4x8x2xf32>
  return %0 : tensor<4x8x2xf32>
}

// -----

func.func @packed_rank(%src: tensor<8x8xf32>, %dest: tensor<4x8x2x1xf32>) -> tensor<4x8x2x1xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 4 != 3}}
  %0 = linalg.pack %src inner_dims_pos = [0] inner_tiles = [2] into %dest : tensor<8x8xf32> -> tensor<4x8x2x1xf32>
  return %0 : tensor<4x8x2x1xf32>
}

// -----

func.func @unpack_packed_rank(%src: tensor<4x8x2xf32>, %dest: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 2}}
  %0 = linalg.unpack %src inner_dims_pos = [0] inner_tiles = [2] into %dest : tensor<4x8x2xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @tile_mismatch(%src: tensor<?x?xf32>, %dest: tensor<?x?x8x8xf32>) -> tensor<?x?x8x8xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dest : tensor<?x?xf32> -> tensor<?x?x8x8xf32>
  return %0 : tensor<?x?x8x8xf32>
}

// -----

func.func @dynamic_tile_static_dim(%src: tensor<?x?x8x8xf32>, %t: index, %dest: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %dest : tensor<?x?x8x8xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// LLVM 22 has no artificial padding: the outer sizes are the source's divided by the tiles, rounded up.
func.func @artificial_padding(%src: tensor<9xf32>, %pad: f32, %dest: tensor<100x8xf32>) -> tensor<100x8xf32> {
  // expected-error@+1 {{expected 'tensor<2x8xf32>' for the packed domain value, got 'tensor<100x8xf32>'}}
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0] inner_tiles = [8] into %dest : tensor<9xf32> -> tensor<100x8xf32>
  return %0 : tensor<100x8xf32>
}

// -----

func.func @unpack_outer_sizes(%src: tensor<8x8x32x16xf32>, %dest: tensor<256x256xf32>) -> tensor<256x256xf32> {
  // expected-error@+1 {{expected 'tensor<8x16x32x16xf32>' for the packed domain value, got 'tensor<8x8x32x16xf32>'}}
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %dest : tensor<8x8x32x16xf32> -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

// -----

func.func @padding_type(%src: tensor<13x15xf32>, %pad: i32, %dest: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  // expected-error@+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'i32'}}
  %0 = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %dest : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

func.func @partial_tile_without_padding(%src: tensor<13x15xf32>, %dest: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %dest : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

func.func @result_type(%src: tensor<16xf32>, %dest: tensor<2x8xf32>) {
  // expected-error@+1 {{'linalg.pack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.pack"(%src, %dest) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8>}> : (tensor<16xf32>, tensor<2x8xf32>) -> tensor<?x8xf32>
  return
}

// -----

func.func @dynamic_tile_count(%src: tensor<16xf32>, %dest: tensor<?x?xf32>) {
  // expected-error@+1 {{'linalg.pack' op expected 1 dynamic inner tiles, got 0}}
  %0 = "linalg.pack"(%src, %dest) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: -9223372036854775808>}> : (tensor<16xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @tensor_pack(%src: tensor<16xf32>, %dest: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{custom op 'tensor.pack' is unknown: 'tensor.pack' was removed in LLVM 21, use 'linalg.pack'}}
  %0 = tensor.pack %src inner_dims_pos = [0] inner_tiles = [8] into %dest : tensor<16xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @tensor_unpack(%src: tensor<2x8xf32>, %dest: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error@+1 {{custom op 'tensor.unpack' is unknown: 'tensor.unpack' was removed in LLVM 21, use 'linalg.unpack'}}
  %0 = tensor.unpack %src inner_dims_pos = [0] inner_tiles = [8] into %dest : tensor<2x8xf32> -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @memref_operands(%src: memref<128x256xf32>, %dest: memref<16x8x8x32xf32>) {
  // LLVM 22's relayout ops take tensors only.
  // expected-error@+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<128x256xf32>'}}
  linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : memref<128x256xf32> -> memref<16x8x8x32xf32>
  return
}
