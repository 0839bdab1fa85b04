// Upstream's ForallOpIterArgsFolder (dialects/scf.py): a shared output that no in_parallel op writes, or whose
// result is unused, is dropped; its block argument and its result become the init value, its insertions go.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @read_only_output(
// CHECK-SAME:    %[[N:.*]]: index, %[[A:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK:         %[[R:.*]] = scf.forall (%[[I:.*]]) in (8) shared_outs(%[[O:.*]] = %[[B]]) -> (tensor<8xf32>) {
// CHECK:           tensor.extract_slice %[[A]][%[[I]]] [1] [1]
// CHECK:           tensor.parallel_insert_slice %{{.*}} into %[[O]][%[[I]]] [1] [1]
// CHECK:         return %[[A]], %[[R]]
func.func @read_only_output(%n: index, %a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (8) shared_outs(%x = %a, %y = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %x[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %y[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// The first result is unused: its insertion goes, the reads of its block argument read the init.
// CHECK-LABEL: func.func @unused_result(
// CHECK-SAME:    %[[A:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK:         %[[R:.*]] = scf.forall (%[[I:.*]]) in (8) shared_outs(%[[O:.*]] = %[[B]]) -> (tensor<8xf32>) {
// CHECK:           %[[S:.*]] = tensor.extract_slice %[[A]][%[[I]]] [1] [1]
// CHECK:           scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]]] [1] [1]
// CHECK-NEXT:      }
// CHECK:         return %[[R]]
func.func @unused_result(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (8) shared_outs(%x = %a, %y = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %x[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %x[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %y[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#1 : tensor<8xf32>
}

// -----

// Every output written and every result used: unchanged.
// CHECK-LABEL: func.func @all_kept(
// CHECK:         scf.forall (%{{.*}}) in (8) shared_outs(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<8xf32>, tensor<8xf32>)
func.func @all_kept(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (8) shared_outs(%x = %a, %y = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %x[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %y[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %x[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
