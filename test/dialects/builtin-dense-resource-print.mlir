// The blobs that dense_resource attributes name are printed after the module in a dialect_resources
// section, as upstream prints them (they were dropped: `ai-opt f.mlir -o f.mlir` lost the data), and read back.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK: arith.constant dense_resource<blob1> : tensor<2xf32>
// CHECK: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000000803F00000040"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F00000040"
    }
  }
#-}
