// RUN: ai-opt --shape-to-shape-lowering --split-input-file %s | FileCheck %s
// RUN: ai-opt --shape-to-shape-lowering --convert-shape-to-std --split-input-file %s | FileCheck %s --check-prefix=STD

// shape.num_elements is a shape.reduce of shape.mul from 1 (upstream's test).
// CHECK-LABEL: func.func @num_elements_to_reduce
// CHECK-SAME: (%[[ARG:.*]]: !shape.shape) -> !shape.size
// CHECK: %[[C1:.*]] = shape.const_size 1
// CHECK: %[[NUM_ELEMENTS:.*]] = shape.reduce(%[[ARG]], %[[C1]]) : !shape.shape -> !shape.size
// CHECK: ^bb0(%{{.*}}: index, %[[DIM:.*]]: !shape.size, %[[ACC:.*]]: !shape.size
// CHECK:   %[[NEW_ACC:.*]] = shape.mul %[[DIM]], %[[ACC]]
// CHECK:   shape.yield %[[NEW_ACC]] : !shape.size
// CHECK: }
// CHECK: return %[[NUM_ELEMENTS]] : !shape.size
// STD-LABEL: func.func @num_elements_to_reduce
// STD: shape.reduce
func.func @num_elements_to_reduce(%shape : !shape.shape) -> !shape.size {
  %num_elements = shape.num_elements %shape : !shape.shape -> !shape.size
  return %num_elements : !shape.size
}

// -----

// On an extent tensor the reduction is on index values; convert-shape-to-std makes it an scf.for.
// CHECK-LABEL: func.func @num_elements_to_reduce_on_index
// CHECK-SAME: (%[[ARG:.*]]: tensor<?xindex>) -> index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[NUM_ELEMENTS:.*]] = shape.reduce(%[[ARG]], %[[C1]]) : tensor<?xindex> -> index
// CHECK: ^bb0(%{{.*}}: index, %[[DIM:.*]]: index, %[[ACC:.*]]: index
// CHECK:   %[[NEW_ACC:.*]] = shape.mul %[[DIM]], %[[ACC]]
// CHECK:   shape.yield %[[NEW_ACC]] : index
// CHECK: }
// CHECK: return %[[NUM_ELEMENTS]] : index
// STD-LABEL: func.func @num_elements_to_reduce_on_index
// STD-SAME: (%[[ARG:.*]]: tensor<?xindex>) -> index
// STD: %[[C1:.*]] = arith.constant 1 : index
// STD: %[[RANK:.*]] = tensor.dim %[[ARG]], %{{.*}} : tensor<?xindex>
// STD: %[[N:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[RANK]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[C1]]) -> (index) {
// STD:   %[[E:.*]] = tensor.extract %[[ARG]][%[[I]]] : tensor<?xindex>
// STD:   %[[NEXT:.*]] = arith.muli %[[E]], %[[ACC]] : index
// STD:   scf.yield %[[NEXT]] : index
// STD: }
// STD: return %[[N]] : index
// STD-NOT: shape.
func.func @num_elements_to_reduce_on_index(%shape : tensor<?xindex>) -> index {
  %num_elements = shape.num_elements %shape : tensor<?xindex> -> index
  return %num_elements : index
}
