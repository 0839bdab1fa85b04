// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// linalg.fill of a vector value, which upstream takes (xDSL's builder and verifier wanted a scalar).

// CHECK-LABEL: func.func @fill_vector
// CHECK: linalg.fill ins(%{{.*}} : vector<2x4xf32>) outs(%{{.*}} : tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>>
func.func @fill_vector(%v: vector<2x4xf32>) -> tensor<vector<2x4xf32>> {
  %e = tensor.empty() : tensor<vector<2x4xf32>>
  %0 = linalg.fill ins(%v : vector<2x4xf32>) outs(%e : tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>>
  return %0 : tensor<vector<2x4xf32>>
}
