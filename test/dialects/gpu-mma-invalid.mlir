// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @matrix_rank(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16x16xf16, "AOp">
  return
}

// -----

func.func @matrix_operand(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "EOp">
  return
}

// -----

func.func @matrix_element(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xbf16, "AOp">
  return
}

// -----

#col_major = affine_map<(i, j) -> (j, i)>
func.func @load_unit_stride(%m: memref<32x32xf16, #col_major, 3>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, #col_major, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_memref_element(%m: memref<32x4xvector<4x8xf32>>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got 'memref<32x4xvector<4x8xf32>>'}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 4 : index} : memref<32x4xvector<4x8xf32>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_lead_dimension(%m: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op requires attribute 'leadDimension'}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

#col_major = affine_map<(i, j) -> (j, i)>
func.func @store_unit_stride(%c: !gpu.mma_matrix<16x16xf16, "COp">, %m: memref<32x32xf16, #col_major, 3>, %i: index) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, #col_major, 3>
  return
}

// -----

func.func @store_operand(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %m: memref<32x32xf16, 3>, %i: index) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16, 3>
  return
}

// -----

func.func @compute_order(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %b, %a, %c : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_shapes(%a: !gpu.mma_matrix<16x32xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x32xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

gpu.module @kernels {
  gpu.func @shared_space() kernel {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<private>>
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @shared_number_space() kernel {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %0 = gpu.dynamic_shared_memory : memref<?xi8, 3>
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @shared_static() kernel {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
    %0 = gpu.dynamic_shared_memory : memref<1xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @shared_element() kernel {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
    %0 = gpu.dynamic_shared_memory : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// An mma matrix has static sizes (a `?` printed as -9223372036854775808, which no parser reads).
// expected-error@+1 {{expected static shape}}
func.func @dynamic_mma_matrix(%a: !gpu.mma_matrix<16x?xf16, "AOp">) {
  return
}
