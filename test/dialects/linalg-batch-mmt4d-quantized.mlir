// linalg.batch_mmt4d, linalg.batch_reduce_matmul and linalg.conv_2d_ngchw_gfchw_q print as upstream's
// and parse back, and generalize to upstream's maps, iterators and bodies.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN

// GEN-DAG: affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// GEN-DAG: affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GEN-DAG: affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GEN-DAG: affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// GEN-DAG: affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GEN: iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]
// GEN: iterator_types = ["reduction", "parallel", "parallel", "reduction"]
// GEN: ^{{.*}}(%[[I:.*]]: i8, %[[K:.*]]: i8, %[[IZP:.*]]: i32, %[[KZP:.*]]: i32, %[[O:.*]]: i32):
// GEN-NEXT: %[[E0:.*]] = arith.extsi %[[I]] : i8 to i32
// GEN-NEXT: %[[S0:.*]] = arith.subi %[[E0]], %[[IZP]] : i32
// GEN-NEXT: %[[E1:.*]] = arith.extsi %[[K]] : i8 to i32
// GEN-NEXT: %[[S1:.*]] = arith.subi %[[E1]], %[[KZP]] : i32
// GEN-NEXT: %[[M:.*]] = arith.muli %[[S0]], %[[S1]] : i32
// GEN-NEXT: %[[A:.*]] = arith.addi %[[O]], %[[M]] : i32

// CHECK-LABEL: func.func @ops(
func.func @ops(%a: tensor<2x10x32x8x1xf32>, %b: tensor<2x80x32x4x1xf32>, %c: tensor<2x10x80x8x4xf32>,
               %x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>, %z: tensor<3x5xf32>,
               %i: tensor<1x2x4x8x8xi8>, %k: tensor<2x3x4x3x3xi8>, %o: tensor<1x2x3x6x6xi32>, %zp: i32)
    -> (tensor<2x10x80x8x4xf32>, tensor<3x5xf32>, tensor<1x2x3x6x6xi32>) {
  // CHECK: linalg.batch_mmt4d ins(%{{.*}}, %{{.*}} : tensor<2x10x32x8x1xf32>, tensor<2x80x32x4x1xf32>) outs(%{{.*}} : tensor<2x10x80x8x4xf32>) -> tensor<2x10x80x8x4xf32>
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<2x10x32x8x1xf32>, tensor<2x80x32x4x1xf32>) outs(%c : tensor<2x10x80x8x4xf32>) -> tensor<2x10x80x8x4xf32>
  // CHECK: linalg.batch_reduce_matmul ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%{{.*}} : tensor<3x5xf32>) -> tensor<3x5xf32>
  %1 = linalg.batch_reduce_matmul ins(%x, %y : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%z : tensor<3x5xf32>) -> tensor<3x5xf32>
  // CHECK: linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x2x4x8x8xi8>, tensor<2x3x4x3x3xi8>, i32, i32) outs(%{{.*}} : tensor<1x2x3x6x6xi32>) -> tensor<1x2x3x6x6xi32>
  %2 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k, %zp, %zp : tensor<1x2x4x8x8xi8>, tensor<2x3x4x3x3xi8>, i32, i32) outs(%o : tensor<1x2x3x6x6xi32>) -> tensor<1x2x3x6x6xi32>
  return %0, %1, %2 : tensor<2x10x80x8x4xf32>, tensor<3x5xf32>, tensor<1x2x3x6x6xi32>
}
