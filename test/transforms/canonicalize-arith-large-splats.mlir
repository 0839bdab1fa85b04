// RUN: ai-opt %s --canonicalize | FileCheck %s

// Folding integer ops on splats gives a splat, stored as one element however many the type has: the fold
// repeated the value into a list of 10^11 elements (a MemoryError, an internal error).

// CHECK-LABEL: func.func @add_splats
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<2> : tensor<100000000000xi32>
// CHECK-NEXT: return %[[C]]
func.func @add_splats() -> tensor<100000000000xi32> {
  %c = arith.constant dense<1> : tensor<100000000000xi32>
  %r = arith.addi %c, %c : tensor<100000000000xi32>
  return %r : tensor<100000000000xi32>
}

// CHECK-LABEL: func.func @shift_splats
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<-8> : tensor<100000x100000xi64>
// CHECK-NEXT: return %[[C]]
func.func @shift_splats() -> tensor<100000x100000xi64> {
  %a = arith.constant dense<-1> : tensor<100000x100000xi64>
  %b = arith.constant dense<3> : tensor<100000x100000xi64>
  %r = arith.shli %a, %b : tensor<100000x100000xi64>
  return %r : tensor<100000x100000xi64>
}
