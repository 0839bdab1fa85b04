// f80 and f128 constants, which xDSL cannot pack: printed as MLIR prints them (its 6-digit scientific form,
// or the bits of an infinity or NaN in hexadecimal), and hexadecimal literals read as their bits
// (`arith.constant 1.0 : f80` printed an internal error).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @wide_floats
// CHECK: arith.constant 1.000000e+00 : f80
// CHECK: arith.constant -2.500000e-01 : f128
// CHECK: arith.constant 0x7FFF8000000000000000 : f80
// CHECK: arith.constant 0xFFFFC000000000000000 : f80
// CHECK: arith.constant 0x7FFF0000000000000000000000000000 : f128
// CHECK: arith.constant 1.000000e+00 : f80
// CHECK: arith.constant -2.000000e+00 : f128
func.func @wide_floats() -> (f80, f128, f80, f80, f128, f80, f128) {
  %0 = arith.constant 1.0 : f80
  %1 = arith.constant -0.25 : f128
  %2 = arith.constant 0x7FFF8000000000000000 : f80
  %3 = arith.constant 0xFFFFC000000000000000 : f80
  %4 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %5 = arith.constant 0x3FFF8000000000000000 : f80
  %6 = arith.constant 0xC0000000000000000000000000000000 : f128
  return %0, %1, %2, %3, %4, %5, %6 : f80, f128, f80, f80, f128, f80, f128
}

// CHECK-LABEL: func.func @extend
// CHECK: arith.extf %{{.*}} : f80 to f128
func.func @extend(%a: f80) -> f128 {
  %0 = arith.extf %a : f80 to f128
  return %0 : f128
}
