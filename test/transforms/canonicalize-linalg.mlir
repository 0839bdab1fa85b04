// Upstream's linalg canonicalizations and folders (transforms/canonicalize_linalg.py), one case each;
// ops on buffers stay (they write their init).
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @transposes
// CHECK-SAME: (%[[X:.*]]: tensor<5x4x3xf32>, %[[I1:.*]]: tensor<4x3x5xf32>, %[[I2:.*]]: tensor<3x4x5xf32>, %[[I3:.*]]: tensor<5x4x3xf32>)
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<5x4x3xf32>) outs(%[[I2]] : tensor<3x4x5xf32>) permutation = [2, 1, 0]
// CHECK-NEXT: func.return %[[T]], %[[X]], %[[X]]
func.func @transposes(%x: tensor<5x4x3xf32>, %i1: tensor<4x3x5xf32>, %i2: tensor<3x4x5xf32>, %i3: tensor<5x4x3xf32>)
    -> (tensor<3x4x5xf32>, tensor<5x4x3xf32>, tensor<5x4x3xf32>) {
  %a = linalg.transpose ins(%x : tensor<5x4x3xf32>) outs(%i1 : tensor<4x3x5xf32>) permutation = [1, 2, 0]
  %b = linalg.transpose ins(%a : tensor<4x3x5xf32>) outs(%i2 : tensor<3x4x5xf32>) permutation = [1, 0, 2]
  %c = linalg.transpose ins(%a : tensor<4x3x5xf32>) outs(%i3 : tensor<5x4x3xf32>) permutation = [2, 0, 1]
  %d = linalg.transpose ins(%x : tensor<5x4x3xf32>) outs(%i3 : tensor<5x4x3xf32>) permutation = [0, 1, 2]
  return %b, %c, %d : tensor<3x4x5xf32>, tensor<5x4x3xf32>, tensor<5x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @same_shape_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[I:.*]]: tensor<2x3xf32>, %[[M:.*]]: memref<2x3xf32>, %[[N:.*]]: memref<2x3xf32>)
// CHECK-NEXT: linalg.broadcast ins(%[[M]] : memref<2x3xf32>) outs(%[[N]] : memref<2x3xf32>)
// CHECK-NEXT: func.return %[[X]]
func.func @same_shape_broadcast(%x: tensor<2x3xf32>, %i: tensor<2x3xf32>, %m: memref<2x3xf32>, %n: memref<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.broadcast ins(%x : tensor<2x3xf32>) outs(%i : tensor<2x3xf32>) dimensions = []
  linalg.broadcast ins(%m : memref<2x3xf32>) outs(%n : memref<2x3xf32>) dimensions = []
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @self_copy
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: memref<?xf32>)
// CHECK-NEXT: linalg.copy ins(%[[M]] : memref<?xf32>) outs(%[[N]] : memref<?xf32>)
// CHECK-NEXT: func.return
func.func @self_copy(%m: memref<?xf32>, %n: memref<?xf32>) {
  linalg.copy ins(%m : memref<?xf32>) outs(%m : memref<?xf32>)
  linalg.copy ins(%m : memref<?xf32>) outs(%n : memref<?xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @unused_tensor_op
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xf32>)
// CHECK-NEXT: func.return %[[X]]
func.func @unused_tensor_op(%x: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @extract_of_fill
// CHECK-SAME: (%[[V:.*]]: i1, %[[N:.*]]: index)
// CHECK-NEXT: func.return %[[V]]
func.func @extract_of_fill(%v: i1, %n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<2x?xi1>
  %f = linalg.fill ins(%v : i1) outs(%e : tensor<2x?xi1>) -> tensor<2x?xi1>
  %x = tensor.extract %f[%c0, %c0] : tensor<2x?xi1>
  return %x : i1
}
