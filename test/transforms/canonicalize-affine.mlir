// Upstream's affine folders (transforms/canonicalize_affine.py), one case each; a division by zero
// and loops that may not run stay.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @apply
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[M:.*]] = arith.constant -4 : index
// CHECK-DAG: %[[M2:.*]] = arith.constant 2 : index
// CHECK: %[[KEPT:.*]] = affine.apply
// CHECK-NEXT: return %[[N]], %[[C7]], %[[M]], %[[M2]], %[[KEPT]]
func.func @apply(%n: index) -> (index, index, index, index, index) {
  %c7 = arith.constant -7 : index
  %0 = affine.apply affine_map<()[s0] -> (s0)>()[%n]
  %1 = affine.apply affine_map<() -> (7)>()
  // floordiv rounds down and mod is never negative, as upstream's.
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%c7)
  %3 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%c7)
  %4 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @min_max
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-DAG: %[[C512:.*]] = arith.constant 512 : index
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// CHECK: return %[[C512]], %[[C1000]], %[[N]]
func.func @min_max(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c511 = arith.constant 511 : index
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0 + 1)> (%c0)[%c511]
  %1 = affine.max affine_map<(d0)[s0] -> (1000, d0 + 512, s0 + 1)> (%c0)[%c511]
  %2 = affine.max affine_map<()[s0] -> (s0)> ()[%n]
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @zero_trip_loop
// CHECK-SAME: (%[[X:.*]]: index)
// CHECK-NEXT: return %[[X]]
func.func @zero_trip_loop(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = affine.for %i = 5 to 2 iter_args(%a = %x) -> index {
    %s = arith.addi %a, %c1 : index
    affine.yield %s : index
  }
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @empty_loops
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[KEPT:.*]] = affine.for
// CHECK: return %[[C0]], %[[C1]], %[[C2]], %[[KEPT]]
func.func @empty_loops(%n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // Yields its own iter_arg: the init, however many iterations.
  %0 = affine.for %i = 0 to %n iter_args(%a = %c0) -> index {
    affine.yield %a : index
  }
  // Runs once: the other iter_arg's init; runs at least once: the outside value.
  %1:2 = affine.for %i = 0 to 1 iter_args(%a = %c2, %b = %c1) -> (index, index) {
    affine.yield %b, %c2 : index, index
  }
  // May not run: the outside value is not its result.
  %2 = affine.for %i = 0 to %n iter_args(%a = %c0) -> index {
    affine.yield %c1 : index
  }
  return %0, %1#0, %1#1, %2 : index, index, index, index
}

// -----

// Upstream folds only the results of a loop that does not run: one without results stays.
// CHECK-LABEL: func.func @zero_trip_loop_without_results
// CHECK: affine.for %{{.*}} = 0 to 0 {
func.func @zero_trip_loop_without_results(%m: memref<4xf32>) {
  affine.for %i = 0 to 0 {
    %x = affine.load %m[%i] : memref<4xf32>
    affine.store %x, %m[%i] : memref<4xf32>
  }
  return
}
