// The generic form of an op with operand segments and no operands needs no `operandSegmentSizes`: upstream's
// default (0 per segment) is taken, and the generic printer writes it.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @static_alloc
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %[[M]] : memref<4xf32>
// GENERIC: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
func.func @static_alloc() -> memref<4xf32> {
  %0 = "memref.alloc"() : () -> memref<4xf32>
  return %0 : memref<4xf32>
}
