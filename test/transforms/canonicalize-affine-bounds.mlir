// Upstream's affine.min/max patterns (single result, duplicates, merging, result order), affine.for,
// affine.if and affine.parallel bound folders and affine.load of a constant global
// (transforms/canonicalize_affine.py), as `mlir-opt --canonicalize` prints them.
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK: #[[$PLUS4:.*]] = affine_map<()[s0] -> (s0 + 4)>
// CHECK-LABEL: func.func @single_result_min
// CHECK-NEXT: affine.apply #[[$PLUS4]]()[%{{.*}}]
func.func @single_result_min(%n: index) -> index {
  %0 = affine.min affine_map<()[s0] -> (s0 + 4)>()[%n]
  return %0 : index
}

// -----

// CHECK: #[[$DEDUPED:.*]] = affine_map<()[s0, s1] -> (16, s0 + s1)>
// CHECK-LABEL: func.func @dedupe_min
// CHECK-NEXT: affine.min #[[$DEDUPED]]()[%{{.*}}, %{{.*}}]
func.func @dedupe_min(%a: index, %b: index) -> index {
  %0 = affine.min affine_map<()[s0, s1] -> (s0 + s1, 16, s0 + s1)>()[%a, %b]
  return %0 : index
}

// -----

// CHECK: #[[$MERGED:.*]] = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK-LABEL: func.func @merge_min
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[MIN:.*]] = affine.min #[[$MERGED]]()[%[[B]], %[[A]]]
// CHECK-NEXT: return %[[MIN]]
func.func @merge_min(%a: index, %b: index) -> index {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %1 = affine.min affine_map<()[s0, s1] -> (s0 + 4, s1)>()[%b, %0]
  return %1 : index
}

// -----

// Constants first, then by the coefficients of the dims and symbols.
// CHECK: #[[$ORDERED:.*]] = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-LABEL: func.func @order_max
// CHECK-NEXT: affine.max #[[$ORDERED]]()
func.func @order_max(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<()[s0, s1] -> (s0 + s1, s1 + 16, 32)>()[%a, %b]
  return %0 : index
}

// -----

// max(0, 2 + 3) to min(9 - 2, 1 * 32); an affine.apply computing a bound is composed into it.
// CHECK: #[[$TIMES4:.*]] = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @for_bounds
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-NEXT: affine.for %{{.*}} = 5 to 7 {
// CHECK: affine.for %{{.*}} = 0 to #[[$TIMES4]]()[%[[N]]] {
func.func @for_bounds(%n: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  affine.for %i = max affine_map<(d0, d1) -> (0, d0 + d1)>(%c2, %c3) to min affine_map<(d0, d1) -> (d0 - 2, d1 * 32)>(%c9, %c1) {
    "test.use"(%i) : (index) -> ()
  }
  %a = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%n]
  affine.for %i = 0 to %a {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// %i >= 1, so max(0, %i) is %i.
// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @for_redundant_bound
// CHECK: affine.for %[[I:.*]] = 1 to 10 {
// CHECK-NEXT: affine.for %{{.*}} = #[[$ID]](%[[I]]) to %{{.*}} {
func.func @for_redundant_bound(%n: index) {
  affine.for %i = 1 to 10 {
    affine.for %j = max affine_map<(d0) -> (0, d0)>(%i) to %n {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// -----

// The constant operand is folded into the set and the affine.apply composed; sets print as upstream.
// CHECK: #[[$SET:.*]] = affine_set<(d0, d1)[s0] : (d0 >= 0, -d0 + 1022 >= 0, d1 >= 0, -d1 + s0 - 2 >= 0)>
// CHECK-LABEL: func.func @if_condition
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: affine.for %[[I:.*]] = 0 to 1024 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to %[[N]] {
// CHECK-NEXT: affine.if #[[$SET]](%[[I]], %[[J]])[%[[N]]] {
func.func @if_condition(%n: index) {
  %c1022 = arith.constant 1022 : index
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to %n {
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      affine.if affine_set<(d0, d1, d2)[s0] : (d1 >= 0, d0 - d1 >= 0, d2 - 1 >= 0, s0 - d2 - 1 >= 0)>(%c1022, %i, %a)[%n] {
        "test.use"(%i) : (index) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @parallel_bounds
// CHECK-NEXT: affine.parallel (%{{.*}}) = (0) to (4) {
func.func @parallel_bounds() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  affine.parallel (%i) = (%c0) to (%c0 + %c4) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Constant indices of a constant global, any index of a splat; a non-constant global stays.
// CHECK-LABEL: func.func @load_constant_global
// CHECK-DAG: %[[FIVE:.*]] = arith.constant 5.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[T:.*]] = memref.get_global @table
// CHECK-DAG: %[[C:.*]] = affine.load %[[T]][symbol(%{{.*}}), 0]
// CHECK-DAG: %[[M:.*]] = memref.get_global @mutable
// CHECK-DAG: %[[D:.*]] = affine.load %[[M]][0]
// CHECK: return %[[FIVE]], %[[ZERO]], %[[C]], %[[D]]
memref.global "private" constant @table : memref<2x3xf32> = dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]>
memref.global "private" constant @zeros : memref<8xi32> = dense<0>
memref.global "private" @mutable : memref<2xf32> = dense<[1.0, 2.0]>

func.func @load_constant_global(%i: index) -> (f32, i32, f32, f32) {
  %t = memref.get_global @table : memref<2x3xf32>
  %a = affine.load %t[1, 2] : memref<2x3xf32>
  %z = memref.get_global @zeros : memref<8xi32>
  %b = affine.load %z[%i] : memref<8xi32>
  %c = affine.load %t[%i, 0] : memref<2x3xf32>
  %m = memref.get_global @mutable : memref<2xf32>
  %d = affine.load %m[0] : memref<2xf32>
  return %a, %b, %c, %d : f32, i32, f32, f32
}

// -----

// `(1 == 0)` never holds and `(0 == 0)` always does: the if is its else or then block; an else block
// that only yields goes.
// CHECK-DAG: #[[$NONNEG:.*]] = affine_set<()[s0] : (s0 >= 0)>
// CHECK-LABEL: func.func @if_trivial
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NOT: "test.a"
// CHECK: "test.b"
// CHECK-NOT: "test.c"
// CHECK-NEXT: affine.if #[[$NONNEG]]()[%[[N]]] {
// CHECK-NEXT: "test.d"
// CHECK-NEXT: }
// CHECK-NEXT: return %[[C3]]
func.func @if_trivial(%n: index) -> index {
  affine.if affine_set<(d0) : (1 == 0)>(%n) {
    "test.a"() : () -> ()
  }
  affine.if affine_set<(d0) : (0 == 0)>(%n) {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  %r = affine.if affine_set<(d0) : (1 == 0)>(%n) -> index {
    affine.yield %n : index
  } else {
    %c = arith.constant 3 : index
    affine.yield %c : index
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "test.d"() : () -> ()
  } else {
  }
  return %r : index
}
