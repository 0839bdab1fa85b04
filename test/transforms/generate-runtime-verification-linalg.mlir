// RUN: ai-opt %s -generate-runtime-verification -split-input-file | FileCheck %s
// RUN: ai-opt %s -generate-runtime-verification -canonicalize -split-input-file | FileCheck %s --check-prefix=CANON

// The cases of upstream's test/Dialect/Linalg/runtime-verification.mlir, then checks on dynamic sizes.

#identity = affine_map<(d0) -> (d0)>

// Static sizes: every check folds to `true` (and canonicalize erases the asserts).
// CHECK-LABEL: @static_dims
// CHECK: %[[TRUE:.*]] = index.bool.constant true
// CHECK: cf.assert %[[TRUE]]
// CANON-LABEL: @static_dims
// CANON-NOT: cf.assert
// CANON: linalg.generic
func.func @static_dims(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32>) {
    %result = tensor.empty() : tensor<5xf32>
    %0 = linalg.generic {
      indexing_maps = [#identity, #identity, #identity],
      iterator_types = ["parallel"]
    } ins(%arg0, %arg1 : tensor<5xf32>, tensor<5xf32>)
      outs(%result : tensor<5xf32>) {
      ^bb0(%gen_arg1: f32, %gen_arg2: f32, %out: f32) :
        %tmp1 = arith.addf %gen_arg1, %gen_arg2 : f32
        linalg.yield %tmp1 : f32
    } -> tensor<5xf32>
    return %0 : tensor<5xf32>
}

// -----

#map = affine_map<() -> ()>

// CHECK-LABEL: @scalars
func.func @scalars(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>) {
    // No runtime checks are required if the operands are all scalars
    // CHECK-NOT: cf.assert
    %result = tensor.empty() : tensor<f32>
    %0 = linalg.generic {
      indexing_maps = [#map, #map, #map],
      iterator_types = []
    } ins(%arg0, %arg1 : tensor<f32>, tensor<f32>)
      outs(%result : tensor<f32>) {
      ^bb0(%gen_arg1: f32, %gen_arg2: f32, %out: f32) :
        %tmp1 = arith.addf %gen_arg1, %gen_arg2 : f32
        linalg.yield %tmp1 : f32
    } -> tensor<f32>
    return %0 : tensor<f32>
}

// -----

// The loop runs over the first operand's size; each operand's is compared with it, where the loop runs at
// least once (upstream's scf.if of a non-degenerate iteration domain).
// CHECK-LABEL: func.func @copy(
//  CHECK-SAME:     %[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[DIM:.*]] = memref.dim %[[A]], %[[C0]] : memref<?xf32>
//       CHECK:   %[[C0_RUNS:.*]] = arith.constant 0 : index
//       CHECK:   %[[RUNS:.*]] = index.cmp slt(%[[C0_RUNS]], %[[DIM]])
//       CHECK:   scf.if %[[RUNS]] {
//       CHECK:   %[[ZERO:.*]] = arith.constant 0 : index
//       CHECK:   %[[ONE:.*]] = arith.constant 1 : index
//       CHECK:   %[[END:.*]] = index.sub %[[DIM]], %[[ONE]]
//       CHECK:   %[[START:.*]] = arith.constant 0 : index
//       CHECK:   %[[MIN:.*]] = index.mins %[[START]], %[[END]]
//       CHECK:   %[[NONNEGATIVE:.*]] = index.cmp sge(%[[MIN]], %[[ZERO]])
//       CHECK:   cf.assert %[[NONNEGATIVE]], "ERROR: Runtime op verification failed\0Alinalg.copy ins(%arg0 : memref<?xf32>) outs(%arg1 : memref<?xf32>)\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc({{.*}}:[[# @LINE + 13]]:3)"
//       CHECK:   %[[MAX:.*]] = index.maxs %[[START]], %[[END]]
//       CHECK:   %[[INFERRED:.*]] = index.add %[[MAX]], %[[ONE]]
//       CHECK:   %[[SAME:.*]] = index.cmp eq(%[[INFERRED]], %{{.*}})
//       CHECK:   cf.assert %[[SAME]], "{{.*}}\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0A
//       CHECK:   "{{.*}}\0A^ unexpected negative result on dimension #0 of input/output operand #1\0A
//       CHECK:   %[[C0_B:.*]] = arith.constant 0 : index
//       CHECK:   %[[DIM_B:.*]] = memref.dim %[[B]], %[[C0_B]] : memref<?xf32>
//       CHECK:   %[[SAME_B:.*]] = index.cmp eq(%{{.*}}, %[[DIM_B]])
//       CHECK:   cf.assert %[[SAME_B]], "{{.*}}\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0A
//  CHECK-NEXT:   }
//  CHECK-NEXT:   linalg.copy
func.func @copy(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.copy ins(%a : memref<?xf32>) outs(%b : memref<?xf32>)
  return
}

// -----

// A map result that is not a loop index: its largest value plus one must be at most the size.
#shifted = affine_map<(d0) -> (d0 + 1)>
#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @shifted(
//  CHECK-SAME:     %[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>
//       CHECK:   %[[DIM_B:.*]] = memref.dim %[[B]], %{{.*}} : memref<?xf32>
//       CHECK:   %[[END:.*]] = index.sub %[[DIM_B]], %{{.*}}
//       CHECK:   %[[LAST:.*]] = affine.apply #{{.*}}(%[[END]])
//       CHECK:   %[[MAX:.*]] = index.maxs %{{.*}}, %[[LAST]]
//       CHECK:   %[[INFERRED:.*]] = index.add %[[MAX]], %{{.*}}
//       CHECK:   %[[DIM_A:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xf32>
//       CHECK:   %[[FITS:.*]] = index.cmp sle(%[[INFERRED]], %[[DIM_A]])
//       CHECK:   cf.assert %[[FITS]], "{{.*}}\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0A
func.func @shifted(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.generic {indexing_maps = [#shifted, #id], iterator_types = ["parallel"]} ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// A loop of static size 0 never runs: no check (its last index, -1, failed 'unexpected negative result', so a
// linalg.fill of a memref<0xf32> failed at run time). Several ? loops: the checks run where all run.
// CHECK-LABEL: func.func @fill_empty(
//   CHECK-NOT:   cf.assert
//       CHECK:   linalg.fill
func.func @fill_empty(%m: memref<0x?xf32>) {
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%m : memref<0x?xf32>)
  return
}

// CHECK-LABEL: func.func @fill_dynamic(
//  CHECK-SAME:     %[[M:.*]]: memref<?x?xf32>
//       CHECK:   %[[ROWS:.*]] = memref.dim %[[M]], %{{.*}} : memref<?x?xf32>
//       CHECK:   %[[COLUMNS:.*]] = memref.dim %[[M]], %{{.*}} : memref<?x?xf32>
//       CHECK:   %[[ZERO:.*]] = arith.constant 0 : index
//       CHECK:   %[[ROWS_GO:.*]] = index.cmp slt(%[[ZERO]], %[[ROWS]])
//       CHECK:   %[[COLUMNS_GO:.*]] = index.cmp slt(%[[ZERO]], %[[COLUMNS]])
//       CHECK:   %[[RUNS:.*]] = arith.andi %[[ROWS_GO]], %[[COLUMNS_GO]] : i1
//       CHECK:   scf.if %[[RUNS]] {
//       CHECK:     cf.assert
//       CHECK:   }
//  CHECK-NEXT:   linalg.fill
func.func @fill_dynamic(%m: memref<?x?xf32>) {
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%m : memref<?x?xf32>)
  return
}
