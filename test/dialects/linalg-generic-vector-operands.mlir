// A vector operand of a structured op is an element (rank 0, no dims), as upstream's getRank and getShape
// take it: linalg.fill of a vector generalizes to a linalg.generic that verifies, and a generic reads a
// vector through a map without results while the tensor of vectors sets the loop range.
// RUN: ai-opt %s --split-input-file --linalg-generalize-named-ops | FileCheck %s
// RUN: ai-opt %s --split-input-file | ai-opt --split-input-file | FileCheck %s --check-prefix=ROUNDTRIP

// CHECK-LABEL: func.func @fill_vector
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = []} ins(%{{.*}} : vector<2x4xf32>) outs(%{{.*}} : tensor<vector<2x4xf32>>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: vector<2x4xf32>, %{{.*}}: vector<2x4xf32>):
// CHECK-NEXT: linalg.yield %[[IN]] : vector<2x4xf32>
// ROUNDTRIP-LABEL: func.func @fill_vector
// ROUNDTRIP: linalg.fill ins(%{{.*}} : vector<2x4xf32>)
func.func @fill_vector(%v: vector<2x4xf32>) -> tensor<vector<2x4xf32>> {
  %e = tensor.empty() : tensor<vector<2x4xf32>>
  %0 = linalg.fill ins(%v : vector<2x4xf32>) outs(%e : tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>>
  return %0 : tensor<vector<2x4xf32>>
}

// -----

// CHECK-LABEL: func.func @broadcast_vector
// ROUNDTRIP-LABEL: func.func @broadcast_vector
// ROUNDTRIP: linalg.generic {{.*}} ins(%{{.*}} : vector<4xf32>) outs(%{{.*}} : tensor<8xvector<4xf32>>)
func.func @broadcast_vector(%v: vector<4xf32>, %t: tensor<8xvector<4xf32>>) -> tensor<8xvector<4xf32>> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%v : vector<4xf32>) outs(%t : tensor<8xvector<4xf32>>) {
  ^bb0(%in: vector<4xf32>, %out: vector<4xf32>):
    %s = arith.addf %in, %out : vector<4xf32>
    linalg.yield %s : vector<4xf32>
  } -> tensor<8xvector<4xf32>>
  return %0 : tensor<8xvector<4xf32>>
}
