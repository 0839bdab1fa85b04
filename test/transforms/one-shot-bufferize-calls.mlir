// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYNAMIC
// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER

// A slice passed to a function that expects the identity layout is copied into a new buffer
// (as upstream's castOrReallocMemRefValue): a cast would make the callee read from offset 0.
// CHECK-LABEL: func.func private @callee(
// CHECK-SAME:      %{{.*}}: memref<3xf32>) -> memref<3xf32>
// CHECK-LABEL: func.func @static_slice(
// CHECK-SAME:      %[[A:.*]]: memref<6xf32>)
// CHECK:         %[[VIEW:.*]] = memref.subview %[[A]][2] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 2>>
// CHECK:         %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK:         memref.copy %[[VIEW]], %[[COPY]]
// CHECK:         call @callee(%[[COPY]]) : (memref<3xf32>) -> memref<3xf32>
// DYNAMIC-LABEL: func.func private @callee(
// DYNAMIC-SAME:      %{{.*}}: memref<3xf32, strided<[?], offset: ?>>)
// DYNAMIC-LABEL: func.func @static_slice(
// DYNAMIC:         %[[VIEW:.*]] = memref.subview %{{.*}}[2] [3] [1] : memref<6xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// DYNAMIC-NOT:     memref.copy
// DYNAMIC:         call @callee(%[[VIEW]]) : (memref<3xf32, strided<[?], offset: ?>>)
// INFER-LABEL: func.func @static_slice(
// INFER:         %[[VIEW:.*]] = memref.subview
// INFER-NOT:     memref.copy
// INFER:         call @callee(%[[VIEW]]) : (memref<3xf32, strided<[?], offset: ?>>)
func.func private @callee(%x: tensor<3xf32>) -> tensor<3xf32> {
  return %x : tensor<3xf32>
}
func.func @static_slice(%a: tensor<6xf32>) -> tensor<3xf32> {
  %s = tensor.extract_slice %a[2] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %r = func.call @callee(%s) : (tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// A slice at a dynamic offset (dynamic_slice) is copied too; a buffer of the identity layout is passed as it is.
// CHECK-LABEL: func.func @dynamic_slice(
// CHECK-SAME:      %[[A:.*]]: memref<8x4xf32>, %[[I:.*]]: index)
// CHECK:         %[[VIEW:.*]] = memref.subview %[[A]][%[[I]], 0] [2, 4] [1, 1] : memref<8x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
// CHECK:         %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK:         memref.copy %[[VIEW]], %[[COPY]]
// CHECK:         call @sum(%[[COPY]])
// CHECK-NOT:     memref.copy
// CHECK:         call @whole(%[[A]])
func.func private @sum(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  return %x : tensor<2x4xf32>
}
func.func private @whole(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  return %x : tensor<8x4xf32>
}
func.func @dynamic_slice(%a: tensor<8x4xf32>, %i: index) -> (tensor<2x4xf32>, tensor<8x4xf32>) {
  %s = tensor.extract_slice %a[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
  %r = func.call @sum(%s) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %w = func.call @whole(%a) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r, %w : tensor<2x4xf32>, tensor<8x4xf32>
}

// -----

// A column slice of a dynamic size: its stride is the source's row length, not the slice's, so it is copied.
// CHECK-LABEL: func.func @dynamic_column(
// CHECK-SAME:      %[[A:.*]]: memref<?x4xf32>, %[[N:.*]]: index)
// CHECK:         %[[VIEW:.*]] = memref.subview %[[A]][0, 1] [%[[N]], 2] [1, 1]
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D0:.*]] = memref.dim %[[VIEW]], %[[C0]]
// CHECK:         %[[COPY:.*]] = memref.alloc(%[[D0]]) {alignment = 64 : i64} : memref<?x2xf32>
// CHECK:         memref.copy %[[VIEW]], %[[COPY]]
// CHECK:         call @columns(%[[COPY]])
func.func private @columns(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  return %x : tensor<?x2xf32>
}
func.func @dynamic_column(%a: tensor<?x4xf32>, %n: index) -> tensor<?x2xf32> {
  %s = tensor.extract_slice %a[0, 1] [%n, 2] [1, 1] : tensor<?x4xf32> to tensor<?x2xf32>
  %r = func.call @columns(%s) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}
