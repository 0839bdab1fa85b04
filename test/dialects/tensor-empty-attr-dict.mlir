// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// tensor.empty reads and prints upstream's attr-dict before `:` (xDSL's form read none, an error, and printed
// none, dropping the op's discardable attributes).

// CHECK-LABEL: func.func @empty_attributes(
// CHECK:         tensor.empty(%{{.*}}) {tag = 1 : i32} : tensor<4x?xf32>
// CHECK:         tensor.empty() : tensor<2xf32>
func.func @empty_attributes(%n: index) -> (tensor<4x?xf32>, tensor<2xf32>) {
  %0 = tensor.empty(%n) {tag = 1 : i32} : tensor<4x?xf32>
  %1 = tensor.empty() : tensor<2xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<2xf32>
}
