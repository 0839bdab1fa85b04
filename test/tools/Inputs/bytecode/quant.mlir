// Quantized types (the quant dialect's bytecode encodings); quant.mlirbc is mlir-opt 22's bytecode of this file.
func.func @q(%a: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:10>>, %b: tensor<2x!quant.uniform<u8<1:255>:f32, 1.0e-05>>, %c: tensor<2x3x!quant.uniform<i8:f32:1, {2.0:10, 3.0:20, 0.25}>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:10>> {
  return %a : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:10>>
}
