// A vector operand has rank 0 to a structured op's verifier (upstream's getRank): a map indexing its dims
// is rejected, and its dims give no loop range.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @vector_indexed(%v: vector<8xf32>, %t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand rank (0) to match the result rank of indexing_map #0 (1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%v : vector<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%in: vector<8xf32>, %out: f32):
    linalg.yield %out : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @loop_only_in_vector(%v: vector<8xf32>, %t: tensor<vector<8xf32>>) -> tensor<vector<8xf32>> {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0) -> ())}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["parallel"]}
      ins(%v : vector<8xf32>) outs(%t : tensor<vector<8xf32>>) {
  ^bb0(%in: vector<8xf32>, %out: vector<8xf32>):
    linalg.yield %in : vector<8xf32>
  } -> tensor<vector<8xf32>>
  return %0 : tensor<vector<8xf32>>
}

// -----

func.func @element_mismatch(%v: vector<8xf32>, %t: tensor<4xvector<8xf32>>) -> tensor<4xvector<8xf32>> {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('f32') to match element or self type of the corresponding operand ('vector<8xf32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%v : vector<8xf32>) outs(%t : tensor<4xvector<8xf32>>) {
  ^bb0(%in: f32, %out: vector<8xf32>):
    linalg.yield %out : vector<8xf32>
  } -> tensor<4xvector<8xf32>>
  return %0 : tensor<4xvector<8xf32>>
}
