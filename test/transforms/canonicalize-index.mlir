// Upstream's index folders and canonicalizations (transforms/canonicalize_index.py): constants fold only
// where a 32-bit target would compute the same value.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @binary_folds
// CHECK-DAG: %[[SUM:.*]] = index.constant 7000002101
// CHECK-DAG: %[[Q:.*]] = index.constant -2
// CHECK-DAG: %[[FD:.*]] = index.constant -3
// CHECK: %[[KEPT:.*]] = index.divs
// CHECK-NEXT: return %[[SUM]], %[[Q]], %[[FD]], %[[KEPT]]
func.func @binary_folds() -> (index, index, index, index) {
  %a = index.constant 3000000001
  %b = index.constant 4000002100
  %c7 = index.constant 7
  %cm3 = index.constant -3
  %big = index.constant 0x100000000
  %c2 = index.constant 2
  %0 = index.add %a, %b
  %1 = index.divs %c7, %cm3
  %2 = index.floordivs %c7, %cm3
  // 2^31 in 64 bits, 0 in 32 bits: stays.
  %3 = index.divs %big, %c2
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// Identities, constants reassociated, constants to the right.
// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:.*]]: index)
// CHECK-DAG: %[[C0:.*]] = index.constant 0
// CHECK-DAG: %[[C5:.*]] = index.constant 5
// CHECK: %[[S:.*]] = index.add %[[X]], %[[C5]]
// CHECK-NEXT: return %[[X]], %[[X]], %[[C0]], %[[S]]
func.func @identities(%x: index) -> (index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c3 = index.constant 3
  %0 = index.add %x, %c0
  %1 = index.mul %x, %c1
  %2 = index.mul %x, %c0
  %3 = index.add %c2, %x
  %4 = index.add %3, %c3
  return %0, %1, %2, %4 : index, index, index, index
}

// -----

// Comparisons: of constants, of a value with itself, of a max with a constant; a difference against 0.
// CHECK-LABEL: func.func @compares
// CHECK-SAME: (%[[X:.*]]: index, %[[Y:.*]]: index)
// CHECK-DAG: %[[TRUE:.*]] = index.bool.constant true
// CHECK-DAG: %[[FALSE:.*]] = index.bool.constant false
// CHECK-DAG: %[[C:.*]] = index.cmp slt(%[[X]], %[[Y]])
// CHECK: return %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[C]]
func.func @compares(%x: index, %y: index) -> (i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %m1 = index.constant -1
  %0 = index.cmp ugt(%m1, %c0)
  %1 = index.cmp ne(%x, %x)
  %max = index.maxs %x, %c1
  %2 = index.cmp sgt(%max, %c0)
  %d = index.sub %x, %y
  %3 = index.cmp slt(%d, %c0)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// Casts of constants to index fold; from index they stay (the index dialect makes only index constants).
// CHECK-LABEL: func.func @casts
// CHECK-DAG: %[[A:.*]] = index.constant -1000
// CHECK-DAG: %[[B:.*]] = index.castu %{{.*}} : index to i8
// CHECK: return %[[A]], %[[B]]
func.func @casts() -> (index, i8) {
  %c = arith.constant -1000 : i48
  %i = index.constant 255
  %0 = index.casts %c : i48 to index
  %1 = index.castu %i : index to i8
  return %0, %1 : index, i8
}

// -----

// A cf.assert of index.bool.constant true is erased (upstream's AssertOp canonicalization, any constant
// true); of false, or of a value, it stays.
// CHECK-LABEL: func.func @asserts
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: %[[FALSE:.*]] = index.bool.constant false
// CHECK-NEXT: cf.assert %[[FALSE]], "false"
// CHECK-NEXT: cf.assert %[[C]], "value"
// CHECK-NEXT: return
func.func @asserts(%c: i1) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  cf.assert %t, "true"
  cf.assert %f, "false"
  cf.assert %c, "value"
  return
}
