// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifier of vector.type_cast (aiopt.dialects.vector), in upstream's words (each message checked
// against mlir-opt 22 with --verify-diagnostics).

func.func @dynamic(%m: memref<?x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x8xf32>'}}
  %0 = vector.type_cast %m : memref<?x8xf32> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @layout(%m: memref<4x8xf32, strided<[16, 1]>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x8xf32, strided<[16, 1]>> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @shape(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<32xf32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<32xf32>>
  return
}

// -----

func.func @element(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x8xi32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xi32>>
  return
}

// -----

func.func @memory_space(%m: memref<4x8xf32, 3>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x8xf32, 3> to memref<vector<4x8xf32>>
  return
}
