// A resource's name is an identifier (dots included, as torch-mlir's) or a string, as upstream's
// parseOptionalKeywordOrString reads it; it is printed the same way, in the attribute and in the
// dialect_resources section, and the blobs are printed in the order the module first names them.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-runner %s --interpret --print | FileCheck %s --check-prefix=RESULT
// RUN: ai-runner %s --print | FileCheck %s --check-prefix=RESULT

// CHECK: arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
// CHECK: arith.constant dense_resource<"file|w.bin|100"> : tensor<2xf32>
// CHECK:      builtin: {
// CHECK-NEXT:   torch_tensor_2_torch.float32: "0x040000000000803F00000040",
// CHECK-NEXT:   "file|w.bin|100": "0x04000000000040400000C0C0"
// CHECK-NEXT: }
// RESULT: out0 = [1., 2.] : float32[2]
// RESULT-NEXT: out1 = [ 3., -6.] : float32[2]
func.func @main() -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
  %1 = arith.constant dense_resource<"file|w.bin|100"> : tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      "file|w.bin|100": "0x04000000000040400000C0C0",
      torch_tensor_2_torch.float32: "0x040000000000803F00000040"
    }
  }
#-}
