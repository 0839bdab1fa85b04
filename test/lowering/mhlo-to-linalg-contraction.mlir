// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s
// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg=enable-primitive-ops=true | FileCheck %s --check-prefix=PRIM

// Reductions, maps, einsums, dots, convolutions, windows (lowering/mhlo_to_linalg_contraction.py) and batch norms (lowering/mhlo_to_linalg_batch_norm.py).

// A single commutative op on one input: a generic with a reduction loop into a fill of the init, as mlir-hlo's
// (the combiner reads the accumulator first); linalg.reduce in upstream's short form with enable-primitive-ops.
// CHECK-LABEL: func.func @reduce_add
// CHECK-SAME: (%[[A:.*]]: tensor<4x5xf32>, %[[Z:.*]]: tensor<f32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.extract %[[Z]][] : tensor<f32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%[[E]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<4x5xf32>) outs(%[[F]] : tensor<4xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[OUT]], %[[IN]] : f32
// CHECK-NEXT: linalg.yield %[[SUM]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[R]]
// PRIM-LABEL: func.func @reduce_add
// PRIM: %[[F:.*]] = linalg.fill
// PRIM-NEXT: %[[R:.*]] = linalg.reduce { arith.addf } ins(%{{.*}} : tensor<4x5xf32>) outs(%[[F]] : tensor<4xf32>) dimensions = [1]
// PRIM-NEXT: return %[[R]]
func.func @reduce_add(%a: tensor<4x5xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  %0 = mhlo.reduce(%a init: %z) applies mhlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_dynamic_bf16
// CHECK-SAME: (%[[A:.*]]: tensor<?x5xbf16>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x5xbf16>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xbf16>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<?x5xbf16>) outs(%{{.*}} : tensor<?xbf16>)
// CHECK: arith.maximumf
// PRIM-LABEL: func.func @reduce_dynamic_bf16
// PRIM: linalg.reduce { arith.maximumf } ins(%{{.*}} : tensor<?x5xbf16>) outs(%{{.*}} : tensor<?xbf16>) dimensions = [1]
func.func @reduce_dynamic_bf16(%a: tensor<?x5xbf16>, %z: tensor<bf16>) -> tensor<?xbf16> {
  %0 = mhlo.reduce(%a init: %z) applies mhlo.maximum across dimensions = [1] : (tensor<?x5xbf16>, tensor<bf16>) -> tensor<?xbf16>
  func.return %0 : tensor<?xbf16>
}

// -----

// CHECK-LABEL: func.func @reduce_to_0d_i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<i8>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%{{.*}} : tensor<4x5xi8>) outs(%{{.*}} : tensor<i8>)
// CHECK: arith.addi
// PRIM-LABEL: func.func @reduce_to_0d_i8
// PRIM: linalg.reduce { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%{{.*}} : tensor<4x5xi8>) outs(%{{.*}} : tensor<i8>) dimensions = [0, 1]
func.func @reduce_to_0d_i8(%a: tensor<4x5xi8>, %z: tensor<i8>) -> tensor<i8> {
  %0 = mhlo.reduce(%a init: %z) applies mhlo.add across dimensions = [0, 1] : (tensor<4x5xi8>, tensor<i8>) -> tensor<i8>
  func.return %0 : tensor<i8>
}

// -----

// Several inputs: a generic with one accumulator per result; the body's first arguments are the accumulators.
// CHECK-LABEL: func.func @argmax
// CHECK-SAME: (%[[V:.*]]: tensor<4x6xf32>, %[[I:.*]]: tensor<4x6xi32>)
// CHECK: %[[FV:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[FI:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %[[R:.*]]:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[V]], %[[I]] : tensor<4x6xf32>, tensor<4x6xi32>) outs(%[[FV]], %[[FI]] : tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[XI:.*]]: i32, %[[ACC:.*]]: f32, %[[ACCI:.*]]: i32):
// CHECK-NEXT: %[[GE:.*]] = arith.cmpf oge, %[[ACC]], %[[X]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[GE]], %[[ACC]], %[[X]] : f32
// CHECK-NEXT: %[[SI:.*]] = arith.select %[[GE]], %[[ACCI]], %[[XI]] : i32
// CHECK-NEXT: linalg.yield %[[S]], %[[SI]] : f32, i32
// CHECK-NEXT: } -> (tensor<4xf32>, tensor<4xi32>)
func.func @argmax(%v: tensor<4x6xf32>, %i: tensor<4x6xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %c0 = mhlo.constant dense<0xFF800000> : tensor<f32>
  %c1 = mhlo.constant dense<0> : tensor<i32>
  %0:2 = mhlo.reduce(%v init: %c0), (%i init: %c1) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>)  {
    %1 = mhlo.compare GE, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = mhlo.select %1, %a, %c : tensor<i1>, tensor<f32>
    %3 = mhlo.select %1, %b, %d : tensor<i1>, tensor<i32>
    mhlo.return %2, %3 : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// A body that calls a function (jax's @_where helper of jnp.where): the callee's body is inlined as scalar ops.
// CHECK-LABEL: func.func @argmax_calling_where
// CHECK: linalg.generic
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[XI:.*]]: i32, %[[ACC:.*]]: f32, %[[ACCI:.*]]: i32):
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[X]], %[[ACC]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[GT]], %[[X]], %[[ACC]] : f32
// CHECK-NEXT: %[[SI:.*]] = arith.select %[[GT]], %[[XI]], %[[ACCI]] : i32
// CHECK-NEXT: linalg.yield %[[S]], %[[SI]] : f32, i32
func.func @argmax_calling_where(%v: tensor<4x6xf32>, %i: tensor<4x6xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %c0 = mhlo.constant dense<0xFF800000> : tensor<f32>
  %c1 = mhlo.constant dense<0> : tensor<i32>
  %0:2 = mhlo.reduce(%v init: %c0), (%i init: %c1) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>)  {
    %1 = mhlo.compare GT, %c, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = func.call @_where(%1, %c, %a) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %3 = func.call @_where_i32(%1, %d, %b) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    mhlo.return %2, %3 : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
func.func private @_where(%p: tensor<i1>, %x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = mhlo.select %p, %x, %y : tensor<i1>, tensor<f32>
  return %0 : tensor<f32>
}
func.func private @_where_i32(%p: tensor<i1>, %x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
  %0 = mhlo.select %p, %x, %y : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @dot_matmul_f64
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf64>, %[[B:.*]]: tensor<3x4xf64>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x4xf64>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[Z]] : f64) outs(%[[E]] : tensor<2x4xf64>) -> tensor<2x4xf64>
// CHECK-NEXT: %[[R:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<2x3xf64>, tensor<3x4xf64>) outs(%[[F]] : tensor<2x4xf64>) -> tensor<2x4xf64>
func.func @dot_matmul_f64(%a: tensor<2x3xf64>, %b: tensor<3x4xf64>) -> tensor<2x4xf64> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<2x3xf64>, tensor<3x4xf64>) -> tensor<2x4xf64>
  func.return %0 : tensor<2x4xf64>
}

