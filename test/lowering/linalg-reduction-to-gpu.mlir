// RUN: ai-opt %s --split-input-file --convert-linalg-reduction-to-gpu | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-linalg-reduction-to-gpu="block-size=128" | FileCheck %s --check-prefix=B128
// RUN: not ai-opt %s --convert-linalg-reduction-to-gpu="block-size=0" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'block-size': must be between 1 and 1024, got 0

#row = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>

// A row maximum: one block per row (grid x = 1000 rows), 256 threads striding over the 4096 columns from -inf,
// the partials combined by gpu.all_reduce and into the output's initial value by thread 0.
// CHECK-LABEL: func.func @row_max
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 1000 : index
// CHECK-DAG: %[[COLS:.*]] = arith.constant 4096 : index
// CHECK-DAG: %[[THREADS:.*]] = arith.constant 256 : index
// CHECK: gpu.launch blocks(%[[ROW:[^,]*]], %{{[^,]*}}, %{{[^)]*}}) in (%{{[^=]*}} = %[[ROWS]], {{.*}}) threads(%[[T:[^,]*]], %{{[^,]*}}, %{{[^)]*}}) in (%{{[^=]*}} = %[[THREADS]],
// CHECK: %[[NEG_INF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[PARTIAL:.*]] = scf.for %[[K:.*]] = %[[T]] to %[[COLS]] step %[[THREADS]] iter_args(%[[ACC:.*]] = %[[NEG_INF]]) -> (f32) {
// CHECK: %[[X:.*]] = memref.load %arg0[%[[ROW]], %[[K]]] : memref<1000x4096xf32>
// CHECK: %[[M:.*]] = arith.maximumf %[[ACC]], %[[X]] : f32
// CHECK: scf.yield %[[M]] : f32
// CHECK: %[[TOTAL:.*]] = gpu.all_reduce maximumf %[[PARTIAL]] uniform
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %{{.*}} : index
// CHECK: scf.if %[[FIRST]] {
// CHECK: %[[OLD:.*]] = memref.load %arg1[%[[ROW]]] : memref<1000xf32>
// CHECK: %[[NEW:.*]] = arith.maximumf %[[OLD]], %[[TOTAL]] : f32
// CHECK: memref.store %[[NEW]], %arg1[%[[ROW]]] : memref<1000xf32>
// CHECK-NOT: linalg.generic
// B128-LABEL: func.func @row_max
// B128: arith.constant 128 : index
func.func @row_max(%x: memref<1000x4096xf32>, %m: memref<1000xf32>) {
  linalg.generic {indexing_maps = [#row, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<1000x4096xf32>) outs(%m : memref<1000xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// A fused softmax denominator: exp(x - max) summed from -0.0; the broadcast max is loaded with its own map.
// Rows of 7: one warp of threads. Two parallel dims: rows on grid x, batches on grid y.
#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#m = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @softmax_sum
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: gpu.launch blocks(%[[BX:[^,]*]], %[[BY:[^,]*]], %{{[^)]*}}) in (%{{[^=]*}} = %c5, %{{[^=]*}} = %c3, %{{[^=]*}} = %c1{{.*}}) threads({{.*}}) in (%{{[^=]*}} = %[[C32]],
// CHECK: arith.constant -0.000000e+00 : f32
// CHECK: memref.load %arg0[%[[BY]], %[[BX]], %{{.*}}] : memref<3x5x7xf32>
// CHECK: memref.load %arg1[%[[BY]], %[[BX]]] : memref<3x5xf32>
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: gpu.all_reduce add
func.func @softmax_sum(%x: memref<3x5x7xf32>, %max: memref<3x5xf32>, %sum: memref<3x5xf32>) {
  linalg.generic {indexing_maps = [#x, #m, #m], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %max : memref<3x5x7xf32>, memref<3x5xf32>) outs(%sum : memref<3x5xf32>) {
  ^bb0(%in: f32, %mx: f32, %acc: f32):
    %d = arith.subf %in, %mx : f32
    %e = math.exp %d : f32
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// Left for the parallel loops: a reduction that is not innermost, two results, an accumulator used twice,
// a body whose last op is not a combining op, and tensors.
#t = affine_map<(d0, d1) -> (d1, d0)>
#o = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @others
// CHECK-NOT: gpu.launch
// CHECK-COUNT-4: linalg.generic
func.func @others(%x: memref<8x4xf32>, %y: memref<4xf32>, %z: memref<4xf32>, %t: tensor<4x8xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  linalg.generic {indexing_maps = [#t, #o], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<8x4xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #o], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x4xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.mulf %acc, %acc : f32
    %r = arith.addf %in, %s : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #o], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x4xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    %n = arith.negf %r : f32
    linalg.yield %n : f32
  }
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, #o], iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<4x8xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A rank-0 generic (no loops at all) is no reduction: left alone (it crashed the pass).
// CHECK-LABEL: func.func @rank0
// CHECK-NOT: gpu.launch
// CHECK: linalg.generic
func.func @rank0(%x: memref<i8>, %y: memref<i8>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%x : memref<i8>) outs(%y : memref<i8>) {
  ^bb0(%in: i8, %out: i8):
    %r = arith.addi %in, %out : i8
    linalg.yield %r : i8
  }
  return
}
