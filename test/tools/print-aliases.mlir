// RUN: ai-opt %s --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --split-input-file | ai-opt --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Affine maps print as upstream prints them: an alias each (#map, #map1, ...
// in the order they are first printed), defined above the op. Each chunk of
// --split-input-file has its own. --mlir-print-local-scope prints them inline.

// CHECK:      #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK:      linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]}
// GENERIC:    #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC:    indexing_maps = [#map, #map1, #map]
// LOCAL-NOT:  #map
// LOCAL:      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>]
func.func @two_maps(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

// A map in a memref layout is aliased too; a chunk without maps has no alias lines.
// CHECK:      #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK:      func.func @layout(%{{.*}}: memref<4xf32, #map>)
func.func @layout(%m: memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) {
  func.return
}

// -----

// CHECK-NOT:  #map
// CHECK:      func.func @no_maps
func.func @no_maps() {
  func.return
}
