// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifier of vector.gather (aiopt.dialects.vector.GatherOp), in its words.

func.func @offsets_per_dim(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %r = vector.gather %m[%c0, %c0] [%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @index_shape(%m: memref<16xf32>, %idx: vector<3xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %r = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xf32>, vector<3xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @mask_shape(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<3xi1>, %pass: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op expected result dim to match mask dim}}
  %r = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @pass_thru_type(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf64>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %r = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}

// -----

func.func @element_type(%m: memref<16xf64>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op base and result element type should match}}
  %r = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xf64>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @float_indices(%m: memref<16xf32>, %idx: vector<4xf32>, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  %r = vector.gather %m[%c0] [%idx], %mask, %pass : memref<16xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @alignment(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %r = vector.gather %m[%c0] [%idx], %mask, %pass {alignment = 3 : i64} : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @scatter_offsets(%m: memref<4x16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op requires 2 indices}}
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<4x16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @scatter_index_shape(%m: memref<16xf32>, %idx: vector<3xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<16xf32>, vector<3xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @scatter_mask_shape(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<3xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<3xi1>, vector<4xf32>
  return
}

// -----

func.func @scatter_element_type(%m: memref<16xf64>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<16xf64>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
