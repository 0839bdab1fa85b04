// RUN: ai-opt %s --split-input-file --mhlo-upcast-narrow-float-contractions | FileCheck %s
// RUN: ai-opt %s --split-input-file --mhlo-upcast-narrow-float-contractions="narrow-operands=true" | FileCheck %s --check-prefix=NARROW

// A bf16 dot_general sums in f32 between converts; its dimension numbers stay. With narrow-operands (the GPU
// pipeline's, for tensor cores), its bf16 operands stay and only its result is f32.
// NARROW-LABEL: func.func @dot_general
// NARROW-SAME: (%[[A:.*]]: tensor<2x4x8xbf16>, %[[B:.*]]: tensor<2x8x5xbf16>)
// NARROW-NEXT: %[[D:.*]] = "mhlo.dot_general"(%[[A]], %[[B]]) {{.*}} : (tensor<2x4x8xbf16>, tensor<2x8x5xbf16>) -> tensor<2x4x5xf32>
// NARROW-NEXT: mhlo.convert %[[D]] : (tensor<2x4x5xf32>) -> tensor<2x4x5xbf16>
// CHECK-LABEL: func.func @dot_general
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xbf16>, %[[B:.*]]: tensor<2x8x5xbf16>)
// CHECK-NEXT: %[[WA:.*]] = mhlo.convert %[[A]] : (tensor<2x4x8xbf16>) -> tensor<2x4x8xf32>
// CHECK-NEXT: %[[WB:.*]] = mhlo.convert %[[B]] : (tensor<2x8x5xbf16>) -> tensor<2x8x5xf32>
// CHECK-NEXT: %[[D:.*]] = "mhlo.dot_general"(%[[WA]], %[[WB]]) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x4x8xf32>, tensor<2x8x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT: %[[R:.*]] = mhlo.convert %[[D]] : (tensor<2x4x5xf32>) -> tensor<2x4x5xbf16>
// CHECK-NEXT: return %[[R]]
func.func @dot_general(%a: tensor<2x4x8xbf16>, %b: tensor<2x8x5xbf16>) -> tensor<2x4x5xbf16> {
  %0 = "mhlo.dot_general"(%a, %b) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x4x8xbf16>, tensor<2x8x5xbf16>) -> tensor<2x4x5xbf16>
  return %0 : tensor<2x4x5xbf16>
}

// -----

// f16 dot and convolution (with dynamic sizes) alike. With narrow-operands, the f16 dot keeps its f16
// operands and only its result is f32; the convolution is widened all the same.
// NARROW-LABEL: func.func @dot_and_convolution
// NARROW-SAME: (%[[A:.*]]: tensor<?x8xf16>, %[[V:.*]]: tensor<8xf16>,
// NARROW-NEXT: %[[D:.*]] = "mhlo.dot"(%[[A]], %[[V]]) : (tensor<?x8xf16>, tensor<8xf16>) -> tensor<?xf32>
// NARROW-NEXT: mhlo.convert %[[D]] : (tensor<?xf32>) -> tensor<?xf16>
// NARROW: mhlo.convolution(%{{.*}}, %{{.*}}) {{.*}} : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
// NARROW-LABEL: func.func @unchanged
// NARROW-NOT: mhlo.convert
// CHECK-LABEL: func.func @dot_and_convolution
// CHECK: mhlo.convert %{{.*}} : (tensor<?x8xf16>) -> tensor<?x8xf32>
// CHECK: "mhlo.dot"(%{{.*}}, %{{.*}}) : (tensor<?x8xf32>, tensor<8xf32>) -> tensor<?xf32>
// CHECK: mhlo.convert %{{.*}} : (tensor<?xf32>) -> tensor<?xf16>
// CHECK: mhlo.convolution(%{{.*}}, %{{.*}}) {{.*}} : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK: mhlo.convert %{{.*}} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf16>
func.func @dot_and_convolution(%a: tensor<?x8xf16>, %v: tensor<8xf16>, %x: tensor<1x6x6x2xf16>, %w: tensor<3x3x2x4xf16>) -> (tensor<?xf16>, tensor<1x4x4x4xf16>) {
  %0 = "mhlo.dot"(%a, %v) : (tensor<?x8xf16>, tensor<8xf16>) -> tensor<?xf16>
  %1 = mhlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x2xf16>, tensor<3x3x2x4xf16>) -> tensor<1x4x4x4xf16>
  return %0, %1 : tensor<?xf16>, tensor<1x4x4x4xf16>
}

// -----

// Left alone: f32 and f64, integers, and mixed types (a bf16 x bf16 -> f32 dot already sums in f32).
// CHECK-LABEL: func.func @unchanged
// CHECK-NOT: mhlo.convert
// CHECK: return
func.func @unchanged(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %i: tensor<4x8xi8>, %j: tensor<8x5xi8>, %h: tensor<4x8xbf16>, %g: tensor<8x5xbf16>) -> (tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x5xf32>) {
  %0 = "mhlo.dot"(%a, %b) : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
  %1 = "mhlo.dot"(%i, %j) : (tensor<4x8xi8>, tensor<8x5xi8>) -> tensor<4x5xi32>
  %2 = "mhlo.dot"(%h, %g) : (tensor<4x8xbf16>, tensor<8x5xbf16>) -> tensor<4x5xf32>
  return %0, %1, %2 : tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x5xf32>
}
