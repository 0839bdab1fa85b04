// Floats print in MLIR's 6-digit scientific form only where that form, whose digits APFloat truncates rather
// than rounds, parses back to the value; else in APFloat's full text.
// RUN: ai-opt %s | FileCheck %s

// CHECK-LABEL: func.func @texts
// CHECK: arith.constant 9.99999995E+11 : f32
// CHECK: arith.constant 9.9999999999999995E-7 : f64
// CHECK: arith.constant 9.99999997E-7 : f32
// CHECK: arith.constant 1.000000e-01 : f64
// CHECK: arith.constant 6.550400e+04 : f16
// CHECK: arith.constant -5.000000e-01 : bf16
func.func @texts() -> (f32, f64, f32, f64, f16, bf16) {
  %0 = arith.constant 1.0e12 : f32
  %1 = arith.constant 1.0e-6 : f64
  %2 = arith.constant 1.0e-6 : f32
  %3 = arith.constant 0.1 : f64
  %4 = arith.constant 65504.0 : f16
  %5 = arith.constant -0.5 : bf16
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f64, f16, bf16
}
