// Round trip of the shape ops in their pretty form, through the generic form,
// and in mhlo spelling.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// mhlo prints the ops that have no pretty form in mlir-hlo generically, with dense dimension lists.
// RUN: sed -e 's/stablehlo\./mhlo./g' %s | ai-opt | FileCheck %s --check-prefix=MHLO

// CHECK-LABEL: func.func @broadcasts
// CHECK-SAME: (%[[X:.*]]: tensor<3xi32>, %[[S:.*]]: tensor<f32>, %[[SHAPE:.*]]: tensor<2xi64>)
// CHECK-NEXT: stablehlo.broadcast %[[X]], sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
// CHECK-NEXT: stablehlo.broadcast_in_dim %[[X]], dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT: stablehlo.broadcast_in_dim %[[S]], dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: stablehlo.dynamic_broadcast_in_dim %[[X]], %[[SHAPE]], dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
// CHECK-NEXT: stablehlo.dynamic_broadcast_in_dim %[[X]], %[[SHAPE]], dims = [1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x?xi32>
// GENERIC-LABEL: sym_name = "broadcasts"
// GENERIC: "stablehlo.broadcast"(%{{.*}}) <{broadcast_sizes = array<i64: 1, 2>}>
// GENERIC: "stablehlo.broadcast_in_dim"(%{{.*}}) <{broadcast_dimensions = array<i64: 1>}>
// MHLO-LABEL: func.func @broadcasts
// MHLO: "mhlo.broadcast"(%{{.*}}) <{broadcast_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<3xi32>) -> tensor<1x2x3xi32>
// MHLO: "mhlo.broadcast_in_dim"(%{{.*}}) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<3xi32>) -> tensor<2x3xi32>
// MHLO: "mhlo.dynamic_broadcast_in_dim"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
func.func @broadcasts(%x: tensor<3xi32>, %s: tensor<f32>, %shape: tensor<2xi64>) {
  %0 = stablehlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  %1 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  %2 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %3 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
  %4 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  func.return
}

// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[SHAPE:.*]]: tensor<2xindex>)
// CHECK-NEXT: stablehlo.reshape %[[X]] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: stablehlo.reshape %[[X]] : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: stablehlo.dynamic_reshape %[[X]], %[[SHAPE]] : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: stablehlo.transpose %[[X]], dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: stablehlo.reverse %[[X]], dims = [0, 1] : tensor<2x3xf32>
// GENERIC-LABEL: sym_name = "reshapes"
// GENERIC: "stablehlo.transpose"(%{{.*}}) <{permutation = array<i64: 1, 0>}>
// GENERIC: "stablehlo.reverse"(%{{.*}}) <{dimensions = array<i64: 0, 1>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// MHLO-LABEL: func.func @reshapes
// MHLO: mhlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// MHLO: "mhlo.transpose"(%{{.*}}) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// MHLO: "mhlo.reverse"(%{{.*}}) <{dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @reshapes(%x: tensor<2x3xf32>, %shape: tensor<2xindex>) {
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.dynamic_reshape %x, %shape : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %4 = stablehlo.reverse %x, dims = [0, 1] : tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @concatenate_and_slices
// CHECK-SAME: (%[[A:.*]]: tensor<3x2xi64>, %[[B:.*]]: tensor<1x2xi64>, %[[I:.*]]: tensor<i64>, %[[STARTS:.*]]: tensor<2xindex>)
// CHECK-NEXT: stablehlo.concatenate %[[A]], %[[B]], dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
// CHECK-NEXT: stablehlo.concatenate %[[A]], dim = 1 : (tensor<3x2xi64>) -> tensor<3x2xi64>
// CHECK-NEXT: stablehlo.slice %[[A]] [1:3, 0:2:2] : (tensor<3x2xi64>) -> tensor<2x1xi64>
// CHECK-NEXT: %[[SLICE:.*]] = stablehlo.dynamic_slice %[[A]], %[[I]], %[[I]], sizes = [1, 2] : (tensor<3x2xi64>, tensor<i64>, tensor<i64>) -> tensor<1x2xi64>
// CHECK-NEXT: stablehlo.dynamic_update_slice %[[A]], %[[SLICE]], %[[I]], %[[I]] : (tensor<3x2xi64>, tensor<1x2xi64>, tensor<i64>, tensor<i64>) -> tensor<3x2xi64>
// CHECK-NEXT: stablehlo.real_dynamic_slice %[[A]], %[[STARTS]], %[[STARTS]], %[[STARTS]] : (tensor<3x2xi64>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xi64>
// GENERIC-LABEL: sym_name = "concatenate_and_slices"
// GENERIC: "stablehlo.concatenate"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64}>
// GENERIC: "stablehlo.slice"(%{{.*}}) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 2>}>
// GENERIC: "stablehlo.dynamic_slice"(%{{.*}}, %{{.*}}, %{{.*}}) <{slice_sizes = array<i64: 1, 2>}>
// MHLO-LABEL: func.func @concatenate_and_slices
// MHLO: "mhlo.concatenate"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64}> : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
// MHLO: "mhlo.slice"(%{{.*}}) <{limit_indices = dense<[3, 2]> : tensor<2xi64>, start_indices = dense<[1, 0]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}> : (tensor<3x2xi64>) -> tensor<2x1xi64>
// MHLO: "mhlo.dynamic_slice"(%{{.*}}, %{{.*}}, %{{.*}}) <{slice_sizes = dense<[1, 2]> : tensor<2xi64>}>
func.func @concatenate_and_slices(%a: tensor<3x2xi64>, %b: tensor<1x2xi64>, %i: tensor<i64>, %starts: tensor<2xindex>) {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  %1 = stablehlo.concatenate %a, dim = 1 : (tensor<3x2xi64>) -> tensor<3x2xi64>
  %2 = stablehlo.slice %a [1:3, 0:2:2] : (tensor<3x2xi64>) -> tensor<2x1xi64>
  %3 = stablehlo.dynamic_slice %a, %i, %i, sizes = [1, 2] : (tensor<3x2xi64>, tensor<i64>, tensor<i64>) -> tensor<1x2xi64>
  %4 = stablehlo.dynamic_update_slice %a, %3, %i, %i : (tensor<3x2xi64>, tensor<1x2xi64>, tensor<i64>, tensor<i64>) -> tensor<3x2xi64>
  %5 = stablehlo.real_dynamic_slice %a, %starts, %starts, %starts : (tensor<3x2xi64>, tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) -> tensor<?x?xi64>
  func.return
}