// -----

// CHECK-LABEL: func.func @dot_matvec_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xf32>
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x3xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK: linalg.matvec ins(%[[A]], %{{.*}} : tensor<?x3xf32>, tensor<3xf32>) outs(%{{.*}} : tensor<?xf32>) -> tensor<?xf32>
func.func @dot_matvec_dynamic(%a: tensor<?x3xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dot_vecmat_f16
// CHECK: linalg.vecmat ins(%{{.*}}, %{{.*}} : tensor<3xf16>, tensor<3x4xf16>) outs(%{{.*}} : tensor<4xf16>) -> tensor<4xf16>
func.func @dot_vecmat_f16(%a: tensor<3xf16>, %b: tensor<3x4xf16>) -> tensor<4xf16> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<3xf16>, tensor<3x4xf16>) -> tensor<4xf16>
  func.return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @dot_dot
// CHECK: linalg.dot ins(%{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3xf32>) outs(%{{.*}} : tensor<f32>) -> tensor<f32>
func.func @dot_dot(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<f32> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// A wider result (preferred_element_type): the named op casts in its body.
// CHECK-LABEL: func.func @dot_general_batch_matmul_i8_i32
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x3x4xi8>, tensor<2x4x5xi8>) outs(%{{.*}} : tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
func.func @dot_general_batch_matmul_i8_i32(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi8>) -> tensor<2x3x5xi32> {
  %0 = "mhlo.dot_general"(%a, %b) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xi8>, tensor<2x4x5xi8>) -> tensor<2x3x5xi32>
  func.return %0 : tensor<2x3x5xi32>
}

// -----

// A batch matvec is a generic, as mlir-hlo's (only a batch matmul has a named op).
// CHECK-LABEL: func.func @dot_general_batch_matvec
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%{{.*}} : tensor<2x3xf32>)
func.func @dot_general_batch_matvec(%a: tensor<2x3x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// Other dimension numbers: a generic over (lhs free, rhs free, contracting), operands cast to the result type.
// CHECK-LABEL: func.func @dot_general_transposed_f32_f64
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[O:.*]]: f64):
// CHECK-NEXT: %[[XW:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK-NEXT: %[[YW:.*]] = arith.extf %[[Y]] : f32 to f64
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[XW]], %[[YW]] : f64
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[O]], %[[M]] : f64
// CHECK-NEXT: linalg.yield %[[S]] : f64
func.func @dot_general_transposed_f32_f64(%a: tensor<3x4xf32>, %b: tensor<5x4xf32>) -> tensor<3x5xf64> {
  %0 = "mhlo.dot_general"(%a, %b) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]}> : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<3x5xf64>
  func.return %0 : tensor<3x5xf64>
}

// -----

// The zero-filled output first, then the input padded with zeros (a tensor.pad), as mlir-hlo's.
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x3xf32>, %[[K:.*]]: tensor<3x3x3x4xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1x4x4x4xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[X]] low[0, 1, 1, 0] high[0, 1, 1, 0] {
// CHECK-NEXT: ^{{.*}}(%{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT: tensor.yield %[[Z]] : f32
// CHECK-NEXT: } : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.conv_2d_nhwc_hwcf {{{.*}}strides = dense<2> : tensor<2xi64>{{.*}}} ins(%[[P]], %[[K]] : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%[[F]] : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
func.func @conv_2d_nhwc_hwcf(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  func.return %0 : tensor<1x4x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_1d_dynamic_batch
// CHECK-SAME: (%[[X:.*]]: tensor<?x8x3xf32>
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x8x3xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x6x4xf32>
// CHECK: linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%[[X]], %{{.*}} : tensor<?x8x3xf32>, tensor<3x3x4xf32>) outs(%{{.*}} : tensor<?x6x4xf32>) -> tensor<?x6x4xf32>
func.func @conv_1d_dynamic_batch(%x: tensor<?x8x3xf32>, %k: tensor<3x3x4xf32>) -> tensor<?x6x4xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x8x3xf32>, tensor<3x3x4xf32>) -> tensor<?x6x4xf32>
  func.return %0 : tensor<?x6x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_3d
// CHECK: linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) outs(%{{.*}} : tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32>
func.func @conv_3d(%x: tensor<1x4x4x4x2xf32>, %k: tensor<2x2x2x2x3xf32>) -> tensor<1x3x3x3x3xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<1x3x3x3x3xf32>
  func.return %0 : tensor<1x3x3x3x3xf32>
}

