// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @extf_narrows(%x: f64) {
  // expected-error@+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %x : f64 to f32
  return
}

// -----

func.func @truncf_same_width(%x: vector<4xf16>) {
  // expected-error@+1 {{operand type 'vector<4xf16>' and result type 'vector<4xf16>' are cast incompatible}}
  %0 = arith.truncf %x : vector<4xf16> to vector<4xf16>
  return
}

// -----

func.func @extf_vector_shape(%x: vector<4xf16>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %x : vector<4xf16> to vector<8xf32>
  return
}

// -----

func.func @truncf_tensor_dims(%x: tensor<4xf64>) {
  // expected-error@+1 {{'arith.truncf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.truncf %x : tensor<4xf64> to tensor<?xf32>
  return
}

// -----

func.func @extsi_narrows(%x: i32) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %x : i32 to i16
  return
}

// -----

func.func @trunci_widens(%x: i8) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i8' and result type 'i16' are cast incompatible}}
  %0 = arith.trunci %x : i8 to i16
  return
}

// -----

func.func @bitcast_widths(%x: f32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %x : f32 to i64
  return
}

// -----

func.func @valid_casts(%h: f16, %v: vector<2xf32>, %i: i8, %f: f32) -> (f32, vector<2xf16>, i32, i32, bf16) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.truncf %v : vector<2xf32> to vector<2xf16>
  %2 = arith.extui %i : i8 to i32
  %3 = arith.bitcast %f : f32 to i32
  %4 = arith.truncf %f : f32 to bf16
  return %0, %1, %2, %3, %4 : f32, vector<2xf16>, i32, i32, bf16
}

// -----

// The integer casts and conversions take vectors and tensors, as upstream's
// (xDSL's take scalars only), with upstream's constraints and checks.
func.func @container_casts(%v: vector<4xi8>, %t: tensor<4xf32>, %i: tensor<?xindex>, %m: memref<4xi32>) {
  %0 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %1 = arith.trunci %0 : vector<4xi32> to vector<4xi16>
  %2 = arith.sitofp %v : vector<4xi8> to vector<4xf32>
  %3 = arith.fptoui %t : tensor<4xf32> to tensor<4xi64>
  %4 = arith.index_cast %i : tensor<?xindex> to tensor<?xi32>
  %5 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  return
}

// -----

func.func @extsi_of_index(%x: index) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %x : index to i64
  return
}

// -----

func.func @uitofp_to_integer(%x: i32) {
  // expected-error@+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.uitofp %x : i32 to i64
  return
}

// -----

func.func @index_cast_of_float(%x: f32) {
  // expected-error@+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %x : f32 to index
  return
}

// -----

func.func @index_cast_tensor_dims(%x: tensor<index>) {
  // expected-error@+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %x : tensor<index> to tensor<2xi64>
  return
}

// -----

func.func @index_cast_two_integers(%x: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %x : i32 to i64
  return
}

// -----

func.func @fptosi_vector_shape(%x: vector<4xf32>) {
  // expected-error@+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %x : vector<4xf32> to vector<[4]xi32>
  return
}

// -----

func.func @index_castui_of_integers(%x: i32) {
  // expected-error@+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_castui %x : i32 to i64
  return
}

// -----

func.func @index_castui_of_floats(%x: f32) {
  // expected-error@+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %x : f32 to index
  return
}

// -----

func.func @truncf_unknown_rounding_mode(%x: f64) {
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2, 3, 4}}
  %0 = "arith.truncf"(%x) <{roundingmode = 7 : i32}> : (f64) -> f32
  return
}

// -----

func.func @truncf_widens_with_rounding_mode(%x: f32) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %x downward : f32 to f64
  return
}
