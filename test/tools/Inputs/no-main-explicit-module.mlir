// An explicit module without @main (ai-runner.mlir): the error is at the module.
module {
  func.func @other(%a: tensor<2xf32>) -> tensor<2xf32> {
    func.return %a : tensor<2xf32>
  }
}
