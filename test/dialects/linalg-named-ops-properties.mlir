// Named linalg ops take their properties in `<{...}>` before the attribute dictionary (upstream's
// parseCommonStructuredOpParts), in the custom form as in the generic one; they print in the
// attribute dictionary, as upstream's custom printer does, and round-trip.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @custom_form
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x113x113x96xf32>, memref<3x3x96xf32>) outs(%{{.*}} : memref<1x56x56x96xf32>)
// CHECK: linalg.conv_2d_nhwc_hwcf {foo, strides = dense<2> : tensor<2xi64>} ins(
// CHECK: linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x4xf32>, memref<4x4xf32>) outs(
// CHECK: linalg.add ins(
// CHECK: linalg.abs ins(
func.func @custom_form(%input: memref<1x113x113x96xf32>, %filter: memref<3x3x96xf32>, %output: memref<1x56x56x96xf32>,
                       %a: memref<4x4xf32>, %i: memref<1x8x8x3xf32>, %k: memref<2x2x3x4xf32>, %o: memref<1x4x4x4xf32>,
                       %w: memref<2x2xf32>, %p: memref<1x6x6x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc <{dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}>
    ins(%input, %filter: memref<1x113x113x96xf32>, memref<3x3x96xf32>)
    outs(%output: memref<1x56x56x96xf32>)
  linalg.conv_2d_nhwc_hwcf <{strides = dense<2> : tensor<2xi64>}> {foo}
    ins(%i, %k : memref<1x8x8x3xf32>, memref<2x2x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  linalg.pooling_nhwc_max <{strides = dense<1> : tensor<2xi64>, dilations = dense<2> : tensor<2xi64>}>
    ins(%i, %w : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%p : memref<1x6x6x3xf32>)
  // Keys that name no property are ignored, as upstream's conversion does.
  linalg.matmul <{unknown = 1 : i32}> ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  linalg.add <{}> ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  linalg.abs <{}> ins(%a : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  return
}
