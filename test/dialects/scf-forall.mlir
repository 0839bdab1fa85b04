// scf.forall, its scf.forall.in_parallel terminator, tensor.parallel_insert_slice and the
// #gpu mapping attributes print as upstream's and parse back, also from the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @shared_outs(
func.func @shared_outs(%in: tensor<100xf32>, %out: tensor<100xf32>, %n: index) -> tensor<100xf32> {
  // CHECK: %[[R:.*]] = scf.forall (%[[I:.*]]) in (%{{.*}}) shared_outs(%[[O:.*]] = %{{.*}}) -> (tensor<100xf32>) {
  // CHECK-NEXT: %[[S:.*]] = tensor.extract_slice
  // CHECK-NEXT: scf.forall.in_parallel {
  // CHECK-NEXT: tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<100xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> tensor<100xf32> {
    %s = tensor.extract_slice %in[%i][1][1] : tensor<100xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i][1][1] : tensor<1xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}

// CHECK-LABEL: func.func @bounds(
func.func @bounds(%n: index, %t: tensor<4xf32>) {
  // CHECK: scf.forall (%{{.*}}, %{{.*}}) = (0, %{{.*}}) to (%{{.*}}, 8) step (2, %{{.*}}) {
  // CHECK-NEXT: arith.constant
  // CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.block<x>]}
  scf.forall (%i, %j) = (0, %n) to (%n, 8) step (2, %n) {
    %c = arith.constant 0 : index
  } {mapping = [#gpu.thread<y>, #gpu.block<x>]}
  // A normalized loop (lower bounds 0, steps 1) prints with `in`; the empty terminator is elided.
  // CHECK: scf.forall (%{{.*}}) in (4) {
  // CHECK-NEXT: } {mapping = [#gpu.warp<linear_dim_3>]}
  scf.forall (%i) = (0) to (4) step (1) {
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.warp<linear_dim_3>]}
  // CHECK: scf.forall () in () {
  scf.forall () in () {
  }
  // With results, the (empty) terminator is printed.
  // CHECK: scf.forall (%{{.*}}) in (%{{.*}}) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4xf32>) {
  // CHECK-NEXT: scf.forall.in_parallel {
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return
}
