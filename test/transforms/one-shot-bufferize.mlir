// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: ai-opt %s -split-input-file --one-shot-bufferize | FileCheck %s --check-prefix=NOBOUNDARY

#id = affine_map<(d0) -> (d0)>

// A chain of element-wise ops on dead values reuses the first buffer: no copy.
// CHECK-LABEL: func.func @chain_in_place(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : {{.*}}) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[ALLOC]] : memref<4xf32>) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NOT:     memref.copy
// CHECK:         return %[[ALLOC]] : memref<4xf32>
// ANALYSIS-LABEL: func.func @chain_in_place(
// ANALYSIS:         linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS:         linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// NOBOUNDARY-LABEL: func.func @chain_in_place(
// NOBOUNDARY-SAME:      %[[A:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// NOBOUNDARY:         %[[M:.*]] = bufferization.to_buffer %[[A]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOBOUNDARY:         %[[T:.*]] = bufferization.to_tensor %{{.*}} : memref<4xf32> to tensor<4xf32>
// NOBOUNDARY:         return %[[T]] : tensor<4xf32>
func.func @chain_in_place(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// %0 is returned after the second op would overwrite it: that write goes to a copy.
// CHECK-LABEL: func.func @live_value_copies(
// CHECK:         %[[FIRST:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         linalg.generic {{.*}} outs(%[[FIRST]] : memref<4xf32>)
// CHECK:         %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[FIRST]] : memref<4xf32>) outs(%[[COPY]] : memref<4xf32>)
// CHECK:         return %[[FIRST]], %[[COPY]]
// ANALYSIS-LABEL: func.func @live_value_copies(
// ANALYSIS:         linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS:         linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "false"]
func.func @live_value_copies(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Constants become private constant globals; writing into one needs a copy.
// CHECK:       memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @constant(
// CHECK:         %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         memref.copy %[[G]], %[[ALLOC]] : memref<4xf32> to memref<4xf32>
// CHECK:         memref.store %{{.*}}, %[[ALLOC]][%{{.*}}] : memref<4xf32>
func.func @constant(%v: f32, %i: index) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = tensor.insert %v into %c[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Slices are subviews; scf.if yields buffers of one type.
// CHECK-LABEL: func.func @slices_and_if(
// CHECK-SAME:      %[[A:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[C:.*]]: i1)
// CHECK:         %[[S:.*]] = memref.subview %[[A]][2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:         %[[IF:.*]] = scf.if %[[C]] -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK:           %[[CAST:.*]] = memref.cast %{{.*}} : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:           scf.yield %[[CAST]]
// CHECK:         } else {
// CHECK:           scf.yield %[[S]]
func.func @slices_and_if(%a: tensor<8xf32>, %c: i1) -> tensor<4xf32> {
  %s = tensor.extract_slice %a[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// With identity-layout-map, arguments and results have the identity layout.
// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// IDENTITY-LABEL: func.func @identity_layout(
// IDENTITY-SAME:      %{{.*}}: memref<4xf32>) -> memref<4xf32>
func.func @identity_layout(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// Branches without tensors are left alone, in every block.
// CHECK-LABEL: func.func @branches_without_tensors(
// CHECK: cf.cond_br
// CHECK: ^bb1:
// CHECK: return
// NOBOUNDARY-LABEL: func.func @branches_without_tensors(
func.func @branches_without_tensors(%c: i1, %j: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %j : index
}

// -----

// tensor.reshape becomes memref.reshape of a contiguous buffer: a function argument of unknown
// layout is copied first; a new buffer is reshaped in place.
// CHECK-LABEL: func.func @reshape(
// CHECK-SAME:      %[[A:.*]]: memref<2x3xf32, strided<[?, ?], offset: ?>>, %[[S:.*]]: memref<2xi64, strided<[?], offset: ?>>)
// CHECK:         %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK:         memref.copy %[[A]], %[[COPY]]
// CHECK:         %[[R:.*]] = memref.reshape %[[COPY]](%[[S]]) : (memref<2x3xf32>, memref<2xi64, strided<[?], offset: ?>>) -> memref<3x2xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[R]] : memref<3x2xf32>) outs(%[[R]] : memref<3x2xf32>)
// CHECK:         %[[FLAT:.*]] = memref.reshape %[[R]](%{{.*}}) : (memref<3x2xf32>, memref<1xindex>) -> memref<6xf32>
// CHECK:         return %[[FLAT]] : memref<6xf32>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @reshape(%a: tensor<2x3xf32>, %s: tensor<2xi64>) -> tensor<6xf32> {
  %r = tensor.reshape %a(%s) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %one = arith.constant 1.0 : f32
  %o = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<3x2xf32>) outs(%r : tensor<3x2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %one : f32
    linalg.yield %z : f32
  } -> tensor<3x2xf32>
  %c6 = arith.constant 6 : index
  %flat_shape = tensor.from_elements %c6 : tensor<1xindex>
  %flat = tensor.reshape %o(%flat_shape) : (tensor<3x2xf32>, tensor<1xindex>) -> tensor<6xf32>
  return %flat : tensor<6xf32>
}

// -----

// tensor.generate: a new buffer that linalg.map fills, with linalg.index for the body's arguments
// (as upstream); tensors the body reads become loads.
// CHECK-LABEL: func.func @generate(
// CHECK-SAME:      %[[N:.*]]: index, %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>) -> memref<?x3xf32> {
// CHECK:         %[[BUF:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK:         linalg.map outs(%[[BUF]] : memref<?x3xf32>)
// CHECK-NEXT:      (%{{.*}}: f32) {
// CHECK-NEXT:        %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:        %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:        %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[T]][%[[S]]]
// CHECK-NEXT:        linalg.yield %[[V]] : f32
// CHECK:         return %[[BUF]] : memref<?x3xf32>
func.func @generate(%n: index, %t: tensor<8xf32>) -> tensor<?x3xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = tensor.extract %t[%s] : tensor<8xf32>
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  return %g : tensor<?x3xf32>
}

// -----

// Casts between scalars are no business of bufferization.
// CHECK-LABEL: func.func @scalar_casts(
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : i64 to index
func.func @scalar_casts(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}

// -----

// A region of several blocks without tensors is left as it is.
// CHECK-LABEL: func.func @blocks_without_tensors(
// CHECK: scf.execute_region -> memref<4xf32> {
// CHECK: cf.br ^bb1
// CHECK: scf.yield
func.func @blocks_without_tensors() -> memref<4xf32> {
  %r = scf.execute_region -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    cf.br ^bb1
  ^bb1:
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// tensor.splat becomes a new buffer filled by a linalg.map, as upstream.
// CHECK-LABEL: func.func @splat
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK: linalg.map outs(%[[A]] : memref<2x3xf32>)
// CHECK: linalg.yield %{{.*}} : f32
// CHECK: %[[D:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: linalg.map outs(%[[D]] : memref<?xf32>)
// ANALYSIS-LABEL: func.func @splat
// NOBOUNDARY-LABEL: func.func @splat
func.func @splat(%v: f32, %n: index) -> (tensor<2x3xf32>, tensor<?xf32>) {
  %0 = tensor.splat %v : tensor<2x3xf32>
  %1 = tensor.splat %v[%n] : tensor<?xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<?xf32>
}

// -----

// tensor.pad of a dynamic source: the result size and the interior view are computed at run time.
// CHECK-LABEL: func.func @pad_dynamic
// CHECK: %[[D:.*]] = memref.dim %{{.*}}, %{{.*}} : memref<?x4xf32{{.*}}>
// CHECK: %[[S:.*]] = arith.addi %[[D]], %{{.*}} : index
// CHECK: %[[T:.*]] = arith.addi %[[S]], %{{.*}} : index
// CHECK: %[[A:.*]] = memref.alloc(%[[T]]) {alignment = 64 : i64} : memref<?x9xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?x9xf32>)
// CHECK: %[[V:.*]] = memref.subview %[[A]][1, 2] [%[[D]], 4] [1, 1] : memref<?x9xf32> to memref<?x4xf32, strided<[9, 1], offset: 11>>
// CHECK: memref.copy %{{.*}}, %[[V]]
// ANALYSIS-LABEL: func.func @pad_dynamic
// NOBOUNDARY-LABEL: func.func @pad_dynamic
func.func @pad_dynamic(%t: tensor<?x4xf32>, %h: index) -> tensor<?x9xf32> {
  %c = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[1, 2] high[%h, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<?x4xf32> to tensor<?x9xf32>
  return %0 : tensor<?x9xf32>
}

// -----

// One tensor as two outs of an op (two tensor.empty ops merged by cse): the first bufferizes in place, the
// second gets its own buffer, so that the two results do not share one.
// CHECK-LABEL: func.func @same_init_twice
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xi32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() {{.*}} : memref<4xi32>
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[A]], %[[B]] : memref<4xi32>, memref<4xi32>)
// CHECK: return %[[A]], %[[B]]
// ANALYSIS-LABEL: func.func @same_init_twice
// ANALYSIS: linalg.generic {{.*}} {__inplace_operands_attr__ = ["true", "false"]}
func.func @same_init_twice() -> (tensor<4xi32>, tensor<4xi32>) {
  %e = tensor.empty() : tensor<4xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%e, %e : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %i = linalg.index 0 : index
    %x = arith.index_cast %i : index to i32
    %y = arith.addi %x, %x : i32
    linalg.yield %x, %y : i32, i32
  } -> (tensor<4xi32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// tensor.concat: a new buffer with each operand copied into its subview; dynamic sizes come from the
// operands' buffers, the offset along the dimension is the sum of the earlier sizes.
// CHECK-LABEL: func.func @concat_dynamic(
// CHECK-SAME:      %[[A:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[B:.*]]: memref<3xf32, strided<[?], offset: ?>>)
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[DIM:.*]] = memref.dim %[[A]], %[[C0]]
// CHECK:         %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[SIZE:.*]] = arith.addi %[[DIM]], %[[C3]] : index
// CHECK:         %[[NEW:.*]] = memref.alloc(%[[SIZE]]) {{.*}} : memref<?xf32>
// CHECK:         %[[VA:.*]] = memref.subview %[[NEW]][0] [%[[DIM]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK:         memref.copy %[[A]], %[[VA]]
// CHECK:         %[[VB:.*]] = memref.subview %[[NEW]][%[[DIM]]] [3] [1] : memref<?xf32> to memref<3xf32, strided<[1], offset: ?>>
// CHECK:         memref.copy %[[B]], %[[VB]]
// CHECK:         return %[[NEW]]
func.func @concat_dynamic(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// The other dimensions' dynamic sizes are the first operand's.
// CHECK-LABEL: func.func @concat_2d(
// CHECK-SAME:      %[[A:.*]]: memref<?x2xf32, {{.*}}>, %[[B:.*]]: memref<?x?xf32, {{.*}}>)
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[A0:.*]] = memref.dim %[[A]], %[[C0]]
// CHECK:         %[[C0_2:.*]] = arith.constant 0 : index
// CHECK:         %[[B0:.*]] = memref.dim %[[B]], %[[C0_2]]
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[B1:.*]] = memref.dim %[[B]], %[[C1]]
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[SIZE:.*]] = arith.addi %[[C2]], %[[B1]] : index
// CHECK:         %[[NEW:.*]] = memref.alloc(%[[A0]], %[[SIZE]]) {{.*}} : memref<?x?xf32>
// CHECK:         memref.subview %[[NEW]][0, 0] [%[[A0]], 2] [1, 1]
// CHECK:         memref.subview %[[NEW]][0, 2] [%[[B0]], %[[B1]]] [1, 1]
func.func @concat_2d(%a: tensor<?x2xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<?x2xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

// An unrealized cast that also refines the shape (convert-mhlo-to-linalg's cast of a sort of a tensor<?xui32>
// to the op's tensor<4xui32>) gives a buffer of the result's shape: memref.cast first, then the element type.
// The pad's copy then sees 4 elements, not a memref.dim to put in a subview of static type (seed 24502
// program 1091: invalid memref.subview under --verify-each).
// CHECK-LABEL: func.func @unrealized_cast_refines_shape(
// CHECK-SAME:      %[[A:.*]]: memref<?xi32, strided<[?], offset: ?>>
// CHECK:         %[[STATIC:.*]] = memref.cast %[[A]] : memref<?xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
// CHECK:         %[[U:.*]] = builtin.unrealized_conversion_cast %[[STATIC]] : memref<4xi32, {{.*}}> to memref<4xui32, {{.*}}>
// CHECK:         %[[S:.*]] = builtin.unrealized_conversion_cast %[[U]] : memref<4xui32, {{.*}}> to memref<4xi32, {{.*}}>
// CHECK:         %[[NEW:.*]] = memref.alloc() {{.*}} : memref<5xi32>
// CHECK:         %[[VIEW:.*]] = memref.subview %[[NEW]][0] [4] [1] : memref<5xi32> to memref<4xi32, strided<[1]>>
// CHECK:         memref.copy %[[S]], %[[VIEW]]
func.func @unrealized_cast_refines_shape(%a: tensor<?xi32>) -> tensor<5xi32> {
  %u = builtin.unrealized_conversion_cast %a : tensor<?xi32> to tensor<4xui32>
  %s = builtin.unrealized_conversion_cast %u : tensor<4xui32> to tensor<4xi32>
  %c = arith.constant -1 : i32
  %p = tensor.pad %s low[0] high[1] {
  ^bb0(%i: index):
    tensor.yield %c : i32
  } : tensor<4xi32> to tensor<5xi32>
  return %p : tensor<5xi32>
}
