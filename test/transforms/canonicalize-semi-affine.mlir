// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// Upstream's simplifySemiAffine: a multiple of a symbol divided by it, and (x - x mod q) mod q.

// CHECK: #[[PLUS4:.*]] = affine_map<()[s0] -> (s0 + 4)>
// CHECK-LABEL: func.func @divided_out
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[A:.*]] = affine.apply #[[PLUS4]]()[%arg0]
// CHECK: return %[[A]], %[[C0]], %[[C0]]
func.func @divided_out(%i: index, %n: index, %m: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0 + s0 * 4) floordiv s0)>(%i)[%n, %m]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s1) mod s1)>(%i)[%n, %m]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (((d0 + 1) - (d0 + 1) mod s1) mod s1)>(%i)[%n, %m]
  return %0, %1, %2 : index, index, index
}

// -----

// Not a multiple: kept.
// CHECK-LABEL: func.func @kept
// CHECK: affine.apply #{{.*}}()[%{{.*}}, %{{.*}}]
func.func @kept(%i: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0 + 1) floordiv s0)>(%i)[%n]
  return %0 : index
}
