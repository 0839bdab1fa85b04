// memref.global takes a dense_resource initial value as upstream does (any elements attribute, printed
// without its type, the buffer's), round-trips it with its blob, lowers it to an llvm.mlir.global of
// the same resource (a rank-0 one to the scalar its blob holds), and the reference interpreter reads it.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: ai-runner %s --interpret --print | FileCheck %s --check-prefix=INTERP

// CHECK: memref.global "private" constant @w : memref<2x2xf32> = dense_resource<blob_f32> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @s : memref<i8> = dense_resource<blob_i8>
// CHECK-LABEL: func.func @main
// CHECK:       blob_f32: "0x040000000000803F000000400000404000008040",
// CHECK-NEXT:  blob_i8: "0x01000000FE"
// GENERIC: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense_resource<blob_f32> : tensor<2x2xf32>, sym_name = "w", sym_visibility = "private", type = memref<2x2xf32>}> : () -> ()
// GENERIC: blob_f32: "0x040000000000803F000000400000404000008040",
// LLVM: llvm.mlir.global private constant @w(dense_resource<blob_f32> : tensor<2x2xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<2 x f32>>
// LLVM: llvm.mlir.global private constant @s(-2 : i8) {addr_space = 0 : i32} : i8
// INTERP: out0 = {{\[}}[1., 2.],
// INTERP-NEXT: [3., 4.]] : float32[2, 2]
// INTERP-NEXT: out1 = -2 : int8
memref.global "private" constant @w : memref<2x2xf32> = dense_resource<blob_f32> {alignment = 64 : i64}
memref.global "private" constant @s : memref<i8> = dense_resource<blob_i8>

func.func @main() -> (memref<2x2xf32>, memref<i8>) {
  %0 = memref.get_global @w : memref<2x2xf32>
  %1 = memref.get_global @s : memref<i8>
  return %0, %1 : memref<2x2xf32>, memref<i8>
}

{-#
  dialect_resources: {
    builtin: {
      blob_f32: "0x040000000000803F000000400000404000008040",
      blob_i8: "0x01000000fe"
    }
  }
#-}
