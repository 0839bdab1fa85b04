// convert-linalg-matmul-to-gpu makes its kernels for the default indexing maps only: a matmul or
// batch_matmul with transposed or broadcast operands (upstream's `indexing_maps`) is left to the loops,
// never computed as if its maps were the default ones; default maps written out change nothing.
// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-linalg-matmul-to-gpu="tensor-cores=true tf32=true" | FileCheck %s

// CHECK-LABEL: func.func @transposed_and_broadcast
// CHECK-NOT: gpu.launch
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<5x3xf32>, memref<5x7xf32>)
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<3x5xf32>, memref<7x5xf32>)
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<5xf32>, memref<5x7xf32>)
// CHECK: linalg.batch_matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<2x3x5xf32>, memref<2x7x5xf32>)
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<5x3xf16>, memref<5x7xf16>)
func.func @transposed_and_broadcast(%ta: memref<5x3xf32>, %b: memref<5x7xf32>, %a: memref<3x5xf32>, %tb: memref<7x5xf32>,
                                    %va: memref<5xf32>, %c: memref<3x7xf32>, %x: memref<2x3x5xf32>, %y: memref<2x7x5xf32>,
                                    %z: memref<2x3x7xf32>, %ha: memref<5x3xf16>, %hb: memref<5x7xf16>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%ta, %b : memref<5x3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %tb : memref<3x5xf32>, memref<7x5xf32>) outs(%c : memref<3x7xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%va, %b : memref<5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
                      ins(%x, %y : memref<2x3x5xf32>, memref<2x7x5xf32>) outs(%z : memref<2x3x7xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%ha, %hb : memref<5x3xf16>, memref<5x7xf16>) outs(%c : memref<3x7xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @default_maps_written
// CHECK: gpu.launch
// CHECK-NOT: linalg.matmul
func.func @default_maps_written(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
                ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}
