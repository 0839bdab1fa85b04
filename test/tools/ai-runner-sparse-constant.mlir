// A sparse constant's value is its listed elements, zero elsewhere (the first value where an index is
// listed twice), interpreted and compiled alike, from arith.constant and from stablehlo.constant.
// RUN: ai-runner %s --interpret --entry arith | FileCheck %s --check-prefix=ARITH
// RUN: ai-runner %s --entry arith | FileCheck %s --check-prefix=ARITH
// RUN: ai-runner %s --interpret --entry hlo | FileCheck %s --check-prefix=HLO
// RUN: ai-runner %s --entry hlo | FileCheck %s --check-prefix=HLO

// ARITH: out0 = {{\[}}[ 0. ,  1.5,  0. ],
// ARITH-NEXT: [ 0. ,  0. , -2. ]] : float32[2, 3]
func.func @arith() -> tensor<2x3xf32> {
  %0 = arith.constant sparse<[[0, 1], [1, 2], [0, 1]], [1.5, -2.0, 9.0]> : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// HLO: out0 = [0, 7, 0, 7] : int32[4]
func.func @hlo() -> tensor<4xi32> {
  %0 = stablehlo.constant sparse<[[1], [3]], 7> : tensor<4xi32>
  return %0 : tensor<4xi32>
}
