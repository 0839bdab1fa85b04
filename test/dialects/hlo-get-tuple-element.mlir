// get_tuple_element's index is an i32 attribute, as upstream's I32Attr: the generic form that mlir-hlo,
// stablehlo and JAX write parses, and the generic form printed is theirs.
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
