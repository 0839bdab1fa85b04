// A constant of a quantized type holds the storage integers; upstream writes it `constant() ... : () -> type`
// (its value's type is not its result type), with the value as a property or an attribute.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @quantized_constants
// CHECK: mhlo.constant() <{value = dense<42> : tensor<10x5xi8>}> : () -> tensor<10x5x!quant.uniform<i8:f32, 2.000000e+00:16>>
// CHECK: mhlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> {someattr} : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
// CHECK: stablehlo.constant() <{value = dense<3> : tensor<ui8>}> : () -> tensor<!quant.uniform<u8:f32, 5.000000e-01:3>>
// CHECK: mhlo.constant dense<1.500000e+00> : tensor<f32>
// GENERIC: "mhlo.constant"() <{value = dense<42> : tensor<10x5xi8>}> : () -> tensor<10x5x!quant.uniform<i8:f32, 2.000000e+00:16>>
func.func @quantized_constants() {
  %0 = mhlo.constant() {value = dense<42> : tensor<10x5xi8>} : () -> tensor<10x5x!quant.uniform<i8:f32, 2.000000e+0:16>>
  %1 = mhlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> {someattr} : ()  ->  tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
  %2 = stablehlo.constant() {value = dense<3> : tensor<ui8>} : () -> tensor<!quant.uniform<u8:f32, 0.5:3>>
  %3 = mhlo.constant dense<1.5> : tensor<f32>
  func.return
}
