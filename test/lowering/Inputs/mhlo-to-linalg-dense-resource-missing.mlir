// A complex constant whose blob the file does not give (elided): the error is at the constant.
func.func @missing() -> tensor<2xcomplex<f32>> {
  // expected-error@+1 {{'mhlo.constant' op resource does not exist}}
  %c = mhlo.constant dense_resource<__elided__> : tensor<2xcomplex<f32>>
  return %c : tensor<2xcomplex<f32>>
}
