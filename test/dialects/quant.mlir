// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// The uniform quantized type prints as upstream's quant dialect: scales as
// `%e` (when exact), a zero point of 0 and the storage type's own range left out.

// CHECK-LABEL: func.func @per_tensor
// CHECK-SAME: tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-7>>
// CHECK-SAME: tensor<!quant.uniform<u8:f16, 3.000000e+00>>
// CHECK-SAME: tensor<!quant.uniform<i8<-8:7>:f32, 1.000000e+00:2>>
// CHECK-SAME: tensor<!quant.uniform<i4:bf16, 5.000000e-01>>
func.func @per_tensor(%a: tensor<4x!quant.uniform<i8:f32, 0.25:-7>>,
                      %b: tensor<!quant.uniform<u8:f16, 3:0>>,
                      %c: tensor<!quant.uniform<i8<-8:7>:f32, 1.0:2>>,
                      %d: tensor<!quant.uniform<i4<-8:7>:bf16, 5.0e-01>>) {
  func.return
}

// A scale that `%e` would round prints with 17 significant digits, as MLIR prints a double.
// CHECK-LABEL: func.func @inexact_scale
// CHECK-SAME: tensor<!quant.uniform<i8:f32, 0.0039132908278820561:-128>>
func.func @inexact_scale(%a: tensor<!quant.uniform<i8:f32, 0.0039132908278820561:-128>>) {
  func.return
}

// CHECK-LABEL: func.func @per_axis
// CHECK-SAME: tensor<3x2x!quant.uniform<i8:f32:1, {2.000000e+00:4,1.250000e-01}>>
// CHECK-SAME: tensor<2x!quant.uniform<u16<1:100>:f64:0, {1.000000e+00,7.500000e-01:-3}>>
func.func @per_axis(%a: tensor<3x2x!quant.uniform<i8:f32:1, {2.0:4, 0.125}>>,
                    %b: tensor<2x!quant.uniform<u16<1:100>:f64:0, {1.0:0,0.75:-3}>>) {
  func.return
}

// As upstream, the integer types si8 and ui8 name the signed and unsigned storage types too.
// CHECK-LABEL: func.func @integer_type_storage
// CHECK-SAME: tensor<4x!quant.uniform<u8:f32, 3.400000e+01:16>>, %{{.*}}: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>
func.func @integer_type_storage(%a: tensor<4x!quant.uniform<ui8:f32, 34.0:16>>, %b: tensor<4x!quant.uniform<si8:f32, 0.5>>) {
  func.return
}
