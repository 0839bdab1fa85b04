// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifiers of vector.expandload and vector.compressstore (aiopt.dialects.vector), in upstream's
// words (each message checked against mlir-opt 22 with --verify-diagnostics).

func.func @compressstore_element(%m: memref<16xf16>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mk, %v : memref<16xf16>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @compressstore_indices(%m: memref<16xf32>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op requires 1 indices}}
  vector.compressstore %m[%i, %i], %mk, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @compressstore_mask(%m: memref<16xf32>, %i: index, %mk: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mk, %v : memref<16xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @expandload_element(%m: memref<16xf16>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %mk, %v : memref<16xf16>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @expandload_indices(%m: memref<16xf32>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op requires 1 indices}}
  %0 = vector.expandload %m[%i, %i], %mk, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @expandload_mask(%m: memref<16xf32>, %i: index, %mk: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mk, %v : memref<16xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @expandload_pass_thru(%m: memref<16xf32>, %i: index, %mk: vector<4xi1>, %w: vector<4xf64>) {
  // expected-error@+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = "vector.expandload"(%m, %i, %mk, %w) : (memref<16xf32>, index, vector<4xi1>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @expandload_alignment(%m: memref<16xf32>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = vector.expandload %m[%i], %mk, %v {alignment = 3} : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
