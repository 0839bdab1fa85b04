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
