// RUN: ai-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ai-opt --allow-unregistered-dialect %s | ai-opt --allow-unregistered-dialect | FileCheck %s

// Semi-affine maps (products of symbols, division and modulo by a symbol) parse and print as upstream's.

// CHECK-DAG: #[[STRIDED:.*]] = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-DAG: #[[TILES:.*]] = affine_map<(d0)[s0, s1] -> (d0 mod s0, (d0 + s1) floordiv s0, d0 ceildiv s1, s0 * s1, -(d0 * s0))>
// CHECK-DAG: #[[SET:.*]] = affine_set<(d0)[s0] : (-d0 + 5 >= 0, d0 * s0 - s0 >= 0, d0 - (s0 + 1) == 0)>
// CHECK-DAG: #[[APPLY:.*]] = affine_map<(d0)[s0] -> (d0 * s0 - d0 floordiv s0)>
// CHECK-LABEL: func.func @semi_affine
// CHECK-SAME: memref<4x4xf32, #[[STRIDED]]>
// CHECK: "test.use"() {map = #[[TILES]]}
// CHECK: affine.apply #[[APPLY]](%{{.*}})[%{{.*}}]
#strided = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#tiles = affine_map<(d0)[s0, s1] -> (d0 mod s0, (d0 + s1) floordiv s0, d0 ceildiv s1, s0 * s1, -(s0 * d0))>
func.func @semi_affine(%m: memref<4x4xf32, #strided>, %i: index, %n: index) -> index {
  "test.use"() {map = #tiles} : () -> ()
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 - d0 floordiv s0)>(%i)[%n]
  return %0 : index
}

// A transpose whose result layout is semi-affine: the strides of `d0 + d1 * s0` are those transposed.
// CHECK-LABEL: func.func @transpose_semi_affine_layout
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #{{.*}}>
func.func @transpose_semi_affine_layout(%m: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>> {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>
  return %t : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>
}

// Integer sets keep upstream's form: `e >= 0` or `e == 0` (`a <= b` is `b - a >= 0`).
// CHECK-LABEL: func.func @integer_set
// CHECK: affine.if #[[SET]](%{{.*}})[%{{.*}}]
func.func @integer_set(%i: index, %n: index) {
  affine.if affine_set<(d0)[s0] : (d0 <= 5, d0 * s0 >= s0, d0 == s0 + 1)>(%i)[%n] {
  }
  return
}
