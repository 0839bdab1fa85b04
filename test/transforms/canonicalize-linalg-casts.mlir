// Upstream's linalg canonicalizations around tensor.cast (transforms/canonicalize_linalg.py):
// FoldTensorCastProducerOp, FoldTensorCastConsumerOp and InferStaticShapeOfOperands.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' --mlir-print-local-scope | FileCheck %s

// Operands cast from more static tensors: the op reads and writes those; its result needs no cast back here.
// CHECK-LABEL: func.func @cast_producers
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<4x?xf32>, %[[C:.*]]: tensor<3x?xf32>)
// CHECK-NEXT: %[[R:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<3x4xf32>, tensor<4x?xf32>) outs(%[[C]] : tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @cast_producers(%a: tensor<3x4xf32>, %b: tensor<4x?xf32>, %c: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %ta = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %tb = tensor.cast %b : tensor<4x?xf32> to tensor<?x?xf32>
  %tc = tensor.cast %c : tensor<3x?xf32> to tensor<?x?xf32>
  %0 = linalg.matmul ins(%ta, %tb : tensor<?x?xf32>, tensor<?x?xf32>) outs(%tc : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<3x?xf32>
  return %1 : tensor<3x?xf32>
}

// -----

// A cast of the result to a static type: the op writes a cast init of that type; the sizes then reach the inputs.
// CHECK-LABEL: func.func @cast_consumer
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>, %[[C:.*]]: tensor<?x?xf32>)
// CHECK-DAG: %[[CC:.*]] = tensor.cast %[[C]] : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-DAG: %[[CA:.*]] = tensor.cast %[[A]] : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-DAG: %[[CB:.*]] = tensor.cast %[[B]] : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK: %[[R:.*]] = linalg.matmul ins(%[[CA]], %[[CB]] : tensor<4x?xf32>, tensor<?x8xf32>) outs(%[[CC]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[BACK:.*]] = tensor.cast %[[R]] : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[R]], %[[BACK]]
func.func @cast_consumer(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> (tensor<4x8xf32>, tensor<?x?xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1, %0 : tensor<4x8xf32>, tensor<?x?xf32>
}

// -----

// The static input's sizes reach the other operands through the maps (the second input is transposed).
// CHECK-LABEL: func.func @infer_static_shapes
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>, %[[B:.*]]: tensor<?x?x?xf32>, %[[E:.*]]: tensor<?x?x?xf32>)
// CHECK-NEXT: %[[CB:.*]] = tensor.cast %[[B]] : tensor<?x?x?xf32> to tensor<4x3x2xf32>
// CHECK-NEXT: %[[CE:.*]] = tensor.cast %[[E]] : tensor<?x?x?xf32> to tensor<2x3x4xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic
// CHECK-SAME: ins(%[[A]], %[[CB]] : tensor<2x3x4xf32>, tensor<4x3x2xf32>) outs(%[[CE]] : tensor<2x3x4xf32>)
// CHECK: %[[BACK:.*]] = tensor.cast %[[R]] : tensor<2x3x4xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %[[BACK]]
func.func @infer_static_shapes(%a: tensor<2x3x4xf32>, %b: tensor<?x?x?xf32>, %e: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a, %b : tensor<2x3x4xf32>, tensor<?x?x?xf32>) outs(%e : tensor<?x?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// A map that is not a projected permutation: nothing is inferred.
// CHECK-LABEL: func.func @infer_static_shapes_not_projected
// CHECK-NOT: tensor.cast
// CHECK: return
func.func @infer_static_shapes_not_projected(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
