// RUN: ai-opt %s --split-input-file --verify-diagnostics
// A declarative format's `type($x)` of another kind than its constraint's type class fails as it is parsed,
// at the op, as upstream's ODS parser fails (`parseCustomTypeWithFallback`), before the verifier runs.

func.func @splat_into_memref(%v: f32) {
  // expected-error@+1 {{custom op 'tensor.splat' invalid kind of type specified}}
  tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @from_elements_unranked() {
  // expected-error@+2 {{custom op 'tensor.from_elements' invalid kind of type specified}}
  %c0 = arith.constant 0 : i32
  %0 = tensor.from_elements %c0 : tensor<*xi32>
  return
}

// -----

func.func @load_from_tensor(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified}}
  %0 = memref.load %t[%i] : tensor<4xf32>
  return
}
