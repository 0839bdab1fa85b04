// The reference interpreter does not read dense_resource blobs: an arith.constant of one is the same
// located error as a stablehlo.constant of one (it was an internal AttributeError).

// RUN: not ai-runner %s --interpret --print 2>&1 | FileCheck %s
// CHECK: ai-runner-dense-resource.mlir:[[# @LINE + 3]]:8: error: 'arith.constant' op dense_resource constants are not supported by the reference interpreter
// CHECK-NOT: internal error
func.func @main() -> tensor<2xf32> {
  %c = arith.constant dense_resource<blob> : tensor<2xf32>
  return %c : tensor<2xf32>
}

// RUN: not ai-runner %s --interpret --print --entry hlo 2>&1 | FileCheck %s --check-prefix=HLO
// HLO: ai-runner-dense-resource.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.constant' op dense_resource constants are not supported by the reference interpreter
func.func @hlo() -> tensor<2xf32> {
  %c = stablehlo.constant dense_resource<blob> : tensor<2xf32>
  return %c : tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F0000803F"
    }
  }
#-}
