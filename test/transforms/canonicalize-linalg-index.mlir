// Upstream's linalg.index folder (transforms/canonicalize_linalg.py, FoldIndexOfUnitLoop): the index of a loop
// whose static size is 1 is 0; the other indices stay. test_canonicalize_linalg_numerics.py runs each case
// in the reference interpreter before and after.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @generic_unit_loop
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: arith.index_cast %[[I]] : index to i64
// CHECK-NOT: linalg.index
// CHECK: linalg.yield
func.func @generic_unit_loop(%a: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %e = tensor.empty() : tensor<3x1xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x1xf32>) outs(%e : tensor<3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %n = arith.index_cast %s : index to i64
    %f = arith.sitofp %n : i64 to f32
    %r = arith.addf %in, %f : f32
    linalg.yield %r : f32
  } -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// A unit loop that only the init's map reads (a broadcast along it) folds too; the index of the loop of size 3
// stays.
// CHECK-LABEL: func.func @generic_unit_loop_of_init
// CHECK: linalg.generic
// CHECK: linalg.index 1 : index
// CHECK-NOT: linalg.index
// CHECK: linalg.yield
func.func @generic_unit_loop_of_init(%a: tensor<3xf32>) -> tensor<1x3xf32> {
  %e = tensor.empty() : tensor<1x3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3xf32>) outs(%e : tensor<1x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %j, %j : index
    %s = arith.subi %k, %i : index
    %n = arith.index_cast %s : index to i64
    %f = arith.sitofp %n : i64 to f32
    %r = arith.mulf %in, %f : f32
    linalg.yield %r : f32
  } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// linalg.map: its loops are the init's dimensions.
// CHECK-LABEL: func.func @map_unit_loop
// CHECK: linalg.map
// CHECK-NOT: linalg.index 0
// CHECK: linalg.index 1 : index
func.func @map_unit_loop(%a: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %e = tensor.empty() : tensor<1x4xf32>
  %0 = linalg.map ins(%a : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>)
    (%in: f32, %init: f32) {
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %s = arith.addi %i, %j : index
      %n = arith.index_cast %s : index to i64
      %f = arith.sitofp %n : i64 to f32
      %r = arith.subf %in, %f : f32
      linalg.yield %r : f32
    }
  return %0 : tensor<1x4xf32>
}
