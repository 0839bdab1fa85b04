// memref.global takes a sparse initial value as upstream does (any elements attribute, its type the
// buffer's, not written), round-trips it, lowers it to the dense llvm.mlir.global it stands for, and
// the reference interpreter reads its listed elements, zero elsewhere.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: ai-runner %s --interpret | FileCheck %s --check-prefix=INTERP

// CHECK: memref.global "private" constant @s : memref<2x3xf32> = sparse<{{\[}}[0, 1], [1, 2]], [1.500000e+00, -2.000000e+00]>
// CHECK: memref.global "private" constant @none : memref<4xi32> = sparse<>
// GENERIC: initial_value = sparse<{{\[}}[0, 1], [1, 2]], [1.500000e+00, -2.000000e+00]> : tensor<2x3xf32>
// LLVM: llvm.mlir.global private constant @s(dense<{{\[}}[0.000000e+00, 1.500000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -2.000000e+00]]> : tensor<2x3xf32>)
// LLVM: llvm.mlir.global private constant @none(dense<0> : tensor<4xi32>)
// INTERP: out0 = {{\[}}[ 0. ,  1.5,  0. ],
// INTERP-NEXT: [ 0. ,  0. , -2. ]] : float32[2, 3]
memref.global "private" constant @s : memref<2x3xf32> = sparse<[[0, 1], [1, 2]], [1.5, -2.0]>
memref.global "private" constant @none : memref<4xi32> = sparse<>

func.func @main() -> memref<2x3xf32> {
  %0 = memref.get_global @s : memref<2x3xf32>
  return %0 : memref<2x3xf32>
}
