// A constant of 1-bit elements written in hex (upstream's raw data, packed 8 to a byte, as JAX's and
// mlir-opt's printers write more than 100 of them) holds the same values compiled and interpreted. Before,
// "0x05" for tensor<3xi1> was read as the splat `true`, and 101 elements in 13 bytes did not parse.
// RUN: ai-runner %s --print | FileCheck %s
// RUN: ai-runner %s --interpret --print | FileCheck %s

// CHECK: out0 = [ True, False,  True] : bool[3]
// CHECK: out1 = 67 : int32
func.func @main() -> (tensor<3xi1>, tensor<i32>) {
  %0 = stablehlo.constant dense<"0x05"> : tensor<3xi1>
  %1 = stablehlo.constant dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>
  %2 = stablehlo.convert %1 : (tensor<101xi1>) -> tensor<101xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %3 = stablehlo.reduce(%2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<101xi32>, tensor<i32>) -> tensor<i32>
  return %0, %3 : tensor<3xi1>, tensor<i32>
}
