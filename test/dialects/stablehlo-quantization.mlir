// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --stablehlo-legalize-to-mhlo | FileCheck %s --check-prefix=MHLO
// RUN: ai-opt %s --stablehlo-legalize-to-mhlo | ai-opt | FileCheck %s --check-prefix=MHLO

// CHECK-LABEL: func.func @quantize_ops
// CHECK: %0 = stablehlo.uniform_quantize %arg0 : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-3>>
// CHECK: %1 = stablehlo.uniform_quantize %0 : (tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-3>>) -> tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00:1,4.000000e+00:2}>>
// CHECK: %2 = stablehlo.uniform_dequantize %1 : (tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00:1,4.000000e+00:2}>>) -> tensor<3xf32>
// CHECK: %3 = stablehlo.multiply %0, %0 : tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-3>>
// CHECK: %4 = stablehlo.bitcast_convert %3 : (tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-3>>) -> tensor<3xi8>
// MHLO-LABEL: func.func @quantize_ops
// MHLO: %0 = mhlo.uniform_quantize %arg0 : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-3>>
// MHLO: %1 = mhlo.uniform_quantize %0 : (tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-3>>) -> tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00:1,4.000000e+00:2}>>
// MHLO: %2 = mhlo.uniform_dequantize %1
// MHLO: %3 = mhlo.multiply %0, %0 : tensor<3x!quant.uniform<i8:f32, 2.500000e-01:-3>>
// MHLO: %4 = mhlo.bitcast_convert %3
func.func @quantize_ops(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xi8>) {
  %0 = "stablehlo.uniform_quantize"(%x) : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.25:-3>>
  %1 = stablehlo.uniform_quantize %0 : (tensor<3x!quant.uniform<i8:f32, 0.25:-3>>) -> tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0:1, 4.0:2}>>
  %2 = "stablehlo.uniform_dequantize"(%1) : (tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0:1, 4.0:2}>>) -> tensor<3xf32>
  %3 = "stablehlo.multiply"(%0, %0) : (tensor<3x!quant.uniform<i8:f32, 0.25:-3>>, tensor<3x!quant.uniform<i8:f32, 0.25:-3>>) -> tensor<3x!quant.uniform<i8:f32, 0.25:-3>>
  %4 = stablehlo.bitcast_convert %3 : (tensor<3x!quant.uniform<i8:f32, 0.25:-3>>) -> tensor<3xi8>
  func.return %2, %4 : tensor<3xf32>, tensor<3xi8>
}

// Operands and the result of a quantized element-wise op may have different scales.
// CHECK-LABEL: func.func @mixed_scales
// CHECK: stablehlo.add %arg0, %arg1 : (tensor<2x!quant.uniform<u8:f16, 1.000000e-01:5>>, tensor<2x!quant.uniform<u8:f16, 5.000000e-01>>) -> tensor<2x!quant.uniform<u8:f16, 2.000000e+00:1>>
func.func @mixed_scales(%a: tensor<2x!quant.uniform<u8:f16, 0.1:5>>, %b: tensor<2x!quant.uniform<u8:f16, 0.5>>) -> tensor<2x!quant.uniform<u8:f16, 2.0:1>> {
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<u8:f16, 0.1:5>>, tensor<2x!quant.uniform<u8:f16, 0.5>>) -> tensor<2x!quant.uniform<u8:f16, 2.0:1>>
  func.return %0 : tensor<2x!quant.uniform<u8:f16, 2.0:1>>
}