// -----

// One feature group per input channel and one filter each: the kernel's size-1 input feature is collapsed away.
// CHECK-LABEL: func.func @depthwise_hwc
// CHECK-SAME: (%[[X:.*]]: tensor<1x6x6x3xf32>, %[[K:.*]]: tensor<3x3x1x3xf32>)
// CHECK: %[[K3:.*]] = tensor.collapse_shape %[[K]] [[0], [1], [2, 3]] : tensor<3x3x1x3xf32> into tensor<3x3x3xf32>
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[X]], %[[K3]] : tensor<1x6x6x3xf32>, tensor<3x3x3xf32>) outs(%{{.*}} : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
func.func @depthwise_hwc(%x: tensor<1x6x6x3xf32>, %k: tensor<3x3x1x3xf32>) -> tensor<1x4x4x3xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x6x6x3xf32>, tensor<3x3x1x3xf32>) -> tensor<1x4x4x3xf32>
  func.return %0 : tensor<1x4x4x3xf32>
}

// -----

// Two filters per channel: the kernel is reshaped to [channel, multiplier] (as mlir-hlo's reshape lowering does:
// collapsed to 1-D and expanded) and the result's two dims collapsed.
// CHECK-LABEL: func.func @depthwise_hwcm
// CHECK: %[[K3:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2, 3]] : tensor<3x3x1x6xf32> into tensor<54xf32>
// CHECK-NEXT: %[[K4:.*]] = tensor.expand_shape %[[K3]] {{\[}}[0, 1, 2, 3]] output_shape [3, 3, 3, 2] : tensor<54xf32> into tensor<3x3x3x2xf32>
// CHECK: %[[C:.*]] = linalg.depthwise_conv_2d_nhwc_hwcm {{.*}} ins(%{{.*}}, %[[K4]] : tensor<1x6x6x3xf32>, tensor<3x3x3x2xf32>) outs(%{{.*}} : tensor<1x4x4x3x2xf32>) -> tensor<1x4x4x3x2xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[C]] [[0], [1], [2], [3, 4]] : tensor<1x4x4x3x2xf32> into tensor<1x4x4x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @depthwise_hwcm(%x: tensor<1x6x6x3xf32>, %k: tensor<3x3x1x6xf32>) -> tensor<1x4x4x6xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x6x6x3xf32>, tensor<3x3x1x6xf32>) -> tensor<1x4x4x6xf32>
  func.return %0 : tensor<1x4x4x6xf32>
}

// -----

// Any other layout or groups: a generic. lhs dilation strides the insert_slice; feature groups select the
// input feature with floordiv.
// CHECK-LABEL: func.func @conv_nchw_groups_lhs_dilation
// CHECK: %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 1, 1] [2, 4, 5, 5] [1, 1, 2, 2] : tensor<2x4x5x5xf32> into tensor<2x4x11x11xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, (d1 floordiv 3) * 2 + d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[P]], %{{.*}} : tensor<2x4x11x11xf32>, tensor<6x2x3x3xf32>)
// CHECK-NEXT: ^{{.*}}(%[[I:.*]]: f32, %[[W:.*]]: f32, %[[O:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[I]], %[[W]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[O]], %[[M]] : f32
func.func @conv_nchw_groups_lhs_dilation(%x: tensor<2x4x5x5xf32>, %k: tensor<6x2x3x3xf32>) -> tensor<2x6x9x9xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {lhs_dilate = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x5x5xf32>, tensor<6x2x3x3xf32>) -> tensor<2x6x9x9xf32>
  func.return %0 : tensor<2x6x9x9xf32>
}

// -----

// A pooling op, built as mlir-hlo builds it: the window operand, the result's tensor.empty, the init value and
// its fill, in that order, and strides/dilations as vector attributes.
// CHECK-LABEL: func.func @max_pool
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x8x3xf32>)
// CHECK: %[[W:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1x4x4x3xf32>
// CHECK-NEXT: %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%[[E]] : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%[[X]], %[[W]] : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%[[F]] : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
func.func @max_pool(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  %init = mhlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "mhlo.reduce_window"(%x, %init) <{window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = mhlo.maximum %a, %b : tensor<f32>
    "mhlo.return"(%m) : (tensor<f32>) -> ()
  }) : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x4x4x3xf32>
  func.return %0 : tensor<1x4x4x3xf32>
}

// -----

// As mlir-hlo's, a padded (or non-f32) window is a generic: the init value broadcast into the result, the input
// padded with it, and an f32 tensor.empty of the window dims whose size is not 1 (the reduction loops).
// CHECK-LABEL: func.func @sum_pool_padded_i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x4x4x3xi32>
// CHECK-NEXT: %[[F:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%{{.*}} : tensor<i32>) outs(%[[E]] : tensor<1x4x4x3xi32>)
// CHECK: %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<i32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 1, 1, 0] {
// CHECK: tensor.yield %[[INIT]] : i32
// CHECK-NEXT: } : tensor<1x4x4x3xi32> to tensor<1x6x6x3xi32>
// CHECK-NEXT: %[[W:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[P]], %[[W]] : tensor<1x6x6x3xi32>, tensor<3x3xf32>) outs(%[[F]] : tensor<1x4x4x3xi32>)
func.func @sum_pool_padded_i32(%x: tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32> {
  %init = mhlo.constant dense<0> : tensor<i32>
  %0 = "mhlo.reduce_window"(%x, %init) <{window_dimensions = dense<[1, 3, 3, 1]> : tensor<4xi64>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = mhlo.add %a, %b : tensor<i32>
    "mhlo.return"(%m) : (tensor<i32>) -> ()
  }) : (tensor<1x4x4x3xi32>, tensor<i32>) -> tensor<1x4x4x3xi32>
  func.return %0 : tensor<1x4x4x3xi32>
}

