// RUN: ai-opt %s --linalg-generalize-named-ops | FileCheck %s
// Named ops on complex and vector elements (xDSL's body builders took only integers and floats), and the
// accumulator first in a contraction's body, as upstream's `%out + %a * %b`.

// CHECK-LABEL: func.func @matmul_complex
// CHECK:       ^bb0(%[[A:.*]]: complex<f32>, %[[B:.*]]: complex<f32>, %[[C:.*]]: complex<f32>):
// CHECK-NEXT:    %[[MUL:.*]] = complex.mul %[[A]], %[[B]] : complex<f32>
// CHECK-NEXT:    %[[ADD:.*]] = complex.add %[[C]], %[[MUL]] : complex<f32>
// CHECK-NEXT:    linalg.yield %[[ADD]] : complex<f32>
func.func @matmul_complex(%a: tensor<4x8xcomplex<f32>>, %b: tensor<8x2xcomplex<f32>>,
                          %c: tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xcomplex<f32>>, tensor<8x2xcomplex<f32>>)
                     outs(%c : tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
  return %0 : tensor<4x2xcomplex<f32>>
}

// CHECK-LABEL: func.func @matmul_f32
// CHECK:       ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// CHECK-NEXT:    %[[MUL:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[ADD:.*]] = arith.addf %[[C]], %[[MUL]] : f32
func.func @matmul_f32(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %c: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
