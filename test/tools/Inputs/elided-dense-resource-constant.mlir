// A blob the file does not give (what --mlir-elide-elementsattrs-if-larger prints).
func.func @main() -> tensor<2xf32> {
  %c = stablehlo.constant dense_resource<__elided__> : tensor<2xf32>
  return %c : tensor<2xf32>
}