// -----

// A cumulative sum from 1 (each output also adds the 1s of the padding in its window): a generic over
// (output, window) loops with a window-shaped operand. From 0 it is a running sum
// (mhlo-to-linalg-cumulative-window.mlir).
// CHECK-LABEL: func.func @cumsum
// CHECK: %[[P:.*]] = tensor.pad %{{.*}} low[4] high[0] {
// CHECK: } : tensor<5xf32> to tensor<9xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[P]], %{{.*}} : tensor<9xf32>, tensor<5xf32>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[X]] : f32
func.func @cumsum(%x: tensor<5xf32>) -> tensor<5xf32> {
  %init = mhlo.constant dense<1.0> : tensor<f32>
  %0 = "mhlo.reduce_window"(%x, %init) <{window_dimensions = dense<5> : tensor<1xi64>, padding = dense<[[4, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%m) : (tensor<f32>) -> ()
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_inference
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %[[S:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3xf32>, %[[M:.*]]: tensor<3xf32>, %[[V:.*]]: tensor<3xf32>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]], %[[S]], %[[O]], %[[M]], %[[V]] :
// CHECK-NEXT: ^{{.*}}(%[[XE:.*]]: f32, %[[SE:.*]]: f32, %[[OE:.*]]: f32, %[[ME:.*]]: f32, %[[VE:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[EPS:.*]] = arith.constant 1.000000e-03 : f32
// CHECK-NEXT: %[[C:.*]] = arith.subf %[[XE]], %[[ME]] : f32
// CHECK-NEXT: %[[VEPS:.*]] = arith.addf %[[VE]], %[[EPS]] : f32
// CHECK-NEXT: %[[SD:.*]] = math.sqrt %[[VEPS]] : f32
// CHECK-NEXT: %[[N:.*]] = arith.divf %[[C]], %[[SD]] : f32
// CHECK-NEXT: %[[SC:.*]] = arith.mulf %[[N]], %[[SE]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[SC]], %[[OE]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
func.func @batch_norm_inference(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %0 = "mhlo.batch_norm_inference"(%x, %s, %o, %m, %v) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  func.return %0 : tensor<2x3x4xf32>
}

// -----

// select_and_scatter (beyond mlir-hlo): a generic selects per window (value, flat offset, whether any), then
// one over (operand position, window offset) scatters the source where the selection is that offset.
// CHECK-LABEL: func.func @select_and_scatter
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>, %[[S:.*]]: tensor<2x3xf32>, %[[I:.*]]: tensor<f32>)
// CHECK: %[[W:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK: %[[OFFS:.*]]:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 2 + d3)>, affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 2 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[X]], %{{.*}}, %[[W]] : tensor<4x6xf32>, tensor<4x6xi1>, tensor<2x2xf32>)
// CHECK: arith.cmpf oge
// CHECK: linalg.index 2 : index
// CHECK: } -> (tensor<2x3xf32>, tensor<2x3xi64>, tensor<2x3xi1>)
// CHECK: %[[INIT:.*]] = tensor.extract %[[I]][] : tensor<f32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%{{.*}} : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[W]] : tensor<2x2xf32>) outs(%[[F]] : tensor<4x6xf32>)
// CHECK: tensor.extract %[[OFFS]]#1[%{{.*}}, %{{.*}}] : tensor<2x3xi64>
// CHECK: tensor.extract %[[OFFS]]#2[%{{.*}}, %{{.*}}] : tensor<2x3xi1>
// CHECK: tensor.extract %[[S]][%{{.*}}, %{{.*}}] : tensor<2x3xf32>
// CHECK: arith.addf
func.func @select_and_scatter(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>, %i: tensor<f32>) -> tensor<4x6xf32> {
  %0 = "mhlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = dense<[2, 2]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = mhlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  func.return %0 : tensor<4x6xf32>
}

// -----

// Unsigned elements are selected and scattered as signless ones: the UNSIGNED compare is `ult`, the result
// cast back (was 'failed to legalize operation', difftest seed 777 programs 53 and 208).
// CHECK-LABEL: func.func @select_and_scatter_ui8
// CHECK-SAME: (%[[X:.*]]: tensor<5xui8>, %[[S:.*]]: tensor<2xui8>, %[[I:.*]]: tensor<ui8>)
// CHECK-DAG: %[[SX:.*]] = builtin.unrealized_conversion_cast %[[X]] : tensor<5xui8> to tensor<5xi8>
// CHECK-DAG: %[[SS:.*]] = builtin.unrealized_conversion_cast %[[S]] : tensor<2xui8> to tensor<2xi8>
// CHECK-DAG: %[[SI:.*]] = builtin.unrealized_conversion_cast %[[I]] : tensor<ui8> to tensor<i8>
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<6xi8>, tensor<6xi1>, tensor<2xi8>)
// CHECK: arith.cmpi ult
// CHECK: } -> (tensor<2xi8>, tensor<2xi64>, tensor<2xi1>)
// CHECK: %[[INIT:.*]] = tensor.extract %[[SI]][] : tensor<i8>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[INIT]] : i8) outs(%{{.*}} : tensor<5xi8>) -> tensor<5xi8>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: outs(%[[F]] : tensor<5xi8>)
// CHECK: tensor.extract %[[SS]][%{{.*}}] : tensor<2xi8>
// CHECK: arith.addi
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %[[R]] : tensor<5xi8> to tensor<5xui8>
// CHECK: return %[[U]]
func.func @select_and_scatter_ui8(%x: tensor<5xui8>, %s: tensor<2xui8>, %i: tensor<ui8>) -> tensor<5xui8> {
  %0 = "mhlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = dense<2> : tensor<1xi64>, window_strides = dense<3> : tensor<1xi64>, padding = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %c = mhlo.compare LT, %a, %b, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %c = mhlo.add %a, %b : tensor<ui8>
    "mhlo.return"(%c) : (tensor<ui8>) -> ()
  }) : (tensor<5xui8>, tensor<2xui8>, tensor<ui8>) -> tensor<5xui8>
  func.return %0 : tensor<5xui8>
}

