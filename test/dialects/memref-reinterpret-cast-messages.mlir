// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s

// memref.reinterpret_cast reports what does not match its result type with
// upstream's emitError (no op name in front); a static size, offset or
// stride of the result type must be static in the op as well.

// CHECK: [[# @LINE + 2]]:8: error: expected result type with size = dynamic instead of 6 in dim = 1
func.func @dynamic_size(%m: memref<64xi8>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, %n], strides: [6, 1] : memref<64xi8> to memref<2x6xi8>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected result type with offset = dynamic instead of 5
func.func @dynamic_offset(%m: memref<64xi8>, %o: index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [8], strides: [1] : memref<64xi8> to memref<8xi8, strided<[1], offset: 5>>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected result type with stride = dynamic instead of 3 in dim = 0
func.func @dynamic_stride(%m: memref<64xi8>, %s: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [%s] : memref<64xi8> to memref<4xi8, strided<[3]>>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected result type with stride = 2 instead of 1 in dim = 0
func.func @static_stride(%m: memref<64xi8>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [2] : memref<64xi8> to memref<4xi8>
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: different element types specified for source type 'memref<64xi8>' and result memref type 'memref<4xi16>'
func.func @element_type(%m: memref<64xi8>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<64xi8> to memref<4xi16>
  return
}

// -----

// memref.view counts its size operands in upstream's words (verifyDynamicDimensionCount).
// CHECK: [[# @LINE + 2]]:8: error: 'memref.view' op incorrect number of dynamic sizes, has 1, expected 2
func.func @view_sizes(%b: memref<256xi8>, %i: index) {
  %0 = memref.view %b[%i][%i] : memref<256xi8> to memref<?x?xi16>
  return
}
