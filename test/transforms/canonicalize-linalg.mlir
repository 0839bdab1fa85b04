// Upstream's linalg canonicalizations and folders (transforms/canonicalize_linalg.py), one case each;
// ops on buffers stay (they write their init).
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @transposes
// CHECK-SAME: (%[[X:.*]]: tensor<5x4x3xf32>, %[[I1:.*]]: tensor<4x3x5xf32>, %[[I2:.*]]: tensor<3x4x5xf32>, %[[I3:.*]]: tensor<5x4x3xf32>)
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<5x4x3xf32>) outs(%[[I2]] : tensor<3x4x5xf32>) permutation = [2, 1, 0]
// CHECK-NEXT: return %[[T]], %[[X]], %[[X]]
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
// CHECK-NEXT: return %[[X]]
func.func @same_shape_broadcast(%x: tensor<2x3xf32>, %i: tensor<2x3xf32>, %m: memref<2x3xf32>, %n: memref<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.broadcast ins(%x : tensor<2x3xf32>) outs(%i : tensor<2x3xf32>) dimensions = []
  linalg.broadcast ins(%m : memref<2x3xf32>) outs(%n : memref<2x3xf32>) dimensions = []
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @self_copy
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: memref<?xf32>)
// CHECK-NEXT: linalg.copy ins(%[[M]] : memref<?xf32>) outs(%[[N]] : memref<?xf32>)
// CHECK-NEXT: return
func.func @self_copy(%m: memref<?xf32>, %n: memref<?xf32>) {
  linalg.copy ins(%m : memref<?xf32>) outs(%m : memref<?xf32>)
  linalg.copy ins(%m : memref<?xf32>) outs(%n : memref<?xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @unused_tensor_op
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
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
// CHECK-NEXT: return %[[V]]
func.func @extract_of_fill(%v: i1, %n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<2x?xi1>
  %f = linalg.fill ins(%v : i1) outs(%e : tensor<2x?xi1>) -> tensor<2x?xi1>
  %x = tensor.extract %f[%c0, %c0] : tensor<2x?xi1>
  return %x : i1
}

// -----

// CHECK-LABEL: func.func @fills
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[F1:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[B]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[C:.*]] = linalg.copy ins(%[[B]] : tensor<?x?xf32>) outs(%[[A]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[F2:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[B]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[F1]], %[[C]], %[[F2]]
func.func @fills(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %zero = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%zero : f32) outs(%a : tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = linalg.copy ins(%fill : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.copy ins(%b : tensor<?x?xf32>) outs(%fill : tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = linalg.transpose ins(%fill : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) permutation = [1, 0]
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_result
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?x?xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[I]], %{{.*}} : tensor<?x?xf32>
// CHECK-NEXT: return %[[D]]
func.func @dim_of_result(%x: tensor<?x?xf32>, %i: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = linalg.copy ins(%x : tensor<?x?xf32>) outs(%i : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1 : index
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @identity_generics
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>, %[[M:.*]]: memref<4x16xf32>, %[[N:.*]]: memref<4x16xf32>)
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[B]] : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: linalg.generic
// CHECK-SAME: ins(%[[M]] : memref<4x16xf32>) outs(%[[N]] : memref<4x16xf32>)
// CHECK: return %[[B]], %[[A]], %[[CAST]]
func.func @identity_generics(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %m: memref<4x16xf32>, %n: memref<4x16xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %0, %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a, %a : tensor<?x?xf32>, tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o1: f32, %o2: f32):
    linalg.yield %y, %x : f32, f32
  } -> (tensor<?x?xf32>, tensor<?x?xf32>)
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<?x?xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x3xf32>
  // A copy of a buffer onto itself does nothing; onto another buffer it stays.
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<4x16xf32>) outs(%m : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<4x16xf32>) outs(%n : memref<4x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x3xf32>
}

// -----

// A generic whose maps are all equal (not the identity here) and whose body yields a block argument,
// its init's here, is that operand; on buffers, one that copies a buffer onto itself is erased.
// CHECK-LABEL: func.func @erase_identity_generic_equal_maps
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[Y:.*]]: tensor<4x3xf32>, %[[M:.*]]: memref<4x3xf32>)
// CHECK-NEXT: return %[[Y]], %[[X]]
func.func @erase_identity_generic_equal_maps(%x: tensor<4x3xf32>, %y: tensor<4x3xf32>, %m: memref<4x3xf32>)
    -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x3xf32>) outs(%y : tensor<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<4x3xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x3xf32>) outs(%y : tensor<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<4x3xf32>) outs(%m : memref<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xf32>
}

// -----

// A linalg op on buffers reads and writes the sources of memref.casts that lose sizes.
// CHECK-LABEL: func.func @memref_cast_operands
// CHECK-SAME: (%[[A:.*]]: memref<16x8xf32>, %[[B:.*]]: memref<8x4xf32>, %[[C:.*]]: memref<16x4xf32>)
// CHECK-NEXT: linalg.matmul ins(%[[A]], %[[B]] : memref<16x8xf32>, memref<8x4xf32>) outs(%[[C]] : memref<16x4xf32>)
// CHECK-NEXT: return
func.func @memref_cast_operands(%a: memref<16x8xf32>, %b: memref<8x4xf32>, %c: memref<16x4xf32>) {
  %0 = memref.cast %a : memref<16x8xf32> to memref<?x?xf32>
  %1 = memref.cast %b : memref<8x4xf32> to memref<?x4xf32>
  %2 = memref.cast %c : memref<16x4xf32> to memref<?x?xf32>
  linalg.matmul ins(%0, %1 : memref<?x?xf32>, memref<?x4xf32>) outs(%2 : memref<?x?xf32>)
  return
}

// -----

// linalg.index of a loop of size 1 is 0 (canonicalize-linalg-index.mlir), on buffers too; a loop's size is the
// first operand's that reads it by its index alone, as upstream's getStaticLoopRanges: loop 0 of the second
// generic reads a dynamic size first and keeps its index.
// CHECK-LABEL: func.func @index_of_unit_loop_on_buffers
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: memref.store %[[C0]], %{{.*}}[%[[J]]]
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: memref.store %[[I]], %{{.*}}[%[[J]]]
func.func @index_of_unit_loop_on_buffers(%a: memref<1x4xf32>, %b: memref<?x4xf32>, %s: memref<4xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<1x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    memref.store %i, %s[%j] : memref<4xindex>
    linalg.yield %out : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%b : memref<?x4xf32>) outs(%a : memref<1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    memref.store %i, %s[%j] : memref<4xindex>
    linalg.yield %in : f32
  }
  return
}
