// RUN: not ai-runner %s --interpret --random-inputs 2>&1 | FileCheck %s --check-prefix=INTERPRET
// RUN: not ai-runner %s --random-inputs 2>&1 | FileCheck %s --check-prefix=COMPILE

// A dot of quantized tensors would multiply the storage integers: neither road runs it.
// INTERPRET: ai-runner-quantized-unsupported.mlir:[[# @LINE + 4]]:8: error: 'stablehlo.dot' op has no reference semantics on quantized tensors (!quant.uniform<i8:f32, 1.000000e+00>) in the interpreter
// COMPILE: ai-runner-quantized-unsupported.mlir:[[# @LINE + 3]]:8: error: 'mhlo.dot' on !quant.uniform<i8:f32, 1.000000e+00> is not supported by the CPU code generator yet
// INTERPRET-NOT: Traceback
func.func @main(%a: tensor<2x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>> {
  %0 = "stablehlo.dot"(%a, %a) : (tensor<2x2x!quant.uniform<i8:f32, 1.0>>, tensor<2x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<2x2x!quant.uniform<i8:f32, 1.0>>
}
