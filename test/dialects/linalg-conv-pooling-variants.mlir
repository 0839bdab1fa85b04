// The channel-first and depthwise convolutions, the channel-first poolings and linalg.mmt4d print
// as upstream's and parse back, and generalize to upstream's indexing maps and iterators.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN

// The generic ops use upstream's maps (printed as #map aliases first) and iterators.
// GEN-DAG: affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// GEN-DAG: affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
// GEN-DAG: affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
// GEN-DAG: affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 + d7, d4 + d8)>
// GEN-DAG: affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// GEN-DAG: affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GEN: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
// GEN: arith.extsi %{{.*}} : i8 to i32
// GEN: arith.maximumf

// CHECK-LABEL: func.func @variants(
func.func @variants(%i1: tensor<1x12x8xf32>, %k1: tensor<3x8xf32>, %o1: tensor<1x10x8xf32>,
                    %i2: tensor<1x8x12xf32>, %k2: tensor<8x3xf32>, %o2: tensor<1x8x10xf32>,
                    %k3: tensor<3x8x2xf32>, %o3: tensor<1x10x8x2xf32>,
                    %i4: tensor<1x8x12x12xf32>, %k4: tensor<8x3x3xf32>, %o4: tensor<1x8x10x10xf32>,
                    %i5: tensor<1x6x6x6x8xf32>, %k5: tensor<3x3x3x8xf32>, %o5: tensor<1x4x4x4x8xf32>,
                    %k7: tensor<3x3x3x8x2xf32>, %o7: tensor<1x4x4x4x8x2xf32>,
                    %i8: tensor<1x4x12xf32>, %k8: tensor<5x4x3xf32>, %o8: tensor<1x5x10xf32>,
                    %i9: tensor<1x4x6x6x6xi8>, %k9: tensor<5x4x3x3x3xi8>, %o9: tensor<1x5x4x4x4xi32>,
                    %w1: tensor<3xf32>, %w2: tensor<3x3xf32>,
                    %a: tensor<10x32x8x1xf32>, %b: tensor<80x32x4x1xf32>, %c: tensor<10x80x8x4xf32>)
    -> (tensor<1x10x8xf32>, tensor<1x8x10xf32>, tensor<1x10x8x2xf32>, tensor<1x8x10x10xf32>, tensor<1x4x4x4x8xf32>,
        tensor<1x4x4x4x8x2xf32>, tensor<1x5x10xf32>, tensor<1x5x4x4x4xi32>, tensor<1x8x10xf32>, tensor<1x8x10xf32>,
        tensor<1x8x10x10xf32>, tensor<10x80x8x4xf32>) {
  // CHECK: linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x12x8xf32>, tensor<3x8xf32>) outs(%{{.*}} : tensor<1x10x8xf32>) -> tensor<1x10x8xf32>
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i1, %k1 : tensor<1x12x8xf32>, tensor<3x8xf32>) outs(%o1 : tensor<1x10x8xf32>) -> tensor<1x10x8xf32>
  // CHECK: linalg.depthwise_conv_1d_ncw_cw
  %1 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i2, %k2 : tensor<1x8x12xf32>, tensor<8x3xf32>) outs(%o2 : tensor<1x8x10xf32>) -> tensor<1x8x10xf32>
  // CHECK: linalg.depthwise_conv_1d_nwc_wcm
  %2 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i1, %k3 : tensor<1x12x8xf32>, tensor<3x8x2xf32>) outs(%o3 : tensor<1x10x8x2xf32>) -> tensor<1x10x8x2xf32>
  // CHECK: linalg.depthwise_conv_2d_nchw_chw
  %3 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i4, %k4 : tensor<1x8x12x12xf32>, tensor<8x3x3xf32>) outs(%o4 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  // CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc
  %4 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%i5, %k5 : tensor<1x6x6x6x8xf32>, tensor<3x3x3x8xf32>) outs(%o5 : tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
  // CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm
  %5 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%i5, %k7 : tensor<1x6x6x6x8xf32>, tensor<3x3x3x8x2xf32>) outs(%o7 : tensor<1x4x4x4x8x2xf32>) -> tensor<1x4x4x4x8x2xf32>
  // CHECK: linalg.conv_1d_ncw_fcw
  %6 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i8, %k8 : tensor<1x4x12xf32>, tensor<5x4x3xf32>) outs(%o8 : tensor<1x5x10xf32>) -> tensor<1x5x10xf32>
  // CHECK: linalg.conv_3d_ncdhw_fcdhw
  %7 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%i9, %k9 : tensor<1x4x6x6x6xi8>, tensor<5x4x3x3x3xi8>) outs(%o9 : tensor<1x5x4x4x4xi32>) -> tensor<1x5x4x4x4xi32>
  // CHECK: linalg.pooling_ncw_sum
  %8 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i2, %w1 : tensor<1x8x12xf32>, tensor<3xf32>) outs(%o2 : tensor<1x8x10xf32>) -> tensor<1x8x10xf32>
  // CHECK: linalg.pooling_ncw_max
  %9 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i2, %w1 : tensor<1x8x12xf32>, tensor<3xf32>) outs(%o2 : tensor<1x8x10xf32>) -> tensor<1x8x10xf32>
  // CHECK: linalg.pooling_nchw_sum
  %10 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i4, %w2 : tensor<1x8x12x12xf32>, tensor<3x3xf32>) outs(%o4 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  // CHECK: linalg.mmt4d ins(%{{.*}}, %{{.*}} : tensor<10x32x8x1xf32>, tensor<80x32x4x1xf32>) outs(%{{.*}} : tensor<10x80x8x4xf32>) -> tensor<10x80x8x4xf32>
  %11 = linalg.mmt4d ins(%a, %b : tensor<10x32x8x1xf32>, tensor<80x32x4x1xf32>) outs(%c : tensor<10x80x8x4xf32>) -> tensor<10x80x8x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<1x10x8xf32>, tensor<1x8x10xf32>, tensor<1x10x8x2xf32>,
    tensor<1x8x10x10xf32>, tensor<1x4x4x4x8xf32>, tensor<1x4x4x4x8x2xf32>, tensor<1x5x10xf32>, tensor<1x5x4x4x4xi32>,
    tensor<1x8x10xf32>, tensor<1x8x10xf32>, tensor<1x8x10x10xf32>, tensor<10x80x8x4xf32>
}
