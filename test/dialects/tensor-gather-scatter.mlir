// tensor.gather and tensor.scatter print as upstream's and parse back, also from the generic form;
// a gather from a splat constant folds to the splat.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @gather_scatter(
func.func @gather_scatter(%dest: tensor<4x5x6xf32>, %indices: tensor<1x3x2xindex>, %indices_i32: tensor<1x3x2xi32>)
    -> (tensor<4x5x6xf32>, tensor<4x5x6xf32>) {
  // CHECK: %[[G:.*]] = tensor.gather %{{.*}}[%{{.*}}] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
  %gathered = tensor.gather %dest[%indices_i32] gather_dims([1, 2]) unique :
    (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
  // A rank-reduced result drops the gathered dimensions.
  // CHECK: %[[R:.*]] = tensor.gather %{{.*}}[%{{.*}}] gather_dims([1, 2]) {tag} : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %reduced = tensor.gather %dest[%indices] gather_dims([1, 2]) {tag} :
    (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  // CHECK: tensor.scatter %[[G]] into %{{.*}}[%{{.*}}] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  %s1 = tensor.scatter %gathered into %dest[%indices] scatter_dims([1, 2]) unique :
    (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  // CHECK: tensor.scatter %[[R]] into %{{.*}}[%{{.*}}] scatter_dims([1, 2]) unique : (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<4x5x6xf32>
  %s2 = tensor.scatter %reduced into %dest[%indices_i32] scatter_dims([1, 2]) unique :
    (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<4x5x6xf32>
  return %s1, %s2 : tensor<4x5x6xf32>, tensor<4x5x6xf32>
}

// CANON-LABEL: func.func @fold_gather_splat(
// CANON-NOT: tensor.gather
// CANON: %[[C:.*]] = arith.constant dense<1.000000e-01> : tensor<1x2x1x1x1xf32>
// CANON: return %[[C]]
func.func @fold_gather_splat(%indices: tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32> {
  %cst = arith.constant dense<1.000000e-01> : tensor<4x4x4xf32>
  %0 = tensor.gather %cst[%indices] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return %0 : tensor<1x2x1x1x1xf32>
}

// A gather from a constant that is not a splat stays.
// CANON-LABEL: func.func @gather_not_splat(
// CANON: tensor.gather
func.func @gather_not_splat(%indices: tensor<1x1xindex>) -> tensor<1x1xf32> {
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = tensor.gather %cst[%indices] gather_dims([0]) : (tensor<2xf32>, tensor<1x1xindex>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
