// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// A branch op's result that forwards a tensor from before it (%1, yielded by every case) holds that tensor's
// contents: a write inside a branch into %1's buffer (the shared tensor.empty that CSE leaves as every generic's
// init) would change it, so the branch's generic writes a new buffer. (jax's expm gradient: a case of Pade
// branches that each return the scaled matrix; compiled code returned the branch's sum in its place.)
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @forwarded_through_switch
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: outs(%[[A]] :
// CHECK: scf.index_switch
// CHECK: case 0 {
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: outs(%[[B]] :
// CHECK: scf.yield %[[B]], %[[A]]
// CHECK: default {
// CHECK: %[[C:.*]] = memref.alloc()
// CHECK: outs(%[[C]] :
// CHECK: scf.yield %[[C]], %[[A]]
func.func @forwarded_through_switch(%arg0: tensor<2xf64>, %i: index) -> (tensor<2xf64>, tensor<2xf64>) {
  %cst = arith.constant 1.0 : f64
  %0 = tensor.empty() : tensor<2xf64>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf64>) outs(%0 : tensor<2xf64>) {
  ^bb0(%in: f64, %out: f64):
    %4 = arith.divf %in, %cst : f64
    linalg.yield %4 : f64
  } -> tensor<2xf64>
  %3:2 = scf.index_switch %i -> tensor<2xf64>, tensor<2xf64>
  case 0 {
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2xf64>) outs(%0 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %5 = arith.addf %in, %cst : f64
      linalg.yield %5 : f64
    } -> tensor<2xf64>
    scf.yield %4, %1 : tensor<2xf64>, tensor<2xf64>
  }
  default {
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2xf64>) outs(%0 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %5 = arith.mulf %in, %in : f64
      linalg.yield %5 : f64
    } -> tensor<2xf64>
    scf.yield %4, %1 : tensor<2xf64>, tensor<2xf64>
  }
  return %3#0, %3#1 : tensor<2xf64>, tensor<2xf64>
}

// -----

// The same through scf.if; a result that is new in the branch that writes (%4) may take the buffer in place.
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @forwarded_through_if
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: scf.if
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: outs(%[[B]] :
// CHECK: scf.yield %[[B]], %[[A]]
// CHECK: } else {
// CHECK: scf.yield %[[A]], %[[A]]
func.func @forwarded_through_if(%arg0: tensor<2xf64>, %c: i1) -> (tensor<2xf64>, tensor<2xf64>) {
  %cst = arith.constant 1.0 : f64
  %0 = tensor.empty() : tensor<2xf64>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf64>) outs(%0 : tensor<2xf64>) {
  ^bb0(%in: f64, %out: f64):
    %4 = arith.divf %in, %cst : f64
    linalg.yield %4 : f64
  } -> tensor<2xf64>
  %3:2 = scf.if %c -> (tensor<2xf64>, tensor<2xf64>) {
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2xf64>) outs(%0 : tensor<2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %5 = arith.addf %in, %cst : f64
      linalg.yield %5 : f64
    } -> tensor<2xf64>
    scf.yield %4, %1 : tensor<2xf64>, tensor<2xf64>
  } else {
    scf.yield %1, %1 : tensor<2xf64>, tensor<2xf64>
  }
  return %3#0, %3#1 : tensor<2xf64>, tensor<2xf64>
}
