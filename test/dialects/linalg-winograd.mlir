// The Winograd F(m, r) ops in LLVM 22's syntax (`fmr(F_4_3)`; LLVM 19 wrote `m(4) r(3)`) print as upstream's
// and parse back, also from the generic form (`fmr` an i32 enum property).
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @winograd(
// CHECK: linalg.winograd_filter_transform fmr(F_4_3) ins(%{{.*}} : tensor<2x3x3x5xf32>) outs(%{{.*}} : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK: linalg.winograd_input_transform fmr(F_4_3) ins(%{{.*}} : tensor<2x6x6x5xf32>) outs(%{{.*}} : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
// CHECK: linalg.winograd_output_transform {tag} fmr(F_4_3) ins(%{{.*}} : tensor<6x6x1x1x2x2xf32>) outs(%{{.*}} : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
// GENERIC: "linalg.winograd_filter_transform"(%{{.*}}, %{{.*}}) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
func.func @winograd(%input: tensor<2x6x6x5xf32>, %filter: tensor<2x3x3x5xf32>, %out: tensor<2x4x4x2xf32>,
                    %f: tensor<6x6x5x2xf32>, %i: tensor<6x6x1x1x2x5xf32>, %v: tensor<6x6x1x1x2x2xf32>) -> tensor<2x4x4x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter : tensor<2x3x3x5xf32>) outs(%f : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%input : tensor<2x6x6x5xf32>) outs(%i : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  %2 = linalg.winograd_output_transform {tag} fmr(F_4_3) ins(%v : tensor<6x6x1x1x2x2xf32>) outs(%out : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %2 : tensor<2x4x4x2xf32>
}

// F(2, 3), F(2, 5), one-dimensional (a filter of width 1) and dynamic sizes.
// CHECK-LABEL: func.func @variants(
// CHECK: linalg.winograd_filter_transform fmr(F_2_3) ins(%{{.*}} : tensor<2x3x1x5xf32>) outs(%{{.*}} : tensor<4x1x5x2xf32>)
// CHECK: linalg.winograd_filter_transform fmr(F_2_5) ins(%{{.*}} : tensor<?x5x5x?xf32>) outs(%{{.*}} : tensor<6x6x?x?xf32>)
// CHECK: linalg.winograd_input_transform fmr(F_2_3) ins(%{{.*}} : tensor<?x?x?x?xf32>) outs(%{{.*}} : tensor<4x4x?x?x?x?xf32>)
// CHECK: linalg.winograd_output_transform fmr(F_2_3) ins(%{{.*}} : tensor<4x1x3x8x2x2xf32>) outs(%{{.*}} : tensor<2x6x8x2xf32>)
func.func @variants(%f1: tensor<2x3x1x5xf32>, %t1: tensor<4x1x5x2xf32>, %f2: tensor<?x5x5x?xf32>, %t2: tensor<6x6x?x?xf32>,
                    %in: tensor<?x?x?x?xf32>, %ti: tensor<4x4x?x?x?x?xf32>, %v: tensor<4x1x3x8x2x2xf32>, %o: tensor<2x6x8x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f1 : tensor<2x3x1x5xf32>) outs(%t1 : tensor<4x1x5x2xf32>) -> tensor<4x1x5x2xf32>
  %1 = linalg.winograd_filter_transform fmr(F_2_5) ins(%f2 : tensor<?x5x5x?xf32>) outs(%t2 : tensor<6x6x?x?xf32>) -> tensor<6x6x?x?xf32>
  %2 = linalg.winograd_input_transform fmr(F_2_3) ins(%in : tensor<?x?x?x?xf32>) outs(%ti : tensor<4x4x?x?x?x?xf32>) -> tensor<4x4x?x?x?x?xf32>
  %3 = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<4x1x3x8x2x2xf32>) outs(%o : tensor<2x6x8x2xf32>) -> tensor<2x6x8x2xf32>
  return
}
