// A sparse arith.constant lowers as the dense constant it stands for (its listed elements, zero
// elsewhere): one-shot-bufferize makes a dense memref.global of it, convert-arith-to-llvm a dense
// llvm.mlir.constant (upstream keeps the sparse attribute there and its LLVM IR translation reads it
// element by element).
// RUN: ai-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUFFER
// RUN: ai-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" --convert-arith-to-llvm | FileCheck %s --check-prefix=LLVM

// BUFFER: memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<{{\[}}[0.000000e+00, 1.500000e+00], [-2.000000e+00, 0.000000e+00]]> {alignment = 64 : i64}
// BUFFER-LABEL: func.func @tensor_constant
// BUFFER: memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
func.func @tensor_constant() -> tensor<2x2xf32> {
  %0 = arith.constant sparse<[[0, 1], [1, 0]], [1.5, -2.0]> : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// LLVM-LABEL: func.func @vector_constant
// LLVM: llvm.mlir.constant(dense<[0, 5, 0, 5]> : vector<4xi32>) : vector<4xi32>
func.func @vector_constant() -> vector<4xi32> {
  %0 = arith.constant sparse<[[1], [3]], 5> : vector<4xi32>
  return %0 : vector<4xi32>
}
