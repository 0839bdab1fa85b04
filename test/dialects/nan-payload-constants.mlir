// A NaN written as its bits keeps them, payload and signalling bit, as upstream's APFloat keeps them:
// f16, bf16 and f32 print back the bits written (Python's struct made every f16 NaN 0x7E00 and quieted a
// signalling f32 or bf16 one), as scalars, dense lists (long ones too) and complex parts. (The LLVM IR
// of such constants: tools/mlir-to-llvmir-nan-payloads.mlir.)
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @scalars
// CHECK: arith.constant 0x7E01 : f16
// CHECK: arith.constant 0x7D01 : f16
// CHECK: arith.constant 0xFC01 : f16
// CHECK: arith.constant 0x7F81 : bf16
// CHECK: arith.constant 0xFFBF : bf16
// CHECK: arith.constant 0x7F800001 : f32
// CHECK: arith.constant 0xFFBFFFFF : f32
// CHECK: arith.constant 0x7FF0000000000001 : f64
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

// CHECK-LABEL: func.func @dense
// CHECK: arith.constant dense<0x7D01> : tensor<f16>
// CHECK: arith.constant dense<[0x7D01, 0xFE01, 1.000000e+00, 0x7C01]> : vector<4xf16>
// CHECK: arith.constant dense<[0x7F82, 0xFFC1]> : vector<2xbf16>
// CHECK: arith.constant dense<[0x7F800001, 0xFFC00003]> : vector<2xf32>
// CHECK: arith.constant dense<[(0x7D01,1.000000e+00), (2.000000e+00,0xFE01)]> : tensor<2xcomplex<f16>>
// CHECK: arith.constant dense<[0x7F800001, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 1.800000e+01, 0xFFBFFFFF]> : tensor<20xf32>
func.func @dense() -> (tensor<f16>, vector<4xf16>, vector<2xbf16>, vector<2xf32>, tensor<2xcomplex<f16>>, tensor<20xf32>) {
  %0 = arith.constant dense<0x7D01> : tensor<f16>
  %1 = arith.constant dense<[0x7D01, 0xFE01, 1.0, 0x7C01]> : vector<4xf16>
  %2 = arith.constant dense<[0x7F82, 0xFFC1]> : vector<2xbf16>
  %3 = arith.constant dense<[0x7F800001, 0xFFC00003]> : vector<2xf32>
  %4 = arith.constant dense<[(0x7D01, 1.0), (2.0, 0xFE01)]> : tensor<2xcomplex<f16>>
  %5 = arith.constant dense<[0x7F800001, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 0xFFBFFFFF]> : tensor<20xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<f16>, vector<4xf16>, vector<2xbf16>, vector<2xf32>, tensor<2xcomplex<f16>>, tensor<20xf32>
}
