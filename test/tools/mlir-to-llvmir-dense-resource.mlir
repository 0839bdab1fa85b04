// An llvm.mlir.global initialized by a dense_resource attribute is the blob's elements, as upstream's
// convertDenseResourceElementsAttr reads them (raw little-endian data of the innermost LLVM element type:
// an f8 blob is i8 elements); the same resource may initialize globals of several shapes. Upstream's
// errors, with its words, at the global: an innermost type LLVM builds no raw constant of (i1, structs),
// a blob the file does not give, a blob of another size than the elements'.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-dense-resource-i1.mlir 2>&1 | FileCheck %s --check-prefix=I1
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-dense-resource-elided.mlir 2>&1 | FileCheck %s --check-prefix=ELIDED
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-dense-resource-short.mlir 2>&1 | FileCheck %s --check-prefix=SHORT
// I1: mlir-to-llvmir-dense-resource-i1.mlir:2:1: error: no known conversion for innermost element type
// ELIDED: mlir-to-llvmir-dense-resource-elided.mlir:2:1: error: resource does not exist
// SHORT: mlir-to-llvmir-dense-resource-short.mlir:2:1: error: raw data size does not match element type size

// CHECK: @tensor = internal constant [5 x float] [float 0x3FCA034080000000, float 0xBFD0466300000000, float 0xBFD75DDF80000000, float 0xBFDE074F40000000, float 0x3FDDD3A1C0000000]
llvm.mlir.global internal constant @tensor(dense_resource<test_5xf32> : tensor<5xf32>) : !llvm.array<5 x f32>

// CHECK: @vector = internal constant <5 x float> <float 0x3FCA034080000000, float 0xBFD0466300000000, float 0xBFD75DDF80000000, float 0xBFDE074F40000000, float 0x3FDDD3A1C0000000>
llvm.mlir.global internal constant @vector(dense_resource<test_5xf32> : vector<5xf32>) : vector<5xf32>

// CHECK: @multidim = internal constant [1 x [2 x [2 x float]]] {{\[}}[2 x [2 x float]] {{\[}}[2 x float] [float 0x3FD6B46A80000000, float 0x3FD6781AC0000000], [2 x float] [float 0xBFB45A2AA0000000, float 0x3FD77A5CA0000000]]]
llvm.mlir.global internal constant @multidim(dense_resource<test_2x2xf32> : tensor<1x2x2xf32>) : !llvm.array<1 x !llvm.array<2 x !llvm.array<2 x f32>>>

// CHECK: @bytes = private constant [2 x [2 x i8]] {{\[}}[2 x i8] [i8 1, i8 -1], [2 x i8] [i8 127, i8 -128]]
llvm.mlir.global private constant @bytes(dense_resource<test_i8> : tensor<2x2xi8>) : !llvm.array<2 x !llvm.array<2 x i8>>

// CHECK: @f8_bits = private constant [2 x i8] [i8 56, i8 -72]
llvm.mlir.global private constant @f8_bits(dense_resource<test_f8> : tensor<2xf8E4M3FN>) : !llvm.array<2 x i8>

// CHECK: @halves = private constant [2 x half] [half 0xH3C00, half 0xHC000]
llvm.mlir.global private constant @halves(dense_resource<test_f16> : tensor<2xf16>) : !llvm.array<2 x f16>

// CHECK: @brains = private constant [2 x bfloat] [bfloat 0xR3FC0, bfloat 0xRC010]
llvm.mlir.global private constant @brains(dense_resource<test_bf16> : tensor<2xbf16>) : !llvm.array<2 x bf16>

// CHECK: @longs = private constant [2 x i64] [i64 -2, i64 4294967296]
llvm.mlir.global private constant @longs(dense_resource<test_i64> : tensor<2xi64>) : !llvm.array<2 x i64>

{-#
  dialect_resources: {
    builtin: {
      test_5xf32: "0x08000000041A503E183382BEFCEEBABE7A3AF0BE0E9DEE3E",
      test_2x2xf32: "0x0800000054A3B53ED6C0B33E55D1A2BDE5D2BB3E",
      test_i8: "0x0100000001FF7F80",
      test_f8: "0x0100000038B8",
      test_f16: "0x02000000003C00C0",
      test_bf16: "0x02000000C03F10C0",
      test_i64: "0x08000000FEFFFFFFFFFFFFFF0000000001000000"
    }
  }
#-}