// -----

// `?` sizes: the source's are checked to be the operand's window counts (the select reads the operand there), a
// static result size of a `?` operand size is checked before the op, the buffers take the `?` sizes, and the
// scatter, which reads the source at a position of each operand element, runs where the source is not empty.
// CHECK-LABEL: func.func @select_and_scatter_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>, %[[S:.*]]: tensor<?x3xf32>, %[[I:.*]]: tensor<f32>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %[[C0:.*]] : tensor<?x6xf32>
// CHECK: %[[TIED:.*]] = arith.cmpi eq, %[[N]], %{{.*}} : index
// CHECK: cf.assert %[[TIED]], "'mhlo.select_and_scatter' op operand #0 and the result type differ in size in dimension 0 (expected 4)"
// CHECK: %[[M:.*]] = tensor.dim %[[S]], %{{.*}} : tensor<?x3xf32>
// CHECK: %[[P:.*]] = arith.addi %[[N]], %{{.*}} : index
// CHECK: %[[ROOM:.*]] = arith.subi %[[P]], %{{.*}} : index
// CHECK: %[[COUNT:.*]] = arith.maxsi %[[ROOM]], %{{.*}} : index
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[M]], %[[COUNT]] : index
// CHECK: cf.assert %[[OK]], "'mhlo.select_and_scatter' op dimension 0 of source (operand #1) is not the window count of operand #0"
// CHECK: %[[PADDED:.*]] = tensor.pad %[[X]] low[1, 0] high[0, 0]
// CHECK: tensor.empty(%[[N]]) : tensor<?x6xi1>
// CHECK: tensor.empty(%[[M]]) : tensor<?x3xi64>
// CHECK: %[[OFFS:.*]]:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 * 2 + d3)>, {{.*}} ins(%[[PADDED]], %{{.*}}, %{{.*}} : tensor<?x6xf32>, tensor<?x6xi1>, tensor<3x2xf32>)
// CHECK: arith.cmpf ogt
// CHECK: } -> (tensor<?x3xf32>, tensor<?x3xi64>, tensor<?x3xi1>)
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK: %[[ANY:.*]] = arith.cmpi sgt, %[[M]], %{{.*}} : index
// CHECK: %[[R:.*]] = scf.if %[[ANY]] -> (tensor<4x6xf32>) {
// CHECK: %[[G:.*]] = linalg.generic {{.*}} outs(%[[F]] : tensor<4x6xf32>)
// CHECK: arith.cmpi slt, %{{.*}}, %[[M]] : index
// CHECK: tensor.extract %[[OFFS]]#1[%{{.*}}, %{{.*}}] : tensor<?x3xi64>
// CHECK: tensor.extract %[[S]][%{{.*}}, %{{.*}}] : tensor<?x3xf32>
// CHECK: scf.yield %[[G]] : tensor<4x6xf32>
// CHECK: } else {
// CHECK: scf.yield %[[F]] : tensor<4x6xf32>
// CHECK: return %[[R]] : tensor<4x6xf32>
func.func @select_and_scatter_dynamic(%x: tensor<?x6xf32>, %s: tensor<?x3xf32>, %i: tensor<f32>) -> tensor<4x6xf32> {
  %0 = "mhlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = dense<[3, 2]> : tensor<2xi64>, window_strides = dense<[1, 2]> : tensor<2xi64>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = mhlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<?x6xf32>, tensor<?x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  func.return %0 : tensor<4x6xf32>
}

// -----

// No window fits (a source of 0 rows): the init value everywhere. The generics of empty loops that the lowering
// made do not verify ('unexpected result less than 0 at expression #0').
// CHECK-LABEL: func.func @select_and_scatter_no_window
// CHECK-SAME: (%{{.*}}: tensor<1x6xf32>, %{{.*}}: tensor<0x3xf32>, %[[I:.*]]: tensor<f32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.extract %[[I]][] : tensor<f32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1x6xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%[[E]] : tensor<1x6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: return %[[F]]
func.func @select_and_scatter_no_window(%x: tensor<1x6xf32>, %s: tensor<0x3xf32>, %i: tensor<f32>) -> tensor<1x6xf32> {
  %0 = "mhlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = dense<[2, 2]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = mhlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<1x6xf32>, tensor<0x3xf32>, tensor<f32>) -> tensor<1x6xf32>
  func.return %0 : tensor<1x6xf32>
}

// -----

