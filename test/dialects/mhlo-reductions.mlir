// The mhlo spelling of the reduction ops: mhlo-only topk, and mhlo's
// `dense<...>` int lists in the generic form (upstream keeps I64ElementsAttr).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @topk
// CHECK-SAME: (%[[X:.*]]: tensor<3x8xf32>)
// CHECK-NEXT: %values, %indices = mhlo.topk(%[[X]], k = 2, largest = true) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
// CHECK-NEXT: %values_0, %indices_1 = mhlo.topk(%[[X]], k = 3) : tensor<3x8xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
// CHECK-NEXT: %values_2, %indices_3 = mhlo.topk(%[[X]], k = 1, largest = false) {some.attr} : tensor<3x8xf32> -> (tensor<3x1xf32>, tensor<3x1xi32>)
// GENERIC-LABEL: sym_name = "topk"
// GENERIC: "mhlo.topk"(%{{.*}}) <{k = 2 : i64, largest = true}> : (tensor<3x8xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
func.func @topk(%x: tensor<3x8xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %values, %indices = mhlo.topk(%x, k = 2, largest = true) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  %v3, %i3 = mhlo.topk(%x, k = 3) : tensor<3x8xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
  %v1, %i1 = mhlo.topk(%x, k = 1, largest = false) {some.attr} : tensor<3x8xf32> -> (tensor<3x1xf32>, tensor<3x1xi32>)
  func.return %values, %indices : tensor<3x2xf32>, tensor<3x2xi32>
}

// A pretty mhlo.reduce keeps `dense<...>` dimensions; the older generic form
// with the attributes after the operands parses too.
// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[X:.*]]: tensor<4x2xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK-NEXT: %{{.*}} = mhlo.reduce(%[[X]] init: %[[ZERO]]) applies mhlo.add across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %{{.*}} = mhlo.reduce(%[[X]] init: %[[ZERO]]) applies mhlo.maximum across dimensions = [1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
// GENERIC-LABEL: sym_name = "reduce"
// GENERIC: "mhlo.reduce"(%{{.*}}, %{{.*}}) <{dimensions = dense<0> : tensor<1xi64>}> ({
// GENERIC: "mhlo.reduce"(%{{.*}}, %{{.*}}) <{dimensions = dense<1> : tensor<1xi64>}> ({
func.func @reduce(%x: tensor<4x2xf32>, %zero: tensor<f32>) -> (tensor<2xf32>, tensor<4xf32>) {
  %0 = mhlo.reduce(%x init: %zero) applies mhlo.add across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = "mhlo.reduce"(%x, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "mhlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "mhlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0, %1 : tensor<2xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @gather
// CHECK-NEXT: "mhlo.gather"(%{{.*}}, %{{.*}}) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 8]> : tensor<2xi64>}> : (tensor<100x8xf32>, tensor<20x1xi64>) -> tensor<20x8xf32>
func.func @gather(%x: tensor<100x8xf32>, %idx: tensor<20x1xi64>) -> tensor<20x8xf32> {
  %0 = "mhlo.gather"(%x, %idx) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 8]> : tensor<2xi64>} : (tensor<100x8xf32>, tensor<20x1xi64>) -> tensor<20x8xf32>
  func.return %0 : tensor<20x8xf32>
}

// The result of select_and_scatter has the element type of its scatter region, which may promote the source's.
// CHECK-LABEL: func.func @select_and_scatter_promoted
// CHECK: -> tensor<4x4xf64>
func.func @select_and_scatter_promoted(%x: tensor<4x4xf32>, %s: tensor<2x2xf32>) -> tensor<4x4xf64> {
  %z = mhlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "mhlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = mhlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = mhlo.add %a, %b : tensor<f64>
    mhlo.return %t : tensor<f64>
  }) {window_dimensions = dense<[2, 2]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf64>
  func.return %0 : tensor<4x4xf64>
}

// reduce and reduce_window accept accumulators shaped as the kept dimensions (or the window), as upstream's
// verifier does (the lowering and the interpreter leave them).
// CHECK-LABEL: func.func @reduce_vector_accumulator
// CHECK: mhlo.reduce
func.func @reduce_vector_accumulator(%x: tensor<2x6xf32>, %init: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "mhlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<6xf32>, %b: tensor<6xf32>):
    "mhlo.return"(%a) : (tensor<6xf32>) -> ()
  }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<2x6xf32>, tensor<6xf32>) -> tensor<6xf32>
  func.return %0 : tensor<6xf32>
}

