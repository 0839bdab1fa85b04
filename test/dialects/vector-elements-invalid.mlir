// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifiers of vector.from_elements, to_elements and constant_mask (aiopt.dialects.vector_elements),
// in upstream's words (each message checked against mlir-opt 22 with --verify-diagnostics).

func.func @from_elements_type(%a: f32, %b: i32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a, %b) : (f32, i32) -> vector<2xf32>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @from_elements_scalable(%a: f32) {
  // expected-error@+1 {{'vector.from_elements' op result #0 must be fixed-length vector of any type values, but got 'vector<[1]xf32>'}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<[1]xf32>
  return
}

// -----

func.func @to_elements_type(%v: vector<2xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:2 = "vector.to_elements"(%v) : (vector<2xf32>) -> (f32, i32)
  return
}

// -----

func.func @to_elements_count(%v: vector<2xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%v) : (vector<2xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @constant_mask_out_of_bounds() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [2, 5] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_negative() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1, 2] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_zero_dim() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [1, 0] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_element() {
  // expected-error@+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = vector.constant_mask [2] : vector<4xi8>
  return
}

// -----

func.func @constant_mask_scalable() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @constant_mask_0d() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [] : vector<i1>
  return
}

// -----

func.func @constant_mask_0d_size() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}