// batch_norm_training: two per-feature reductions (sum of x, sum of squared deviations), each divided by the
// element count, then the normalization of batch_norm_inference.
// CHECK-LABEL: func.func @batch_norm_training
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK: %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<3xf32>)
// CHECK: arith.constant 8.000000e+00 : f32
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[MEAN]] : tensor<2x3x4xf32>, tensor<3xf32>)
// CHECK: %[[VAR:.*]] = linalg.generic {{.*}} ins(%[[SQ]] : tensor<3xf32>)
// CHECK: %[[OUT:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[MEAN]], %[[VAR]] :
// CHECK: return %[[OUT]], %[[MEAN]], %[[VAR]]
func.func @batch_norm_training(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:3 = "mhlo.batch_norm_training"(%x, %s, %o) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0, %0#1, %0#2 : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// rng UNIFORM: mlir-hlo's stateless hash of the loop indices, scaled into [a, b].
// CHECK-LABEL: func.func @rng_uniform
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<f32>, tensor<f32>) outs(%[[E]] : tensor<3x4xf32>)
// CHECK: arith.constant 1103515245 : i32
// CHECK: arith.constant 12345 : i32
// CHECK: linalg.index 0 : index
// CHECK: linalg.index 1 : index
// CHECK: %[[EPS:.*]] = arith.constant 2.32830644E-10 : f32
// CHECK: %[[RANGE:.*]] = arith.subf %{{.*}}, %{{.*}} : f32
// CHECK: %[[SCALE:.*]] = arith.mulf %[[RANGE]], %[[EPS]] : f32
// CHECK: %[[H:.*]] = arith.uitofp %{{.*}} : i32 to f32
// CHECK: arith.mulf %[[H]], %[[SCALE]] : f32
func.func @rng_uniform(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3x4xf32> {
  %shape = mhlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = mhlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// A `?` size of the result is read from the shape operand.
// CHECK-LABEL: func.func @rng_uniform_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %[[SHAPE:.*]]: tensor<2xi32>)
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[N:.*]] = tensor.extract %[[SHAPE]][%[[C1]]] : tensor<2xi32>
// CHECK-NEXT: %[[SIZE:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[SIZE]]) : tensor<3x?xf32>
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[E]] : tensor<3x?xf32>)
func.func @rng_uniform_dynamic(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<2xi32>) -> tensor<3x?xf32> {
  %0 = mhlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi32>) -> tensor<3x?xf32>
  func.return %0 : tensor<3x?xf32>
}

// -----

// rng with the NORMAL distribution is left, as mlir-hlo leaves it.
func.func @rng_normal(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3x4xf32> {
  %shape = mhlo.constant dense<[3, 4]> : tensor<2xi64>
  // expected-error@+1 {{failed to legalize operation 'mhlo.rng'}}
  %0 = mhlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// Unsigned elements reduce on signless ones with the unsigned op; casts go around the reduction.
// CHECK-LABEL: func.func @reduce_unsigned
// CHECK-SAME: (%[[A:.*]]: tensor<4x5xui32>, %[[Z:.*]]: tensor<ui32>)
// CHECK-DAG: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<4x5xui32> to tensor<4x5xi32>
// CHECK-DAG: %[[SZ:.*]] = builtin.unrealized_conversion_cast %[[Z]] : tensor<ui32> to tensor<i32>
// CHECK: %[[INIT:.*]] = tensor.extract %[[SZ]][] : tensor<i32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[INIT]] : i32)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[SA]] : tensor<4x5xi32>) outs(%[[F]] : tensor<4xi32>)
// CHECK: arith.maxui
// CHECK: linalg.yield
// PRIM-LABEL: func.func @reduce_unsigned
// PRIM: linalg.reduce { arith.maxui } ins(%{{.*}} : tensor<4x5xi32>) outs(%{{.*}} : tensor<4xi32>) dimensions = [1]
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %[[R]] : tensor<4xi32> to tensor<4xui32>
// CHECK: return %[[U]]
func.func @reduce_unsigned(%a: tensor<4x5xui32>, %z: tensor<ui32>) -> tensor<4xui32> {
  %0 = mhlo.reduce(%a init: %z) applies mhlo.maximum across dimensions = [1] : (tensor<4x5xui32>, tensor<ui32>) -> tensor<4xui32>
  func.return %0 : tensor<4xui32>
}

// -----

// Complex inits are linalg.fill of the complex value; the body is complex.add.
// CHECK-LABEL: func.func @reduce_complex
// CHECK: %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<complex<f32>>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<5xcomplex<f32>>
// CHECK: %[[S:.*]] = linalg.fill ins(%[[INIT]] : complex<f32>) outs(%[[E]] : tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<4x5xcomplex<f32>>) outs(%[[S]] : tensor<5xcomplex<f32>>)
// CHECK: complex.add
// PRIM-LABEL: func.func @reduce_complex
// PRIM: linalg.reduce { complex.add } ins(%{{.*}} : tensor<4x5xcomplex<f32>>) outs(%{{.*}} : tensor<5xcomplex<f32>>) dimensions = [0]
func.func @reduce_complex(%a: tensor<4x5xcomplex<f32>>, %z: tensor<complex<f32>>) -> tensor<5xcomplex<f32>> {
  %0 = mhlo.reduce(%a init: %z) applies mhlo.add across dimensions = [0] : (tensor<4x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
  func.return %0 : tensor<5xcomplex<f32>>
}

// -----

// A widening unsigned dot zero-extends in a generic (the named ops would sign-extend).
// CHECK-LABEL: func.func @dot_general_widening_unsigned
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: ^{{.*}}(%[[L:.*]]: i8, %[[R:.*]]: i8, %[[ACC:.*]]: i32):
// CHECK: %[[WL:.*]] = arith.extui %[[L]] : i8 to i32
// CHECK: %[[WR:.*]] = arith.extui %[[R]] : i8 to i32
// CHECK: %[[M:.*]] = arith.muli %[[WL]], %[[WR]] : i32
// CHECK: arith.addi %[[ACC]], %[[M]] : i32
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : tensor<2x4xi32> to tensor<2x4xui32>
func.func @dot_general_widening_unsigned(%a: tensor<2x3xui8>, %b: tensor<3x4xui8>) -> tensor<2x4xui32> {
  %0 = "mhlo.dot_general"(%a, %b) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xui8>, tensor<3x4xui8>) -> tensor<2x4xui32>
  func.return %0 : tensor<2x4xui32>
}

// -----

// Complex dots are the named ops (whose bodies multiply and add with the complex dialect), into a fill of
// complex zero, as mlir-hlo's.
// CHECK-LABEL: func.func @dot_complex
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[CZERO:.*]] = complex.create %[[ZERO]], %[[ZERO]] : complex<f32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2xcomplex<f32>>
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[CZERO]] : complex<f32>) outs(%[[E]] : tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
// CHECK: linalg.matvec ins(%{{.*}}, %{{.*}} : tensor<2x3xcomplex<f32>>, tensor<3xcomplex<f32>>) outs(%[[INIT]] : tensor<2xcomplex<f32>>)
func.func @dot_complex(%a: tensor<2x3xcomplex<f32>>, %b: tensor<3xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<2x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

// Window reversal reverses the kernel first (read through 1 - d0), then convolves with the named op.
// CHECK-LABEL: func.func @convolution_reversal
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x1xf32>, %[[K:.*]]: tensor<2x2x1x1xf32>)
// CHECK: %[[REV:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 1, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[K]] : tensor<2x2x1x1xf32>)
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[X]], %[[REV]] : tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>)
func.func @convolution_reversal(%x: tensor<1x4x4x1xf32>, %k: tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32>
  func.return %0 : tensor<1x3x3x1xf32>
}

