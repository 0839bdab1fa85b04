// An HLO entry, and a function of the toy plugin's dialect (examples/toy_plugin) that only parses with it.
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @toy(%a: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  return %0 : tensor<3x2xf64>
}
