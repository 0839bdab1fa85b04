// Bounded dynamic dimensions: the tensor encodings #mhlo.type_extensions and #stablehlo.bounds (which also
// reads its generated spelling #stablehlo.type_extensions), and the ops that take a single bounded dimension.
// RUN: ai-opt %s --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --mlir-print-op-generic | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @mhlo_bounds
// CHECK-SAME: (%{{.*}}: tensor<?x4xf32, #mhlo.type_extensions<bounds = [8, ?]>>) -> tensor<4x?xf32, #mhlo.type_extensions<bounds = [?, 8]>>
// CHECK: "mhlo.transpose"{{.*}} -> tensor<4x?xf32, #mhlo.type_extensions<bounds = [?, 8]>>
func.func @mhlo_bounds(%a: tensor<?x4xf32, #mhlo.type_extensions<bounds = [8, ?]>>) -> tensor<4x?xf32, #mhlo.type_extensions<bounds = [?, 8]>> {
  %0 = "mhlo.transpose"(%a) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<?x4xf32, #mhlo.type_extensions<bounds = [8, ?]>>) -> tensor<4x?xf32, #mhlo.type_extensions<bounds = [?, 8]>>
  func.return %0 : tensor<4x?xf32, #mhlo.type_extensions<bounds = [?, 8]>>
}

// -----

// CHECK-LABEL: func.func @stablehlo_bounds
// CHECK-SAME: (%{{.*}}: tensor<?x?xf32, #stablehlo.bounds<16, ?>>, %{{.*}}: tensor<?xi64, #stablehlo.bounds<7>>)
// CHECK: stablehlo.reshape %{{.*}} : (tensor<?xi64, #stablehlo.bounds<7>>) -> tensor<1x?xi64, #stablehlo.bounds<?, 7>>
func.func @stablehlo_bounds(%a: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [16, ?]>>, %b: tensor<?xi64, #stablehlo.bounds<7>>) {
  %0 = stablehlo.reshape %b : (tensor<?xi64, #stablehlo.bounds<7>>) -> tensor<1x?xi64, #stablehlo.bounds<?, 7>>
  func.return
}

// -----

// A bounded dimension is a `?` dimension: broadcast_in_dim compares static sizes only.
// CHECK-LABEL: func.func @broadcast_into_bounded
// CHECK: "mhlo.broadcast_in_dim"{{.*}} -> tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 5]>>
func.func @broadcast_into_bounded(%a: tensor<5xf32>) -> tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 5]>> {
  %0 = "mhlo.broadcast_in_dim"(%a) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<5xf32>) -> tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 5]>>
  func.return %0 : tensor<2x?xf32, #mhlo.type_extensions<bounds = [?, 5]>>
}

// -----

// A static size up to the bound is compatible with the bounded `?`.
// CHECK-LABEL: func.func @size_within_bound
// CHECK: mhlo.add {{.*}} -> tensor<4xf32>
func.func @size_within_bound(%a: tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>) -> tensor<4xf32> {
  %0 = mhlo.add %a, %a : (tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>, tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
