// Properties that upstream declares as I32Attr are i32 integer attributes (get_tuple_element's index,
// reduce_precision's bit counts): the generic form that mlir-hlo, stablehlo and JAX write parses, and the
// generic form printed is theirs.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @get_tuple_element
// CHECK: mhlo.get_tuple_element %{{.*}}[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
// CHECK: stablehlo.get_tuple_element %{{.*}}[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
// GENERIC: "mhlo.get_tuple_element"(%{{.*}}) <{index = 1 : i32}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
// GENERIC: "stablehlo.get_tuple_element"(%{{.*}}) <{index = 0 : i32}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
func.func @get_tuple_element(%t: tuple<tensor<f32>, tensor<i32>>) -> (tensor<i32>, tensor<f32>) {
  %0 = "mhlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  %1 = "stablehlo.get_tuple_element"(%t) <{index = 0 : i32}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  func.return %0, %1 : tensor<i32>, tensor<f32>
}

// CHECK-LABEL: func.func @reduce_precision
// CHECK: mhlo.reduce_precision %{{.*}}, format = e5m10 : tensor<4xf32>
// CHECK: stablehlo.reduce_precision %{{.*}}, format = e8m7 : tensor<4xf32>
// GENERIC: "mhlo.reduce_precision"(%{{.*}}) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC: "stablehlo.reduce_precision"(%{{.*}}) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
func.func @reduce_precision(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "mhlo.reduce_precision"(%x) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.reduce_precision %x, format = e8m7 : tensor<4xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
