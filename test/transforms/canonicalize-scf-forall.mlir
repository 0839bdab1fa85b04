// Upstream's scf.forall and tensor.parallel_insert_slice canonicalizations.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// A tensor.dim of a result is the dim of the tied output; constant bounds become static.
// CHECK-LABEL: func.func @dim_and_constant_bounds(
// CHECK-SAME: %{{.*}}: tensor<?x10xf32>, %[[OUT:.*]]: tensor<?x10xf32>
func.func @dim_and_constant_bounds(%in: tensor<?x10xf32>, %out: tensor<?x10xf32>) -> (tensor<?x10xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %n = tensor.dim %in, %c0 : tensor<?x10xf32>
  // CHECK: scf.forall (%{{.*}}, %{{.*}}) in (%{{.*}}, 10) shared_outs
  %r = scf.forall (%i, %j) = (%c0, %c0) to (%n, %c10) step (%c1, %c1) shared_outs(%o = %out) -> (tensor<?x10xf32>) {
    %s = tensor.extract_slice %in[%i, %j] [1, 1] [1, 1] : tensor<?x10xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
    }
  }
  // CHECK: tensor.dim %[[OUT]], %{{.*}} : tensor<?x10xf32>
  %d = tensor.dim %r, %c0 : tensor<?x10xf32>
  return %r, %d : tensor<?x10xf32>, index
}

// -----

// A loop of one iteration is inlined: its insertions become tensor.insert_slice.
// CHECK-LABEL: func.func @single_iteration(
// CHECK-NOT: scf.forall
// CHECK: %[[E:.*]] = tensor.empty
// CHECK: %[[S:.*]] = tensor.extract_slice %[[E]]
// CHECK: %[[F:.*]] = linalg.fill {{.*}} outs(%[[S]]
// CHECK: %[[R:.*]] = tensor.insert_slice %[[F]] into %[[E]]
// CHECK: return %[[R]]
func.func @single_iteration() -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (0, 0) to (1, 1) step (8, 8) shared_outs(%o = %0) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    %f = linalg.fill ins(%cst : f32) outs(%s : tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}

// -----

// A mapped loop is left as it is; a single-iteration dim of an unmapped one is dropped.
// CHECK-LABEL: func.func @mapped_and_collapsed(
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (1, 1) {
// CHECK: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK: scf.forall (%[[J:.*]]) = (0) to (16) step (8) shared_outs
// CHECK: tensor.parallel_insert_slice %{{.*}} into %{{.*}}[0, %[[J]]] [8, 8] [1, 1]
func.func @mapped_and_collapsed(%t: tensor<8x8xf32>, %m: memref<8xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  scf.forall (%i, %j) in (1, 1) {
    memref.store %cst, %m[%i] : memref<8xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %1 = scf.forall (%i, %j) = (0, 0) to (1, %c16) step (8, %c8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %f = linalg.fill ins(%cst : f32) outs(%o : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}

// -----

// A loop with a zero-trip dim yields its outputs.
// CHECK-LABEL: func.func @zero_trip(
// CHECK-NOT: scf.forall
// CHECK: %[[E:.*]] = tensor.empty
// CHECK: return %[[E]]
func.func @zero_trip() -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (0, 16) to (1, 16) step (8, 8) shared_outs(%o = %0) -> (tensor<8x8xf32>) {
    %f = linalg.fill ins(%cst : f32) outs(%o : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}

// -----

// A shared output cast to a less static type is shared uncast.
// CHECK-LABEL: func.func @output_cast(
// CHECK-NOT: tensor.cast
// CHECK: tensor.parallel_insert_slice {{.*}} : tensor<1xi32> into tensor<2xi32>
// CHECK-NOT: tensor.cast
func.func @output_cast(%out: tensor<2xi32>) -> tensor<2xi32> {
  %cst = arith.constant dense<[7]> : tensor<1xi32>
  %cast = tensor.cast %out : tensor<2xi32> to tensor<?xi32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %cast) -> tensor<?xi32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %cst into %o[%i] [1] [1] : tensor<1xi32> into tensor<?xi32>
    }
  }
  %back = tensor.cast %r : tensor<?xi32> to tensor<2xi32>
  return %back : tensor<2xi32>
}

// -----

// Constant offsets, sizes and strides of a parallel_insert_slice become static, and a source cast to a
// less static type is inserted uncast; a zero-dimensional loop is inlined (as LLVM 22: its full
// overwrite then folds to the inserted value).
// CHECK-LABEL: func.func @insert_constants(
// CHECK-SAME: %[[A:[a-z0-9]*]]: tensor<1x5xf32>
// CHECK-NOT: tensor.cast
// CHECK: %[[R:.*]] = scf.forall
// CHECK: tensor.parallel_insert_slice %[[A]] into %{{.*}}[%{{.*}}, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
// CHECK-NOT: scf.forall
// CHECK: return %[[R]], %[[A]]
func.func @insert_constants(%a: tensor<1x5xf32>, %t: tensor<?x?xf32>, %u: tensor<1x5xf32>, %n: index) -> (tensor<?x?xf32>, tensor<1x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?x?xf32>) {
    %c = tensor.cast %a : tensor<1x5xf32> to tensor<?x5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i, %c0] [%c1, 5] [%c1, %c1] : tensor<?x5xf32> into tensor<?x?xf32>
    }
  }
  %s = scf.forall () in () shared_outs(%o = %u) -> (tensor<1x5xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%c0, %c0] [1, 5] [%c1, %c1] : tensor<1x5xf32> into tensor<1x5xf32>
    }
  }
  return %r, %s : tensor<?x?xf32>, tensor<1x5xf32>
}

// -----

// Two outputs may share one tensor: each insertion still goes to its own output. (mlir-opt 22
// returns the two insertions swapped here: it finds an insertion's output by value, not by position.)
// CHECK-LABEL: func.func @shared_tensor(
// CHECK-SAME: %[[A:[a-z0-9]*]]: tensor<2xf32>, %[[B:[a-z0-9]*]]: tensor<2xf32>, %[[T:[a-z0-9]*]]: tensor<4xf32>
// CHECK-NOT: scf.forall
// CHECK-DAG: %[[X:.*]] = tensor.insert_slice %[[A]] into %[[T]][0] [2] [1]
// CHECK-DAG: %[[Y:.*]] = tensor.insert_slice %[[B]] into %[[T]][2] [2] [1]
// CHECK: return %[[X]], %[[Y]]
func.func @shared_tensor(%a: tensor<2xf32>, %b: tensor<2xf32>, %t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (1) shared_outs(%o = %t, %p = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %p[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %a into %o[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
