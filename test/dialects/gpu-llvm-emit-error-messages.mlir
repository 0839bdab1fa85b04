// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s

// gpu.all_reduce, gpu.subgroup_reduce, llvm.zext/sext, llvm.switch and
// llvm.mlir.global report these checks with upstream's emitError: no op name
// in front of the message.

// CHECK: [[# @LINE + 2]]:8: error: `minsi` reduction operation is not compatible with type 'f32'
func.func @a(%x: f32) {
  %0 = gpu.all_reduce minsi %x {} : (f32) -> f32
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: `maxnumf` reduction operation is not compatible with type 'i32'
func.func @b(%x: i32) {
  %0 = gpu.subgroup_reduce maxnumf %x : (i32) -> i32
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected either an op attribute or a non-empty body
func.func @c(%x: f32) {
  %0 = gpu.all_reduce %x {} : (f32) -> f32
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: expected two region arguments
func.func @d(%x: f32) {
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: incorrect region argument type
func.func @e(%x: f32) {
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: i32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: integer width of the output type is smaller or equal to the integer width of the input type
llvm.func @a(%x: i32) {
  %0 = llvm.zext %x : i32 to i16
  llvm.return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: input and output vectors are of incompatible shape
llvm.func @b(%x: vector<2xi8>) {
  %0 = llvm.sext %x : vector<2xi8> to vector<3xi16>
  llvm.return
}

// -----

// CHECK: [[# @LINE + 2]]:8: error: input type is an integer but output type is a vector
llvm.func @c(%x: i8) {
  %0 = llvm.zext %x : i8 to vector<2xi16>
  llvm.return
}

// -----

// CHECK: [[# @LINE + 1]]:1: error: alignment attribute is not a power of 2
llvm.mlir.global internal @g(0 : i32) {alignment = 6 : i64} : i32

// -----

// CHECK: [[# @LINE + 2]]:3: error: expects number of branch weights to match number of successors: 3 vs 2
llvm.func @d(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
}