// -----

// map: a parallel generic with the body inlined as scalar ops; ? sizes from the first input
// (after a run-time check that the inputs' sizes agree).
// CHECK-LABEL: func.func @map
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<?x4xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x4xf32>
// CHECK: cf.assert %{{.*}}, "'mhlo.map' op operand #1 and operand #0 differ in size in dimension 0"
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x4xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<?x4xf32>, tensor<?x4xf32>) outs(%[[E]] : tensor<?x4xf32>)
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
func.func @map(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = "mhlo.map"(%a, %b) <{dimensions = dense<[0, 1]> : tensor<2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = mhlo.multiply %x, %y : tensor<f32>
    mhlo.return %m : tensor<f32>
  }) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}

// -----

// einsum: one loop per letter, in the order the operands first name them (b, i, j, k), as mlir-hlo;
// the summed one (j) is a reduction.
// CHECK-LABEL: func.func @einsum
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @einsum(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = mhlo.einsum %a, %b, config = "bij,bjk->bik" : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

// An ellipsis stands for the dims the letters leave (loops 0, 1, x, y); nothing summed: `a * b` into a tensor.empty.
// CHECK-LABEL: func.func @einsum_ellipsis
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
// CHECK-LABEL: func.func @einsum_pointwise
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[E]] : tensor<3x4xf32>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
func.func @einsum_ellipsis(%a: tensor<1x5x3xf32>, %b: tensor<3x2xf32>) -> tensor<1x5x2xf32> {
  %0 = mhlo.einsum %a, %b, config = "...x,xy->...y" : (tensor<1x5x3xf32>, tensor<3x2xf32>) -> tensor<1x5x2xf32>
  func.return %0 : tensor<1x5x2xf32>
}
func.func @einsum_pointwise(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = mhlo.einsum %a, %b, config = "ab,ab->ab" : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// unary_einsum sums the letters the result drops.
// CHECK-LABEL: func.func @unary_einsum
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
// CHECK: ^{{.*}}(%[[X:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK-NEXT: arith.addi %[[ACC]], %[[X]] : i32
func.func @unary_einsum(%a: tensor<3x4xi32>) -> tensor<4xi32> {
  %0 = mhlo.unary_einsum %a, config = "ab->b" : (tensor<3x4xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// batch_norm_grad: one two-output per-feature reduction, the scale gradient, then the operand gradient.
// CHECK-LABEL: func.func @batch_norm_grad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<3xf32>, %[[M:.*]]: tensor<3xf32>, %[[V:.*]]: tensor<3xf32>, %[[DY:.*]]: tensor<2x3xf32>)
// CHECK: %[[SUM:.*]]:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%[[X]], %[[M]], %[[DY]] : tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>)
// CHECK: %[[GS:.*]] = linalg.generic {{.*}} ins(%[[SUM]]#1, %[[V]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: math.rsqrt
// CHECK: %[[GX:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[DY]], %[[S]], %[[M]], %[[V]], %[[SUM]]#0, %[[SUM]]#1 :
// CHECK: return %[[GX]], %[[GS]], %[[SUM]]#0
func.func @batch_norm_grad(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %dy: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:3 = "mhlo.batch_norm_grad"(%x, %s, %m, %v, %dy) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0, %0#1, %0#2 : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// A `?` windowed dim (unpadded) gets its output size computed: here size / 2, the stride being the window.
// CHECK-LABEL: func.func @max_pool_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<1x?x?x3xf32>
// CHECK: %[[H:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<1x?x?x3xf32>
// CHECK: %[[OH:.*]] = arith.divsi %[[H]], %{{.*}} : index
// CHECK: %[[W:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<1x?x?x3xf32>
// CHECK: %[[OW:.*]] = arith.divsi %[[W]], %{{.*}} : index
// CHECK: %[[E:.*]] = tensor.empty(%[[OH]], %[[OW]]) : tensor<1x?x?x3xf32>
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%[[X]], %{{.*}} : tensor<1x?x?x3xf32>, tensor<2x2xf32>)
func.func @max_pool_dynamic(%x: tensor<1x?x?x3xf32>, %z: tensor<f32>) -> tensor<1x?x?x3xf32> {
  %0 = "mhlo.reduce_window"(%x, %z) <{window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.maximum %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x?x?x3xf32>, tensor<f32>) -> tensor<1x?x?x3xf32>
  func.return %0 : tensor<1x?x?x3xf32>
}

// -----

// A `?` spatial dim of a convolution with a 3-wide kernel and stride 1: max(0, size - 2) rows.
// CHECK-LABEL: func.func @conv_dynamic_spatial
// CHECK-SAME: (%[[X:.*]]: tensor<1x?x4x2xf32>
// CHECK: %[[H:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<1x?x4x2xf32>
// CHECK: %[[SHIFTED:.*]] = arith.addi %[[H]], %{{.*}} : index
// CHECK: %[[OH:.*]] = arith.maxsi %[[SHIFTED]], %{{.*}} : index
// CHECK: %[[E:.*]] = tensor.empty(%[[OH]]) : tensor<1x?x2x1xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf
func.func @conv_dynamic_spatial(%x: tensor<1x?x4x2xf32>, %k: tensor<3x3x2x1xf32>) -> tensor<1x?x2x1xf32> {
  %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x?x4x2xf32>, tensor<3x3x2x1xf32>) -> tensor<1x?x2x1xf32>
  func.return %0 : tensor<1x?x2x1xf32>
}

// -----

// A window body may use a rank-0 value from outside it (mlir-hlo's
// reduce_window_generic_captured_constant): the linalg body reads its element.

// CHECK-LABEL: func.func @reduce_window_body_uses_outer_value
// CHECK-SAME:    (%[[X:.*]]: tensor<4x6xf32>, %[[INIT:.*]]: tensor<f32>, %[[SCALE:.*]]: tensor<f32>)
// CHECK:         linalg.generic
// CHECK:           %[[SUM:.*]] = arith.addf
// CHECK:           %[[S:.*]] = tensor.extract %[[SCALE]][] : tensor<f32>
// CHECK:           %[[PROD:.*]] = arith.mulf %[[SUM]], %[[S]] : f32
// CHECK:           linalg.yield %[[PROD]] : f32
func.func @reduce_window_body_uses_outer_value(%x: tensor<4x6xf32>, %init: tensor<f32>, %scale: tensor<f32>) -> tensor<4x7xf32> {
  %0 = "mhlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = mhlo.add %a, %b : tensor<f32>
    %2 = mhlo.multiply %1, %scale : tensor<f32>
    "mhlo.return"(%2) : (tensor<f32>) -> ()
  }) {padding = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>, window_dilations = dense<[1, 2]> : tensor<2xi64>,
      window_dimensions = dense<[1, 2]> : tensor<2xi64>, window_strides = dense<[2, 1]> : tensor<2xi64>}
      : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x7xf32>
  func.return %0 : tensor<4x7xf32>
}

