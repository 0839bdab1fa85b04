// Upstream's SimplifyAffineOp (transforms/canonicalize_affine.py): affine.apply producers composed into
// their users, maps canonicalized (constant symbols folded, repeated and unused operands dropped, dims that
// are symbols promoted) and simplified (support/affine_simplify.py), as `mlir-opt --canonicalize` prints them.
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --canonicalize='test-convergence' | FileCheck %s

// The printed form has no space before the operands, as upstream's.
// CHECK: #[[$PRINT:.*]] = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @apply_print
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-NEXT: affine.apply #[[$PRINT]]()[%[[N]]]
func.func @apply_print(%n: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%n)[%n]
  return %0 : index
}

// -----

// CHECK: #[[$TWICE:.*]] = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @compose_apply
// CHECK: affine.for %[[I:.*]] =
// CHECK-NEXT: %[[B:.*]] = affine.apply #[[$TWICE]](%[[I]])
// CHECK-NEXT: "test.use"(%[[B]])
func.func @compose_apply(%lb: index, %ub: index) {
  affine.for %i = %lb to %ub {
    %a = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%a)
    "test.use"(%b) : (index) -> ()
  }
  return
}

// -----

// CHECK: #[[$MINUS4:.*]] = affine_map<(d0) -> (d0 - 4)>
// CHECK-LABEL: func.func @fold_constant_symbol
// CHECK: affine.for %[[I:.*]] =
// CHECK-NEXT: affine.apply #[[$MINUS4]](%[[I]])
func.func @fold_constant_symbol(%lb: index, %ub: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = %lb to %ub {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 - s0)>(%i)[%c4]
    "test.use"(%a) : (index) -> ()
  }
  return
}

// -----

// A function argument is a symbol; a repeated operand is one dim.
// CHECK: #[[$DEDUPED:.*]] = affine_map<(d0)[s0] -> (d0 * 2 + s0 * 2)>
// CHECK-LABEL: func.func @promote_and_dedupe
// CHECK-SAME: (%[[N:[^:]*]]: index
// CHECK: affine.for %[[I:.*]] =
// CHECK-NEXT: affine.apply #[[$DEDUPED]](%[[I]])[%[[N]]]
func.func @promote_and_dedupe(%n: index, %lb: index, %ub: index) {
  affine.for %i = %lb to %ub {
    %a = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 + d2 * 2)>(%i, %i, %n)
    "test.use"(%a) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @compose_load_store
// CHECK: affine.for %[[I:.*]] =
// CHECK-NEXT: %[[V:.*]] = affine.load %{{.*}}[%[[I]] * 2 + 2] : memref<100xf32>
// CHECK-NEXT: affine.store %[[V]], %{{.*}}[%[[I]]] : memref<100xf32>
func.func @compose_load_store(%m: memref<100xf32>, %lb: index, %ub: index) {
  affine.for %i = %lb to %ub {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %m[%a * 2] : memref<100xf32>
    affine.store %v, %m[%a - 1] : memref<100xf32>
  }
  return
}

// -----

// e - (e floordiv 4) * 4 is e mod 4.
// CHECK: #[[$MOD:.*]] = affine_map<(d0) -> (d0 mod 4)>
// CHECK-LABEL: func.func @mod_rebuilt
// CHECK: affine.for %[[I:.*]] =
// CHECK-NEXT: affine.apply #[[$MOD]](%[[I]])
func.func @mod_rebuilt(%lb: index, %ub: index) {
  affine.for %i = %lb to %ub {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %b = affine.apply affine_map<(d0, d1) -> (d0 - d1 * 4)>(%i, %a)
    "test.use"(%b) : (index) -> ()
  }
  return
}

// -----

// 0 <= %i < 8: %i floordiv 8 is 0 and %i mod 8 is %i.
// CHECK-LABEL: func.func @iv_bounds
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: affine.for %[[I:.*]] = 0 to 8
// CHECK-NEXT: "test.use"(%[[C0]], %[[I]])
func.func @iv_bounds() {
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
    "test.use"(%a, %b) : (index, index) -> ()
  }
  return
}

// -----

// A division by zero is composed but not evaluated.
// CHECK: #[[$BYZERO:.*]] = affine_map<(d0) -> ((d0 + 1) floordiv 0)>
// CHECK-LABEL: func.func @divide_by_zero_stays
// CHECK: affine.apply #[[$BYZERO]](%{{.*}})
func.func @divide_by_zero_stays(%lb: index, %ub: index) {
  affine.for %i = %lb to %ub {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%a)
    "test.use"(%b) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @compose_vector_and_prefetch
// CHECK: affine.for %[[I:.*]] =
// CHECK-NEXT: %[[V:.*]] = affine.vector_load %{{.*}}[%[[I]] * 2 + 4] : memref<100xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %[[V]], %{{.*}}[%[[I]] * 2] : memref<100xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %{{.*}}[%[[I]] * 2 + 1], read, locality<3>, data : memref<100xf32>
func.func @compose_vector_and_prefetch(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %v = affine.vector_load %m[%a + 3] : memref<100xf32>, vector<4xf32>
    affine.vector_store %v, %m[%a - 1] : memref<100xf32>, vector<4xf32>
    affine.prefetch %m[%a], read, locality<3>, data : memref<100xf32>
  }
  return
}

// -----

// A mod by 16 is in [0, 15] whatever its operand: divided by 16 it is 0.
// CHECK-LABEL: func.func @mod_bound
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: return %[[C0]]
func.func @mod_bound(%n: index) -> index {
  %0 = affine.apply affine_map<()[s0] -> ((s0 mod 16) floordiv 16)>()[%n]
  return %0 : index
}

// -----

// A mod by a negative constant is poison upstream: it is not evaluated (Python's % would give -1);
// a floordiv by a negative constant rounds down (7 floordiv -2 is -4), as upstream folds it.
// CHECK: #[[$NEGMOD:.*]] = affine_map<() -> (7 mod -2)>
// CHECK-LABEL: func.func @negative_mod_stays
// CHECK-DAG: %[[M4:.*]] = arith.constant -4 : index
// CHECK-DAG: %[[MOD:.*]] = affine.apply #[[$NEGMOD]]()
// CHECK: return %[[MOD]], %[[M4]]
func.func @negative_mod_stays() -> (index, index) {
  %c7 = arith.constant 7 : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%c7)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%c7)
  return %0, %1 : index, index
}
