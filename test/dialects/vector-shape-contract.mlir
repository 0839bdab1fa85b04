// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.shape_cast, transpose, extract/insert_strided_slice, step, interleave, deinterleave, contract and
// outerproduct in upstream's syntax (what mlir-opt 22 prints), each round-tripped through the custom and the
// generic form.

// CHECK-LABEL: func.func @shapes
// CHECK: vector.shape_cast %{{.*}} : vector<4x3xf32> to vector<12xf32>
// CHECK: vector.shape_cast %{{.*}} : vector<f32> to vector<1x1xf32>
// CHECK: vector.transpose %{{.*}}, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [1, 0], sizes = [2, 3], strides = [1, 1]} : vector<4x3xf32> to vector<2x3xf32>
// CHECK: vector.extract_strided_slice %{{.*}} {foo = 1 : i64, offsets = [1], sizes = [2], strides = [1]} : vector<4x3xf32> to vector<2x3xf32>
// CHECK: vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [1, 0], strides = [1, 1]} : vector<2x3xf32> into vector<4x3xf32>
// CHECK: vector.step : vector<4xindex>
// CHECK: vector.interleave %{{.*}}, %{{.*}} : vector<f32> -> vector<2xf32>
// CHECK: vector.interleave %{{.*}}, %{{.*}} : vector<4x3xf32> -> vector<4x6xf32>
// CHECK: %res1, %res2 = vector.deinterleave %{{.*}} : vector<4x6xf32> -> vector<4x3xf32>
// GENERIC: "vector.shape_cast"(%{{.*}}) : (vector<4x3xf32>) -> vector<12xf32>
// GENERIC: "vector.transpose"(%{{.*}}) <{permutation = array<i64: 1, 0>}> : (vector<4x3xf32>) -> vector<3x4xf32>
// GENERIC: "vector.extract_strided_slice"(%{{.*}}) <{offsets = [1 : i64, 0 : i64], sizes = [2 : i64, 3 : i64], strides = [1 : i64, 1 : i64]}> : (vector<4x3xf32>) -> vector<2x3xf32>
// GENERIC: "vector.insert_strided_slice"(%{{.*}}, %{{.*}}) <{offsets = [1 : i64, 0 : i64], strides = [1 : i64, 1 : i64]}> : (vector<2x3xf32>, vector<4x3xf32>) -> vector<4x3xf32>
// GENERIC: "vector.step"() : () -> vector<4xindex>
// GENERIC: "vector.deinterleave"(%{{.*}}) : (vector<4x6xf32>) -> (vector<4x3xf32>, vector<4x3xf32>)
func.func @shapes(%a: vector<4x3xf32>, %d: vector<2x3xf32>, %z: vector<f32>) {
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<12xf32>
  %1 = vector.shape_cast %z : vector<f32> to vector<1x1xf32>
  %2 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %3 = vector.extract_strided_slice %a {offsets = [1, 0], sizes = [2, 3], strides = [1, 1]} : vector<4x3xf32> to vector<2x3xf32>
  %4 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1], foo = 1} : vector<4x3xf32> to vector<2x3xf32>
  %5 = vector.insert_strided_slice %d, %a {offsets = [1, 0], strides = [1, 1]} : vector<2x3xf32> into vector<4x3xf32>
  %6 = vector.step : vector<4xindex>
  %7 = vector.interleave %z, %z : vector<f32> -> vector<2xf32>
  %8 = vector.interleave %a, %a : vector<4x3xf32> -> vector<4x6xf32>
  %9, %10 = vector.deinterleave %8 : vector<4x6xf32> -> vector<4x3xf32>
  return
}

// The contraction's traits print with the iterator types as strings and the kind always; the generic form
// holds #vector.iterator_type attributes.
// CHECK-LABEL: func.func @contractions
// CHECK: vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
// CHECK: vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %{{.*}}, %{{.*}}, %{{.*}} {foo} : vector<4xf32>, vector<4xf32> into f32
// CHECK: vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xi8>, vector<4x3xi8> into vector<2x3xi32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<8xf32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
// GENERIC: "vector.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf32>, vector<4x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
#matmul = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
           iterator_types = ["parallel", "parallel", "reduction"]}
func.func @contractions(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>, %v: vector<4xf32>, %w: vector<8xf32>,
                        %acc: vector<4x8xf32>, %s: f32, %i: vector<2x4xi8>, %j: vector<4x3xi8>, %k: vector<2x3xi32>) {
  %0 = vector.contract #matmul %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                        iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %v, %v, %s {foo} : vector<4xf32>, vector<4xf32> into f32
  %2 = vector.contract #matmul %i, %j, %k : vector<2x4xi8>, vector<4x3xi8> into vector<2x3xi32>
  %3 = vector.outerproduct %v, %w : vector<4xf32>, vector<8xf32>
  %4 = vector.outerproduct %v, %w, %acc : vector<4xf32>, vector<8xf32>
  %5 = vector.outerproduct %v, %s, %v {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  return
}
