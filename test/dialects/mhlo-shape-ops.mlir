// Round trip of the mhlo-only shape ops, and of the generic form mhlo prints
// for the shared shape ops, whose dimension lists are dense elements.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @mhlo_only
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[N:.*]]: tensor<i32>, %[[T:.*]]: !mhlo.token, %[[COUNT:.*]]: index, %[[SHAPE:.*]]: tensor<2xi32>, %[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>)
// CHECK-NEXT: mhlo.copy %[[X]] : tensor<2x3xf32>
// CHECK-NEXT: mhlo.copy %[[T]] : !mhlo.token
// CHECK-NEXT: mhlo.copy %[[X]] {cross_program_prefetch_index = 0 : i32} : tensor<2x3xf32>
// CHECK-NEXT: "mhlo.set_dimension_size"(%[[X]], %[[N]]) <{dimension = 1 : i64}> : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x?xf32>
// CHECK-NEXT: mhlo.compute_reshape_shape %[[COUNT]], %[[SHAPE]] : (index, tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT: %{{.*}}:2 = mhlo.minimum_broadcast_shapes %[[A]], %[[B]] : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>
func.func @mhlo_only(%x: tensor<2x3xf32>, %n: tensor<i32>, %t: !mhlo.token, %count: index, %shape: tensor<2xi32>, %a: tensor<?xindex>, %b: tensor<?xindex>) {
  %0 = mhlo.copy %x : tensor<2x3xf32>
  %1 = mhlo.copy %t : !mhlo.token
  %2 = mhlo.copy %x {cross_program_prefetch_index = 0 : i32} : tensor<2x3xf32>
  %3 = mhlo.set_dimension_size %x, %n, dim = 1 : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x?xf32>
  %4 = mhlo.compute_reshape_shape %count, %shape : (index, tensor<2xi32>) -> tensor<2xi32>
  %5:2 = mhlo.minimum_broadcast_shapes %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>
  func.return
}

// A constant size equal to the static size keeps the dimension static.
// CHECK-LABEL: func.func @set_dimension_size_static
// CHECK: "mhlo.set_dimension_size"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
func.func @set_dimension_size_static(%x: tensor<4xf32>) {
  %n = mhlo.constant dense<4> : tensor<i32>
  %0 = mhlo.set_dimension_size %x, %n, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  func.return
}

// CHECK-LABEL: func.func @dense_dimension_lists
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: "mhlo.broadcast_in_dim"(%[[S]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<5x5xf32>
// CHECK-NEXT: "mhlo.broadcast_in_dim"(%[[X]]) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: "mhlo.pad"(%[[X]], %[[S]]) <{edge_padding_high = dense<0> : tensor<2xi64>, edge_padding_low = dense<[0, 3]> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x6xf32>
// CHECK-NEXT: "mhlo.slice"(%[[X]]) <{limit_indices = dense<[2, 3]> : tensor<2xi64>, start_indices = dense<[0, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: "mhlo.transpose"(%[[X]]) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
// CHECK-NEXT: "mhlo.concatenate"(%[[X]], %[[X]]) <{dimension = 1 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
func.func @dense_dimension_lists(%x: tensor<2x3xf32>, %s: tensor<f32>) {
  %0 = "mhlo.broadcast_in_dim"(%s) {broadcast_dimensions = dense<> : tensor<0xi64>} : (tensor<f32>) -> tensor<5x5xf32>
  %1 = "mhlo.broadcast_in_dim"(%x) {broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>} : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %2 = "mhlo.pad"(%x, %s) {edge_padding_high = dense<0> : tensor<2xi64>, edge_padding_low = dense<[0, 3]> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x6xf32>
  %3 = "mhlo.slice"(%x) {start_indices = dense<[0, 1]> : tensor<2xi64>, limit_indices = dense<[2, 3]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  %4 = "mhlo.transpose"(%x) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %5 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5x5xi32>
  %6 = "mhlo.concatenate"(%x, %x) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  func.return
}
