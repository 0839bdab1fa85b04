// Used by verify-dominance.mlir: ai-runner must reject this before interpreting it.

func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %1 : tensor<f32>
  %1 = stablehlo.negate %a : tensor<f32>
  func.return %0 : tensor<f32>
}
