// RUN: ai-opt %s --split-input-file --verify-diagnostics

// `alignment` must be a positive power of two (upstream's constraint and message).
func.func @load_alignment_not_a_power_of_two(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %v = vector.load %m[%i] {alignment = 12 : i64} : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @store_alignment_zero(%m: memref<8xf32>, %v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  vector.store %v, %m[%i] {alignment = 0 : i64} : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @load_alignment_negative(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op attribute 'alignment' failed to satisfy constraint}}
  %v = vector.load %m[%i] {alignment = -16 : i64} : memref<8xf32>, vector<4xf32>
  return
}

// -----

// xDSL's own checks of the op stay (the subclass adds the property to them).
func.func @element_type_mismatch(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op MemRef element type should match the Vector element type.}}
  %v = vector.load %m[%i] {alignment = 16 : i64} : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @index_count(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op Expected an index for each dimension.}}
  vector.store %v, %m[%i] : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

// A vector of more than one element goes along a most minor dim of stride 1, known statically (upstream's
// verifyLoadStoreMemRefLayout): compiled code read 8 consecutive elements of a memref of stride 0 over a
// 1-element buffer, past its end.
func.func @load_dynamic_stride(%m: memref<?xf32, strided<[?]>>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %v = vector.load %m[%i] : memref<?xf32, strided<[?]>>, vector<8xf32>
  return
}

// -----

func.func @store_stride_2(%m: memref<4x8xf32, strided<[16, 2]>>, %v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i, %i] : memref<4x8xf32, strided<[16, 2]>>, vector<4xf32>
  return
}

// -----

func.func @store_non_strided_map(%m: memref<200x100xf32, affine_map<(d0, d1) -> (200 * d0 + 2 * d1)>>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i, %i] : memref<200x100xf32, affine_map<(d0, d1) -> (200 * d0 + 2 * d1)>>, vector<8xf32>
  return
}
