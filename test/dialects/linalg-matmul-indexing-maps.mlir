// linalg.matmul, batch_matmul and batch_reduce_matmul with upstream's optional `indexing_maps` (LLVM 22:
// transposed and broadcast operands): parsed before ins(...), printed only where they are not the default
// ones, and the maps of the linalg.generic each generalizes to.
// RUN: ai-opt %s --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file | ai-opt --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --linalg-generalize-named-ops | FileCheck %s --check-prefix=GENERIC

// CHECK-DAG: #[[KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_transpose_a
// CHECK: linalg.matmul indexing_maps = [#[[KM]], #[[KN]], #[[MN]]] ins(%{{.*}}, %{{.*}} : memref<5x3xf32>, memref<5x7xf32>) outs(%{{.*}} : memref<3x7xf32>)
// GENERIC-DAG: #[[KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// GENERIC-DAG: #[[KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-LABEL: func.func @matmul_transpose_a
// GENERIC: linalg.generic {indexing_maps = [#[[KM]], #[[KN]], #[[MN]]], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @matmul_transpose_a(%a: memref<5x3xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<5x3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

// CHECK-DAG: #[[MK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[NK:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_transpose_b
// CHECK: linalg.matmul indexing_maps = [#[[MK]], #[[NK]], #[[MN]]] {test.marker} ins(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<7x5xf32>) outs(%{{.*}} : tensor<3x7xf32>) -> tensor<3x7xf32>
// GENERIC-LABEL: func.func @matmul_transpose_b
// GENERIC: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<7x5xf32>)
func.func @matmul_transpose_b(%a: tensor<3x5xf32>, %b: tensor<7x5xf32>, %c: tensor<3x7xf32>) -> tensor<3x7xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {test.marker}
                     ins(%a, %b : tensor<3x5xf32>, tensor<7x5xf32>) outs(%c : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %0 : tensor<3x7xf32>
}

// -----

// CHECK-DAG: #[[K:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-LABEL: func.func @matmul_broadcast_a
// CHECK: linalg.matmul indexing_maps = [#[[K]], #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<5xf32>, memref<5x7xf32>) outs(%{{.*}} : memref<3x7xf32>)
func.func @matmul_broadcast_a(%a: memref<5xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// -----

// The default maps, written: printed without them, as upstream does.
// CHECK-LABEL: func.func @matmul_default_maps
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<3x5xf32>, memref<5x7xf32>) outs(%{{.*}} : memref<3x7xf32>)
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%{{.*}} : memref<2x3x7xf32>)
func.func @matmul_default_maps(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>,
                               %x: memref<2x3x5xf32>, %y: memref<2x5x7xf32>, %z: memref<2x3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                      ins(%x, %y : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%z : memref<2x3x7xf32>)
  return
}

// -----

// CHECK-DAG: #[[BNK:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @batch_matmul_transpose_b
// CHECK: linalg.batch_matmul indexing_maps = [#{{.*}}, #[[BNK]], #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<2x3x5xf32>, tensor<2x7x5xf32>) outs(%{{.*}} : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
// GENERIC-DAG: #[[BNK:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// GENERIC-LABEL: func.func @batch_matmul_transpose_b
// GENERIC: linalg.generic {indexing_maps = [#{{.*}}, #[[BNK]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
func.func @batch_matmul_transpose_b(%a: tensor<2x3x5xf32>, %b: tensor<2x7x5xf32>, %c: tensor<2x3x7xf32>) -> tensor<2x3x7xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                           ins(%a, %b : tensor<2x3x5xf32>, tensor<2x7x5xf32>) outs(%c : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  return %0 : tensor<2x3x7xf32>
}

// -----

// CHECK-DAG: #[[BKM:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-LABEL: func.func @batch_reduce_matmul_transpose_a
// CHECK: linalg.batch_reduce_matmul indexing_maps = [#[[BKM]], #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<2x5x3xf32>, memref<2x5x7xf32>) outs(%{{.*}} : memref<3x7xf32>)
// GENERIC-DAG: #[[BKM:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// GENERIC-LABEL: func.func @batch_reduce_matmul_transpose_a
// GENERIC: linalg.generic {indexing_maps = [#[[BKM]], #{{.*}}, #{{.*}}], iterator_types = ["reduction", "parallel", "parallel", "reduction"]}
func.func @batch_reduce_matmul_transpose_a(%a: memref<2x5x3xf32>, %b: memref<2x5x7xf32>, %c: memref<3x7xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
                             ins(%a, %b : memref<2x5x3xf32>, memref<2x5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}
