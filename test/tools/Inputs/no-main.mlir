// A module without @main (ai-runner.mlir): the error is at the implicit module, line 0 column 0 as upstream.
func.func @other(%a: tensor<2xf32>) -> tensor<2xf32> {
  func.return %a : tensor<2xf32>
}
