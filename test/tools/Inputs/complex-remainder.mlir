func.func @main(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.remainder %a, %a : tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}
