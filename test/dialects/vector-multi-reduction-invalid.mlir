// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifier of vector.multi_reduction (aiopt.dialects.vector_multi_reduction), in upstream's words
// (each message checked against mlir-opt 22 with --verify-diagnostics).

func.func @kept_dim_mismatch(%v: vector<2x4xf32>, %acc: vector<4xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @dim_out_of_range(%v: vector<2x4xf32>, %acc: vector<2xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [2] : vector<2x4xf32> to vector<2xf32>
  return
}

// -----

func.func @element_type(%v: vector<2x4xf32>, %acc: vector<2xf16>) {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf16>
  return
}

// -----

func.func @scalar_not_all_reduced(%v: vector<2x4xf32>, %acc: f32) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'f32' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to f32
  return
}

// -----

func.func @acc_type(%v: vector<2x4xf32>, %acc: vector<2xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%v, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x4xf32>, vector<2xf32>) -> vector<3xf32>
  return
}
