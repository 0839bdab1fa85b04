// RUN: ai-opt %s --split-input-file --linalg-specialize-generic-ops | FileCheck %s
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-specialize-generic-ops))' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --linalg-specialize-generic-ops | FileCheck %s %}
// The CHECK lines are mlir-opt 22's output (the third RUN line checks it).

#id = affine_map<(d0, d1) -> (d0, d1)>

// Bodies that only yield the input: copy (identity maps), fill (a scalar),
// broadcast (increasing dims), transpose (a permutation). One that yields
// the output stays.
// CHECK-LABEL: func.func @moves
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[V:.*]]: f32, %[[R:.*]]: tensor<4xf32>, %[[T:.*]]: tensor<8x4xf32>, %[[O:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[COPY:.*]] = linalg.copy ins(%[[A]] : tensor<4x8xf32>) outs(%[[O]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[FILL:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[O]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[BC:.*]] = linalg.broadcast ins(%[[R]] : tensor<4xf32>) outs(%[[O]] : tensor<4x8xf32>) dimensions = [1]
// CHECK-NEXT: %[[TR:.*]] = linalg.transpose ins(%[[T]] : tensor<8x4xf32>) outs(%[[O]] : tensor<4x8xf32>) permutation = [1, 0]
// CHECK-NEXT: %[[KEEP:.*]] = linalg.generic
// CHECK: linalg.yield %out : f32
// CHECK: return %[[COPY]], %[[FILL]], %[[BC]], %[[TR]], %[[KEEP]]
func.func @moves(%a: tensor<4x8xf32>, %v: f32, %r: tensor<4xf32>, %t: tensor<8x4xf32>, %o: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]} ins(%v : f32) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// One op of the inputs over identity maps: math.exp and the float
// add/sub/mul/div (inputs swapped as the body reads them). Integer ops, and
// a body that reads one input twice, stay. Dead ops go, as the greedy
// driver erases them.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>, %[[O:.*]]: tensor<4x8xf32>, %[[M:.*]]: memref<4x8xi32>, %[[D:.*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[EXP:.*]] = linalg.exp ins(%[[A]] : tensor<4x8xf32>) outs(%[[O]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[SUB:.*]] = linalg.sub ins(%[[B]], %[[A]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[O]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[SQ:.*]] = linalg.generic
// CHECK: arith.mulf %in, %in : f32
// CHECK: linalg.div ins(%[[D]], %[[D]] : memref<4x8xf32>, memref<4x8xf32>) outs(%[[D]] : memref<4x8xf32>)
// CHECK-NEXT: linalg.generic
// CHECK: arith.muli
// CHECK: return %[[EXP]], %[[SUB]], %[[SQ]]
func.func @elementwise(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8xf32>, %m: memref<4x8xi32>, %d: memref<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %dead = arith.addf %a, %b : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%d, %d : memref<4x8xf32>, memref<4x8xf32>) outs(%d : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.divf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %m : memref<4x8xi32>, memref<4x8xi32>) outs(%m : memref<4x8xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %s = arith.muli %x, %y : i32
    linalg.yield %s : i32
  }
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Multiply-adds of one M, N and K dim (casts of the operands aside) are
// matmuls; the generic's maps are kept where they are not the default ones
// (transposed operands, a transposed result). Batch dims must lead in
// order.
// CHECK-DAG: #[[A_T:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[B_T:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[CMAP:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[BA_T:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-LABEL: func.func @contractions
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[AT:.*]]: tensor<8x4xf32>, %[[B:.*]]: tensor<8x16xf32>, %[[BT:.*]]: tensor<16x8xf32>, %[[C:.*]]: tensor<4x16xf32>, %[[I:.*]]: tensor<4x8xi8>, %[[J:.*]]: tensor<8x16xi8>, %[[K:.*]]: tensor<4x16xi32>)
// CHECK-NEXT: %[[MM:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<4x8xf32>, tensor<8x16xf32>) outs(%[[C]] : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[MMT:.*]] = linalg.matmul indexing_maps = [#[[A_T]], #[[B_T]], #[[CMAP]]] ins(%[[AT]], %[[BT]] : tensor<8x4xf32>, tensor<16x8xf32>) outs(%[[C]] : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[IMM:.*]] = linalg.matmul ins(%[[I]], %[[J]] : tensor<4x8xi8>, tensor<8x16xi8>) outs(%[[K]] : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: return %[[MM]], %[[MMT]], %[[IMM]]
func.func @contractions(%a: tensor<4x8xf32>, %at: tensor<8x4xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>, %c: tensor<4x16xf32>,
                        %i: tensor<4x8xi8>, %j: tensor<8x16xi8>, %k: tensor<4x16xi32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%at, %bt : tensor<8x4xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%i, %j : tensor<4x8xi8>, tensor<8x16xi8>) outs(%k : tensor<4x16xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %m = arith.muli %xe, %ye : i32
    %s = arith.addi %z, %m : i32
    linalg.yield %s : i32
  } -> tensor<4x16xi32>
  return %0, %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>
}

