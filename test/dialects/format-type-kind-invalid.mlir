// RUN: ai-opt %s --split-input-file --verify-diagnostics
// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s
// A declarative format's `type($x)` of another kind than its constraint's type class fails as it is parsed,
// at the type, as upstream's ODS parser fails (`parseCustomTypeWithFallback`), before the verifier runs;
// a class with a name (RankedTensorType is `builtin.tensor`) is named in the message, a ranked-or-unranked
// one (TensorType, BaseMemRefType) is not.

func.func @splat_into_memref(%v: f32) {
  // CHECK: [[# @LINE + 2]]:21: error: custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'
  // expected-error@+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @from_elements_unranked() {
  // CHECK: [[# @LINE + 3]]:35: error: custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi32>'
  // expected-error@+2 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi32>'}}
  %c0 = arith.constant 0 : i32
  %0 = tensor.from_elements %c0 : tensor<*xi32>
  return
}

// -----

func.func @load_from_tensor(%t: tensor<4xf32>, %i: index) {
  // CHECK: [[# @LINE + 2]]:29: error: custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @broadcast_to_tensor(%f: f16) {
  // CHECK: [[# @LINE + 2]]:37: error: custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<2xf16>'
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<2xf16>'}}
  %0 = vector.broadcast %f : f16 to tensor<2xf16>
  return
}

// -----

func.func @dim_of_memref(%m: memref<4xf32>, %i: index) {
  // CHECK: [[# @LINE + 2]]:28: error: custom op 'tensor.dim' invalid kind of type specified{{$}}
  // expected-error@+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %m, %i : memref<4xf32>
  return
}