// A rank-0 slice prints empty ranges; the older form with the index lists in
// the attribute dictionary parses to the same op.
// CHECK-LABEL: func.func @slice_forms
// CHECK-NEXT: stablehlo.slice %{{.*}} [] : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.slice %{{.*}} [0:1] : (tensor<4xf32>) -> tensor<1xf32>
func.func @slice_forms(%s: tensor<f32>, %x: tensor<4xf32>) {
  %0 = stablehlo.slice %s [] : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.slice %x {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<1xf32>
  func.return
}

// CHECK-LABEL: func.func @pads
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>, %[[ZERO:.*]]: tensor<i32>, %[[P:.*]]: tensor<2xi64>)
// CHECK-NEXT: stablehlo.pad %[[X]], %[[ZERO]], low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
// CHECK-NEXT: stablehlo.pad %[[X]], %[[ZERO]], low = [-1, 0], high = [0, -2], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x1xi32>
// CHECK-NEXT: stablehlo.dynamic_pad %[[X]], %[[ZERO]], %[[P]], %[[P]], %[[P]] : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>
// GENERIC-LABEL: sym_name = "pads"
// GENERIC: "stablehlo.pad"(%{{.*}}, %{{.*}}) <{edge_padding_high = array<i64: 2, 1>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 1, 2>}>
// MHLO-LABEL: func.func @pads
// MHLO: "mhlo.pad"(%{{.*}}, %{{.*}}) <{edge_padding_high = dense<[2, 1]> : tensor<2xi64>, edge_padding_low = dense<[0, 1]> : tensor<2xi64>, interior_padding = dense<[1, 2]> : tensor<2xi64>}>
// MHLO: mhlo.dynamic_pad
func.func @pads(%x: tensor<2x3xi32>, %zero: tensor<i32>, %p: tensor<2xi64>) {
  %0 = stablehlo.pad %x, %zero, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  %1 = stablehlo.pad %x, %zero, low = [-1, 0], high = [0, -2], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x1xi32>
  %2 = stablehlo.dynamic_pad %x, %zero, %p, %p, %p : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi32>
  func.return
}

// CHECK-LABEL: func.func @iotas_and_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xf32>, %[[SHAPE:.*]]: tensor<2xi64>)
// CHECK-NEXT: stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT: stablehlo.iota dim = 1 : tensor<2x3xf32>
// CHECK-NEXT: stablehlo.dynamic_iota %[[SHAPE]], dim = 1 : (tensor<2xi64>) -> tensor<?x?xi64>
// CHECK-NEXT: stablehlo.get_dimension_size %[[X]], dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
// GENERIC-LABEL: sym_name = "iotas_and_sizes"
// GENERIC: "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// GENERIC: "stablehlo.get_dimension_size"(%{{.*}}) <{dimension = 1 : i64}>
// MHLO-LABEL: func.func @iotas_and_sizes
// MHLO: "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// MHLO: "mhlo.get_dimension_size"(%{{.*}}) <{dimension = 1 : i64}> : (tensor<2x?xf32>) -> tensor<i32>
func.func @iotas_and_sizes(%x: tensor<2x?xf32>, %shape: tensor<2xi64>) {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %2 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<?x?xi64>
  %3 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
  func.return
}

// Results more static than the inferred type are allowed; other attributes
// print after the pretty attributes.
// CHECK-LABEL: func.func @refined_results
// CHECK-NEXT: stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 0 {some.attr = 1 : i64} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<4x3xf32>
func.func @refined_results(%x: tensor<?x3xf32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.concatenate %x, %x, dim = 0 {some.attr = 1} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<4x3xf32>
  func.return
}

// CHECK-LABEL: func.func @set_dimension_size
// CHECK: stablehlo.set_dimension_size %{{.*}}, %{{.*}}, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32>
// MHLO-LABEL: func.func @set_dimension_size
// MHLO: "mhlo.set_dimension_size"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64}> : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32>
func.func @set_dimension_size(%x: tensor<4x2xf32>, %n: tensor<i32>) -> tensor<4x?xf32> {
  %r = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32>
  func.return %r : tensor<4x?xf32>
}
