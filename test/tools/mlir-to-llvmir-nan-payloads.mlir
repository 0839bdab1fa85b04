// The LLVM IR of float constants that are NaNs with a payload has their bits, as mlir-translate 22 writes
// them: f16 and bf16 as `0xH`/`0xR` bits, f32 as the double LLVM widens it to (0x7F800001 is
// 0x7FF0000020000000, still signalling); before, f16 NaNs became 0xH7E00 and signalling ones were quieted.
// RUN: ai-opt %s --convert-to-llvm | ai-translate --mlir-to-llvmir | FileCheck %s

// CHECK-LABEL: define {{.*}} @scalars
// CHECK: half 0xH7E01
// CHECK: half 0xH7D01
// CHECK: half 0xHFC01
// CHECK: bfloat 0xR7F81
// CHECK: bfloat 0xRFFBF
// CHECK: float 0x7FF0000020000000
// CHECK: float 0xFFF7FFFFE0000000
// CHECK: double 0x7FF0000000000001
func.func @scalars() -> (f16, f16, f16, bf16, bf16, f32, f32, f64) {
  %0 = arith.constant 0x7E01 : f16
  %1 = arith.constant 0x7D01 : f16
  %2 = arith.constant 0xFC01 : f16
  %3 = arith.constant 0x7F81 : bf16
  %4 = arith.constant 0xFFBF : bf16
  %5 = arith.constant 0x7F800001 : f32
  %6 = arith.constant 0xFFBFFFFF : f32
  %7 = arith.constant 0x7FF0000000000001 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, bf16, bf16, f32, f32, f64
}

// CHECK-LABEL: define {{.*}} @vectors
// CHECK: <4 x half> <half 0xH7D01, half 0xHFE01, half 0xH3C00, half 0xH7C01>
// CHECK: <2 x bfloat> <bfloat 0xR7F82, bfloat 0xRFFC1>
// CHECK: <2 x float> <float 0x7FF0000020000000, float 0xFFF8000060000000>
func.func @vectors() -> (vector<4xf16>, vector<2xbf16>, vector<2xf32>) {
  %0 = arith.constant dense<[0x7D01, 0xFE01, 1.0, 0x7C01]> : vector<4xf16>
  %1 = arith.constant dense<[0x7F82, 0xFFC1]> : vector<2xbf16>
  %2 = arith.constant dense<[0x7F800001, 0xFFC00003]> : vector<2xf32>
  return %0, %1, %2 : vector<4xf16>, vector<2xbf16>, vector<2xf32>
}