// -----

// select_and_scatter into a promoted element type (upstream accepts it) is not lowered.
func.func @select_and_scatter_promoted(%x: tensor<4x4xf32>, %s: tensor<2x2xf32>) -> tensor<4x4xf64> {
  %z = mhlo.constant dense<0.000000e+00> : tensor<f32>
  // expected-error@+1 {{failed to legalize operation 'mhlo.select_and_scatter'}}
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

// -----

// A reduce whose accumulators have a rank above 0 (upstream's verifier accepts them) is not lowered.
func.func @reduce_vector_accumulator(%x: tensor<2x6xf32>, %init: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.reduce'}}
  %0 = "mhlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<6xf32>, %b: tensor<6xf32>):
    %s = mhlo.add %a, %b : tensor<6xf32>
    "mhlo.return"(%s) : (tensor<6xf32>) -> ()
  }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<2x6xf32>, tensor<6xf32>) -> tensor<6xf32>
  func.return %0 : tensor<6xf32>
}


// -----

// Indexing map expressions are built as upstream builds them: with one output feature per batch group, the
// input batch is `d0 + d3`, not `d0 + d3 floordiv 1`.
// CHECK-LABEL: func.func @batch_groups_map_simplified
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0 + d3, d2 * 2 + d6 * 2, d1 * 2 + d5 * 2, d4)>,
func.func @batch_groups_map_simplified(%arg0: tensor<2x14x12x1xf64>, %arg1: tensor<7x7x1x2xf64>)
                            -> tensor<1x6x8x2xf64> {
  %0 = mhlo.convolution(%arg0, %arg1)
    dim_numbers = [b, 1, 0, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {stride = [2, 2], pad = [[1, 0], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [2, 2], reverse = [1, 1]}
    {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]}
    : (tensor<2x14x12x1xf64>, tensor<7x7x1x2xf64>) -> tensor<1x6x8x2xf64>
  return %0 : tensor<1x6x8x2xf64>
}
