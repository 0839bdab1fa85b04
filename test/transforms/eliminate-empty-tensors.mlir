// RUN: ai-opt %s -split-input-file --eliminate-empty-tensors | FileCheck %s
// RUN: ai-opt %s -split-input-file --eliminate-empty-tensors --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=BUFFERS

#id = affine_map<(d0) -> (d0)>

// The output of an op that does not read it takes the input's place.
// CHECK-LABEL: func.func @linalg_anchored(
// CHECK-SAME:      %[[A:.*]]: tensor<4xf32>)
// CHECK-NOT:     tensor.empty
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<4xf32>) outs(%[[A]] : tensor<4xf32>)
// BUFFERS-LABEL: func.func @linalg_anchored(
// BUFFERS-NOT:     memref.alloc
// BUFFERS:         linalg.generic {{.*}} outs(%{{.*}} : memref<4xf32, strided<[?], offset: ?>>)
func.func @linalg_anchored(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A value computed into an empty tensor and inserted is computed in the destination's slice.
// CHECK-LABEL: func.func @insert_slice_anchored(
// CHECK-SAME:      %[[D:.*]]: tensor<8xf32>, %[[V:.*]]: f32)
// CHECK-NOT:     tensor.empty
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[D]][2] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[S]] : tensor<4xf32>)
// CHECK:         tensor.insert_slice %[[F]] into %[[D]][2] [4] [1]
// Bufferized, the fill writes into the destination's subview and nothing is copied.
// BUFFERS-LABEL: func.func @insert_slice_anchored(
// BUFFERS-SAME:      %[[D:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[V:.*]]: f32)
// BUFFERS-NEXT:    %[[S:.*]] = memref.subview %[[D]][2] [4] [1]
// BUFFERS-NEXT:    linalg.fill ins(%[[V]] : f32) outs(%[[S]] : memref<4xf32, strided<[?], offset: ?>>)
// BUFFERS-NEXT:    return %[[D]]
func.func @insert_slice_anchored(%d: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %d[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// The old contents of the destination's slice are read after the fill: the fill must not write there.
// BUFFERS-LABEL: func.func @slice_read_later(
// BUFFERS:         memref.alloc
// BUFFERS:         linalg.fill
func.func @slice_read_later(%d: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %old = tensor.extract_slice %d[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %r = tensor.insert_slice %f into %d[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r, %old : tensor<8xf32>, tensor<4xf32>
}
