// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s

// tensor.generate and tensor.pad check their bodies with upstream's emitError
// (no op name in front); memref.atomic_rmw names the kind first, as LLVM 22;
// a custom parser's missing symbol name carries the op's name.

// CHECK: [[# @LINE + 2]]:8: error: all body arguments must be index
func.func @generate_arg_type(%n: index) -> tensor<?xi8> {
  %0 = tensor.generate %n {
  ^bb0(%i: i32):
    %c = arith.constant 1 : i8
    tensor.yield %c : i8
  } : tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected the block to have 1 arguments
func.func @pad_block(%t: tensor<3xi8>, %c: i8) -> tensor<5xi8> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i8
  } : tensor<3xi8> to tensor<5xi8>
  return %0 : tensor<5xi8>
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: 'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type
func.func @rmw_kind(%m: memref<4xi16>, %v: i16, %i: index) -> i16 {
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i16, memref<4xi16>) -> i16
  return %0 : i16
}

// -----

// CHECK: [[# @LINE + 1]]:34: error: custom op 'memref.global' expected valid '@'-identifier for symbol name
memref.global "private" constant : memref<2xf32> = dense<0.0>
