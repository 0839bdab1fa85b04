// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @subview_sizes(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: 2>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1], offset: 2>>
  return
}

// -----

func.func @subview_offset(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: 2>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 3>>
  return
}

// -----

func.func @subview_strides(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[32, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0][4, 4][2, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<8xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0][4][1] : memref<8xf32> to memref<4xi32, strided<[1]>>
  return
}

// -----

func.func @subview_offsets(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{expected 2 offset values}}
  %0 = memref.subview %m[%i][4][1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_rank_reduced(%m: memref<8x16xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%i, 0][1, 4][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

func.func @reinterpret_cast_offset(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 3 instead of 1}}
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @reinterpret_cast_identity_stride(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with stride = 4 instead of 2 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [4, 1] : memref<?xf32> to memref<2x2xf32>
  return
}

// -----

func.func @reinterpret_cast_not_strided(%m: memref<?xf32>) {
  // Upstream 19 and 22 word it differently (a layout check, a type constraint).
  // expected-error@+1 {{strided}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32> to memref<2x2xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>
  return
}

// -----

func.func @collapse_group_size(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (7) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<7x4xf32>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<2x3xf32, strided<[8, 2]>>) {
  // expected-error@+1 {{invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[8, 2]>> into memref<6xf32, strided<[2]>>
  return
}

// -----

func.func @expand_dynamic_group(%m: memref<?xf32>, %n: index) {
  // expected-error@+1 {{collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<?xf32> into memref<2x3xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<6xf32>) {
  // expected-error@+1 {{invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<6xf32> into memref<2x3xf32>
  return
}

// -----

memref.global "private" @g : memref<3xi32> = uninitialized

func.func @get_global_type() {
  // expected-error@+1 {{result type 'memref<3xf32>' does not match type 'memref<3xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @cast_strides(%m: memref<4x4xf32, strided<[4, 1]>>) {
  // expected-error@+1 {{operand type 'memref<4x4xf32, strided<[4, 1]>>' and result type 'memref<4x4xf32, strided<[8, 1]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @copy_element_type(%a: memref<2xf32>, %b: memref<2xf16>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<2xf16>
  return
}

// -----

// A zero offset times a dynamic stride is zero: the view's offset is static.
func.func @subview_zero_offset(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.subview %m[0, 0] [%a, %b] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %0 : memref<?x?xf32, strided<[?, 1]>>
}
