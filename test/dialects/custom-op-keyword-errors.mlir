// RUN: not ai-opt %s --split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// A keyword that an op's custom parser asks for is reported as upstream's
// OpAsmParser does, with the op's name; a keyword missing in a type or an
// attribute that the op reads is the parser's own error, without it.

// CHECK: [[# @LINE + 2]]:38: error: custom op 'memref.cast' expected 'to'
func.func @cast(%m: memref<8xi8>) -> memref<?xi8> {
  %0 = memref.cast %m : memref<8xi8> memref<?xi8>
  return %0 : memref<?xi8>
}

// -----

// CHECK: [[# @LINE + 2]]:20: error: custom op 'scf.for' expected 'to'
func.func @for(%lb: index, %ub: index) {
  scf.for %i = %lb %ub step %ub {
  }
  return
}

// -----

// The declarative formats too (`$buffer attr-dict `:` type($buffer) `to` type($result)`).
// CHECK: [[# @LINE + 3]]:3: error: custom op 'bufferization.to_tensor' expected 'to'
func.func @to_tensor(%m: memref<3xf16>) -> tensor<3xf16> {
  %t = bufferization.to_tensor %m : memref<3xf16>
  return %t : tensor<3xf16>
}

// -----

// An op nested in the region of an op of the generic form.
// CHECK: [[# @LINE + 3]]:53: error: custom op 'vector.reduction' expected 'into'
func.func @nested(%v: vector<2xi32>) {
  "some.region_op"() ({
    %0 = vector.reduction <add>, %v : vector<2xi32> as i32
  }) : () -> ()
  return
}

// -----

// CHECK: [[# @LINE + 2]]:{{[0-9]+}}: error: expected 'offset' after comma
func.func @in_type(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[1], off: 0>>
  return
}
