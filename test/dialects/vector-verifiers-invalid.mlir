// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifiers of the vector ops that xDSL's lack or word otherwise
// (aiopt.dialects.vector): positions, broadcastable shapes, masks, shuffle
// indices, transfer indices, bitcast widths.

func.func @bitcast_minor_width(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<3xi32>
  func.return
}

// -----

func.func @bitcast_leading_dims(%v: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<4x2xf32> to vector<2x4xf32>
  func.return
}

// -----

func.func @broadcast_dimension(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 5)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<3x5xf32>
  func.return
}

// -----

func.func @broadcast_rank(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x4xf32> to vector<4xf32>
  func.return
}

// -----

// A unit dim broadcasts; a size-4 dim does not go to 3.
func.func @broadcast_unit_dim(%v: vector<1x4xf32>, %w: vector<4x1xf32>) {
  %0 = vector.broadcast %v : vector<1x4xf32> to vector<3x4xf32>
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %1 = vector.broadcast %w : vector<4x1xf32> to vector<3x4xf32>
  func.return
}

// -----

func.func @create_mask_operands(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x4xi1>
  func.return
}

// -----

func.func @extract_position(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[1, 8] : f32 from vector<4x8xf32>
  func.return
}

// -----

func.func @fma_types(%v: vector<4xf32>, %w: vector<4xf64>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%v, %v, %w) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  func.return
}

// -----

func.func @insert_position(%v: vector<4xf32>, %w: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %v, %w[7] : vector<4xf32> into vector<4x4xf32>
  func.return
}

// -----

func.func @maskedload_mask_shape(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<16xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  func.return
}

// -----

func.func @maskedstore_mask_shape(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %v : memref<16xf32>, vector<8xi1>, vector<4xf32>
  func.return
}

// -----

func.func @reduction_result_type(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  func.return
}

// -----

func.func @shuffle_mask_index(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %v, %v [0, 9] : vector<4xf32>, vector<4xf32>
  func.return
}

// -----

func.func @shuffle_mask_length(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%v, %v) <{mask = array<i64: 0, 1, 2>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
  func.return
}

// -----

func.func @transfer_write_indices(%v: vector<4xf32>, %m: memref<16x16xf32>, %i: index) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16x16xf32>
  func.return
}

// -----

// The valid forms of the ops above.
func.func @valid(%v: vector<4xf32>, %w: vector<4x4xf32>, %m: memref<16x16xf32>, %i: index, %mask: vector<4xi1>, %s: f32) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %b1 = vector.broadcast %s : f32 to vector<3x4xf32>
  %2 = vector.create_mask %i : vector<4xi1>
  %3 = vector.extract %w[3] : vector<4xf32> from vector<4x4xf32>
  %d = vector.extract %w[%i] : vector<4xf32> from vector<4x4xf32>
  %4 = vector.insert %v, %w[3] : vector<4xf32> into vector<4x4xf32>
  %5 = vector.maskedload %m[%i, %i], %mask, %v : memref<16x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<16x16xf32>, vector<4xi1>, vector<4xf32>
  %6 = vector.reduction <add>, %v : vector<4xf32> into f32
  %7 = vector.shuffle %v, %v [0, 7] : vector<4xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<16x16xf32>
  func.return
}

// -----

func.func @print_needs_vector(%t: tensor<8xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'tensor<8xf32>'}}
  "vector.print"(%t) : (tensor<8xf32>) -> ()
  return
}

// -----

func.func @reduction_kind_of_floats(%v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'maxsi'}}
  %r = vector.reduction <maxsi>, %v : vector<4xf32> into f32
  return %r : f32
}

// -----

func.func @reduction_kind_of_integers(%v: vector<4xi32>) -> i32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maximumf'}}
  %r = vector.reduction <maximumf>, %v : vector<4xi32> into i32
  return %r : i32
}

// -----

func.func @reduction_rank(%v: vector<2x4xf32>) -> f32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %r = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return %r : f32
}