// CHECK-LABEL: func.func @batch
// CHECK-SAME: (%[[A:.*]]: tensor<2x8x4xf16>, %[[B:.*]]: tensor<2x8x16xf16>, %[[C:.*]]: tensor<2x4x16xf32>, %[[P:.*]]: tensor<4x2x8xf32>, %[[Q:.*]]: tensor<2x8x16xf32>)
// CHECK-NEXT: %[[BMM:.*]] = linalg.batch_matmul indexing_maps = [#[[BA_T]], #{{.*}}, #{{.*}}] ins(%[[A]], %[[B]] : tensor<2x8x4xf16>, tensor<2x8x16xf16>) outs(%[[C]] : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT: %[[KEEP:.*]] = linalg.generic
func.func @batch(%a: tensor<2x8x4xf16>, %b: tensor<2x8x16xf16>, %c: tensor<2x4x16xf32>, %p: tensor<4x2x8xf32>, %q: tensor<2x8x16xf32>)
    -> (tensor<2x4x16xf32>, tensor<2x4x16xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x8x4xf16>, tensor<2x8x16xf16>) outs(%c : tensor<2x4x16xf32>) {
  ^bb0(%x: f16, %y: f16, %z: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %m = arith.mulf %xe, %ye : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p, %q : tensor<4x2x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16xf32>
  return %0, %1 : tensor<2x4x16xf32>, tensor<2x4x16xf32>
}

// -----

// An all-parallel generic of several static tensors reading inputs through
// transposing or broadcasting maps gets them as linalg.transpose and
// linalg.broadcast ops (transpose first), then identity maps; it may then
// be a named op.
// CHECK-LABEL: func.func @unfold
// CHECK-SAME: (%[[X:.*]]: tensor<7x8x9xf32>, %[[Y:.*]]: tensor<5x9x7x8x10xf32>, %[[Z:.*]]: tensor<5x9x7x8x10xf32>)
// CHECK-NEXT: %[[E0:.*]] = tensor.empty() : tensor<9x7x8xf32>
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<7x8x9xf32>) outs(%[[E0]] : tensor<9x7x8xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<5x9x7x8x10xf32>
// CHECK-NEXT: %[[B:.*]] = linalg.broadcast ins(%[[T]] : tensor<9x7x8xf32>) outs(%[[E1]] : tensor<5x9x7x8x10xf32>) dimensions = [0, 4]
// CHECK-NEXT: %[[D:.*]] = linalg.div ins(%[[B]], %[[Y]] : tensor<5x9x7x8x10xf32>, tensor<5x9x7x8x10xf32>) outs(%[[Z]] : tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32>
// CHECK-NEXT: return %[[D]]
func.func @unfold(%x: tensor<7x8x9xf32>, %y: tensor<5x9x7x8x10xf32>, %z: tensor<5x9x7x8x10xf32>) -> tensor<5x9x7x8x10xf32> {
  %res = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %y : tensor<7x8x9xf32>, tensor<5x9x7x8x10xf32>) outs(%z : tensor<5x9x7x8x10xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %div = arith.divf %in, %in_1 : f32
    linalg.yield %div : f32
  } -> tensor<5x9x7x8x10xf32>
  return %res : tensor<5x9x7x8x10xf32>
}

// CHECK-LABEL: func.func @unfold_generic
// CHECK-SAME: (%[[X:.*]]: tensor<8xf32>, %[[Y:.*]]: tensor<8x4xf32>, %[[Z:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[E0:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[B:.*]] = linalg.broadcast ins(%[[X]] : tensor<8xf32>) outs(%[[E0]] : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%[[Y]] : tensor<8x4xf32>) outs(%[[E1]] : tensor<4x8xf32>) permutation = [1, 0]
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%[[B]], %[[T]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[Z]] : tensor<4x8xf32>)
// CHECK: arith.maximumf
func.func @unfold_generic(%x: tensor<8xf32>, %y: tensor<8x4xf32>, %z: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %res = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<8xf32>, tensor<8x4xf32>) outs(%z : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %m = arith.maximumf %in, %in_1 : f32
    %n = arith.addf %m, %out : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %res : tensor<4x8xf32>
}
