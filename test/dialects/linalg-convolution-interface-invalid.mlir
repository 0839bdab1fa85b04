// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's ConvolutionOpInterface verifier, over the maps a named op caches in
// `linalg.memoized_indexing_maps` (which upstream's getIndexingMaps returns where set).

#map0 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2, d2 * 2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @wrong_input_map(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{unexpected input index map for convolutions}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%in, %filter, %out) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = "arith.mulf"(%a, %b) : (f32, f32) -> f32
    %2 = "arith.addf"(%c, %1) : (f32, f32) -> f32
    "linalg.yield"(%2) : (f32) -> ()
  }) {dilations = dense<1> : tensor<2xi64>, linalg.memoized_indexing_maps = [#map0, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

#map0 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3, d5 + 1)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @filter_not_projected_permutation(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{expected output/filter indexing maps to be projected permutations}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%in, %filter, %out) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = "arith.mulf"(%a, %b) : (f32, f32) -> f32
    %2 = "arith.addf"(%c, %1) : (f32, f32) -> f32
    "linalg.yield"(%2) : (f32) -> ()
  }) {dilations = dense<1> : tensor<2xi64>, linalg.memoized_indexing_maps = [#map0, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// The output's d3 is a window dimension (convolved in the input, in the filter).
#map0 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
func.func @loop_not_convolution(%in: memref<?x?x?xf32>, %filter: memref<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  // expected-error@+1 {{unexpected loop dimension for convolution op}}
  "linalg.conv_1d_nwc_wcf"(%in, %filter, %out) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = "arith.mulf"(%a, %b) : (f32, f32) -> f32
    %2 = "arith.addf"(%c, %1) : (f32, f32) -> f32
    "linalg.yield"(%2) : (f32) -> ()
  }) {linalg.memoized_indexing_maps = [#map0, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  return
}
