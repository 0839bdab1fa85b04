// A dense_resource constant of quantized elements holds their storage integers: it becomes the same blob of
// the storage type (it kept the quantized type on an i8 result: 'inferred type(s) ... are incompatible').
// RUN: ai-opt %s --mhlo-quant-legalize-to-int | FileCheck %s

// CHECK-LABEL: func.func @quantized() -> tensor<3xf32>
// CHECK: %[[C:.*]] = mhlo.constant dense_resource<q> : tensor<3xi8>
// CHECK: mhlo.convert %[[C]] : (tensor<3xi8>) -> tensor<3xi64>
func.func @quantized() -> tensor<3xf32> {
  %c = mhlo.constant dense_resource<q> : tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>
  %d = mhlo.uniform_dequantize %c : (tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<3xf32>
  return %d : tensor<3xf32>
}

{-#
  dialect_resources: {
    builtin: {
      q: "0x0100000002FE7F"
    }
  }
#-}
