// linalg-decompose-winograd-ops: the Winograd transform ops as scf.for loops on tensors of extract_slice,
// linalg.matmul by the F(m, r) matrices (f32 tables of the element type) and insert_slice, as upstream's
// decomposition (WinogradConv2D.cpp; `-test-linalg-transform-patterns=test-decompose-winograd-ops` there).
// RUN: ai-opt %s --split-input-file --verify-diagnostics --linalg-decompose-winograd-ops | FileCheck %s

// The filter transform F(2, 3): for each (f, c) the 3x3 plane, G x g (4x3) then x G^T (3x4), into [0, 0, c, f].
// CHECK-LABEL: func.func @filter_2_3
// CHECK-SAME: (%[[G:.*]]: tensor<2x3x3x5xf32>, %[[OUT:.*]]: tensor<4x4x5x2xf32>)
// CHECK: scf.for %[[F:.*]] = %{{.*}} to %c2{{[_0-9]*}} step %{{.*}} iter_args(%[[ACC0:.*]] = %[[OUT]])
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c5{{[_0-9]*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ACC0]])
// CHECK: %[[X:.*]] = tensor.extract_slice %[[G]][%[[F]], 0, 0, %[[C]]] [1, 3, 3, 1] [1, 1, 1, 1] : tensor<2x3x3x5xf32> to tensor<3x3xf32>
// CHECK: %[[GM:.*]] = arith.constant dense<{{\[}}[-1.000000e+00, 0.000000e+00, 0.000000e+00], [5.000000e-01, -5.000000e-01, 5.000000e-01], [5.000000e-01, 5.000000e-01, 5.000000e-01], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x3xf32>
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[L:.*]] = linalg.matmul ins(%[[GM]], %[[X]] : tensor<4x3xf32>, tensor<3x3xf32>) outs(%[[Z]] : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[GT:.*]] = arith.constant dense<{{\[}}[-1.000000e+00, 5.000000e-01, 5.000000e-01, 0.000000e+00], {{.*}}> : tensor<3x4xf32>
// CHECK: %[[U:.*]] = linalg.matmul ins(%[[L]], %[[GT]] : tensor<4x3xf32>, tensor<3x4xf32>) outs(%{{.*}} : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: %[[NEW:.*]] = tensor.insert_slice %[[U]] into %[[ACC]][0, 0, %[[C]], %[[F]]] [4, 4, 1, 1] [1, 1, 1, 1] : tensor<4x4xf32> into tensor<4x4x5x2xf32>
// CHECK-NEXT: scf.yield %[[NEW]]
// CHECK-NOT: linalg.winograd
func.func @filter_2_3(%g: tensor<2x3x3x5xf32>, %out: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf32>) outs(%out : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

// The input transform F(4, 3) of a filter of width 1 (F(4 x 1, 3 x 1)): tiles of 6 rows 4 apart, one column;
// only B^T (6x6) x d, no B.
// CHECK-LABEL: func.func @input_4_3_column
// CHECK-SAME: (%[[IN:.*]]: tensor<1x10x3x2xf32>, %[[OUT:.*]]: tensor<6x1x2x3x1x2xf32>)
// CHECK: scf.for %[[H:.*]] = %{{.*}} to %c2{{[_0-9]*}}
// CHECK: scf.for %[[W:.*]] = %{{.*}} to %c3{{[_0-9]*}}
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %c1{{[_0-9]*}}
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c2{{[_0-9]*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK: %[[ROW:.*]] = arith.muli %[[H]], %c4{{[_0-9]*}} : index
// CHECK: %[[D:.*]] = tensor.extract_slice %[[IN]][%[[N]], %[[ROW]], %[[W]], %[[C]]] [1, 6, 1, 1] [1, 1, 1, 1] : tensor<1x10x3x2xf32> to tensor<6x1xf32>
// CHECK: %[[BT:.*]] = arith.constant dense<{{\[}}[2.500000e-01, 0.000000e+00, -3.125000e-01, {{.*}}> : tensor<6x6xf32>
// CHECK: %[[V:.*]] = linalg.matmul ins(%[[BT]], %[[D]] : tensor<6x6xf32>, tensor<6x1xf32>) outs(%{{.*}} : tensor<6x1xf32>) -> tensor<6x1xf32>
// CHECK-NOT: linalg.matmul
// CHECK: tensor.insert_slice %[[V]] into %[[ACC]][0, 0, %[[H]], %[[W]], %[[N]], %[[C]]] [6, 1, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x1xf32> into tensor<6x1x2x3x1x2xf32>
func.func @input_4_3_column(%in: tensor<1x10x3x2xf32>, %out: tensor<6x1x2x3x1x2xf32>) -> tensor<6x1x2x3x1x2xf32> {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%in : tensor<1x10x3x2xf32>) outs(%out : tensor<6x1x2x3x1x2xf32>) -> tensor<6x1x2x3x1x2xf32>
  return %0 : tensor<6x1x2x3x1x2xf32>
}

// -----

// The output transform F(2, 5) in f64: A^T (2x6) x y x A (6x2) into zeros, then 16 * 16 times that plus the
// output's 2x2 tile (a linalg.generic), into the tile at rows 2 h, columns 2 w.
// CHECK-LABEL: func.func @output_2_5
// CHECK-SAME: (%[[Y:.*]]: tensor<6x6x1x2x1x1xf64>, %[[OUT:.*]]: tensor<1x2x4x1xf64>)
// CHECK: scf.for %[[H:.*]] = %{{.*}} to %c1{{[_0-9]*}}
// CHECK: scf.for %[[W:.*]] = %{{.*}} to %c2{{[_0-9]*}}
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %c1{{[_0-9]*}}
// CHECK: scf.for %[[F:.*]] = %{{.*}} to %c1{{[_0-9]*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK: %[[P:.*]] = tensor.extract_slice %[[Y]][0, 0, %[[H]], %[[W]], %[[N]], %[[F]]] [6, 6, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x6x1x2x1x1xf64> to tensor<6x6xf64>
// CHECK: %[[ROW:.*]] = arith.muli %[[H]], %c2{{[_0-9]*}} : index
// CHECK: %[[COL:.*]] = arith.muli %[[W]], %c2{{[_0-9]*}} : index
// CHECK: %[[TILE:.*]] = tensor.extract_slice %[[ACC]][%[[N]], %[[ROW]], %[[COL]], %[[F]]] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x4x1xf64> to tensor<2x2xf64>
// CHECK: %[[AT:.*]] = arith.constant dense<{{\[}}[5.000000e-01, 1.000000e+00, 1.000000e+00, 2.000000e+00, 1.000000e+00, 0.000000e+00], {{.*}}> : tensor<2x6xf64>
// CHECK: linalg.matmul ins(%[[AT]], %[[P]] : tensor<2x6xf64>, tensor<6x6xf64>)
// CHECK: %[[Z:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x6xf64>, tensor<6x2xf64>) outs(%{{.*}} : tensor<2x2xf64>) -> tensor<2x2xf64>
// CHECK: %[[S:.*]] = arith.constant 2.560000e+02 : f64
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[Z]] : f64, tensor<2x2xf64>) outs(%[[TILE]] : tensor<2x2xf64>)
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK: tensor.insert_slice %[[SUM]] into %[[ACC]][%[[N]], %[[ROW]], %[[COL]], %[[F]]] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<2x2xf64> into tensor<1x2x4x1xf64>
func.func @output_2_5(%y: tensor<6x6x1x2x1x1xf64>, %out: tensor<1x2x4x1xf64>) -> tensor<1x2x4x1xf64> {
  %0 = linalg.winograd_output_transform fmr(F_2_5) ins(%y : tensor<6x6x1x2x1x1xf64>) outs(%out : tensor<1x2x4x1xf64>) -> tensor<1x2x4x1xf64>
  return %0 : tensor<1x2x4x1xf64>
}

// -----

// F(2, 3)'s output transform (scalar factor 1): the second matmul accumulates into the output's tile.
// CHECK-LABEL: func.func @output_2_3
// CHECK: %[[TILE:.*]] = tensor.extract_slice %{{.*}} : tensor<1x4x4x1xf32> to tensor<2x2xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x4xf32>, tensor<4x4xf32>) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x4xf32>, tensor<4x2xf32>) outs(%[[TILE]] : tensor<2x2xf32>)
// CHECK-NOT: linalg.generic
func.func @output_2_3(%y: tensor<4x4x2x2x1x1xf32>, %out: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%y : tensor<4x4x2x2x1x1xf32>) outs(%out : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}

// -----

// Dynamic sizes and integer elements: upstream's decomposition takes static shapes and float elements.
func.func @dynamic(%g: tensor<?x3x3x5xf32>, %out: tensor<4x4x5x?xf32>) -> tensor<4x4x5x?xf32> {
  // expected-error@+1 {{'linalg.winograd_filter_transform' op decomposition needs static shapes}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<?x3x3x5xf32>) outs(%out : tensor<4x4x5x?xf32>) -> tensor<4x4x5x?xf32>
  return %0 : tensor<4x4x5x?xf32>
}

// -----

func.func @integers(%in: tensor<1x6x6x2xi32>, %out: tensor<4x4x2x2x1x2xi32>) -> tensor<4x4x2x2x1x2xi32> {
  // expected-error@+1 {{'linalg.winograd_input_transform' op decomposition needs float elements, got i32}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%in : tensor<1x6x6x2xi32>) outs(%out : tensor<4x4x2x2x1x2xi32>) -> tensor<4x4x2x2x1x2xi32>
  return %0 : tensor<4x4x2x2x1x2xi32>
}
