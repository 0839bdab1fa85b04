// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s

// An invalid !gpu.mma_matrix is reported at its mnemonic, where upstream's
// dialect type parser starts reading (not at its parameters).

// CHECK: [[# @LINE + 1]]:44: error: MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64
func.func private @bf16_elements() -> !gpu.mma_matrix<8x8xbf16, "COp">

// -----

// CHECK: [[# @LINE + 1]]:41: error: MMAMatrixType must have exactly two dimensions
func.func private @three_dims() -> !gpu.mma_matrix<2x8x8xf16, "AOp">

// -----

// CHECK: [[# @LINE + 1]]:42: error: operand expected to be one of AOp, BOp or COp
func.func private @bad_operand() -> !gpu.mma_matrix<8x8xf16, "DOp">
