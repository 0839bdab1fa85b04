// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifiers of vector.scalable.insert and vector.scalable.extract (aiopt.dialects.vector_scalable), in
// upstream's words (each message checked against mlir-opt 22 with --verify-diagnostics).

func.func @insert_position(%v: vector<4xf32>, %w: vector<[16]xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %v, %w[2] : vector<4xf32> into vector<[16]xf32>
  return
}

// -----

func.func @extract_position(%w: vector<[16]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %w[3] : vector<4xf32> from vector<[16]xf32>
  return
}

// -----

func.func @insert_fixed_dest(%v: vector<4xf32>, %w: vector<16xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<16xf32>'}}
  %0 = vector.scalable.insert %v, %w[0] : vector<4xf32> into vector<16xf32>
  return
}

// -----

func.func @insert_element(%v: vector<4xi32>, %w: vector<[16]xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = vector.scalable.insert %v, %w[0] : vector<4xi32> into vector<[16]xf32>
  return
}

// -----

func.func @extract_rank(%w: vector<[16]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op result #0 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  %0 = vector.scalable.extract %w[8] : vector<2x4xf32> from vector<[16]xf32>
  return
}
