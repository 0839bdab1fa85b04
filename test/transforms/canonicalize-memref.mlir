// Upstream's memref canonicalizations and folders (transforms/canonicalize_memref.py), one case each,
// and views they must keep (a subview to another layout, a reinterpret_cast with other strides).
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @identity_and_inverse_reshapes
// CHECK-SAME: (%[[M:.*]]: memref<5xf32>, %[[N:.*]]: memref<1x1xi8>)
// CHECK-NEXT: return %[[M]], %[[N]]
func.func @identity_and_inverse_reshapes(%m: memref<5xf32>, %n: memref<1x1xi8>) -> (memref<5xf32>, memref<1x1xi8>) {
  %0 = memref.collapse_shape %m [[0]] : memref<5xf32> into memref<5xf32>
  %1 = memref.collapse_shape %n [] : memref<1x1xi8> into memref<i8>
  %2 = memref.expand_shape %1 [] output_shape [1, 1] : memref<i8> into memref<1x1xi8>
  return %0, %2 : memref<5xf32>, memref<1x1xi8>
}

// -----

// CHECK-LABEL: func.func @full_subview
// CHECK-SAME: (%[[M:.*]]: memref<4x6xi8>)
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[M]][0, 0] [4, 3] [1, 2]
// CHECK-NEXT: return %[[M]], %[[S]]
func.func @full_subview(%m: memref<4x6xi8>) -> (memref<4x6xi8>, memref<4x3xi8, strided<[6, 2]>>) {
  %0 = memref.subview %m[0, 0] [4, 6] [1, 1] : memref<4x6xi8> to memref<4x6xi8>
  %1 = memref.subview %m[0, 0] [4, 3] [1, 2] : memref<4x6xi8> to memref<4x3xi8, strided<[6, 2]>>
  return %0, %1 : memref<4x6xi8>, memref<4x3xi8, strided<[6, 2]>>
}

// -----

// CHECK-LABEL: func.func @dims
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: return %[[N]], %[[C4]]
func.func @dims(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloca(%n) : memref<?x4xf32>
  %1 = memref.dim %0, %c0 : memref<?x4xf32>
  %2 = memref.dim %0, %c1 : memref<?x4xf32>
  return %1, %2 : index, index
}

// -----

// CHECK-LABEL: func.func @unused_allocations_and_self_copy
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>)
// CHECK-NEXT: return
func.func @unused_allocations_and_self_copy(%m: memref<?xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.copy %m, %m : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @reinterpret_casts
// CHECK-SAME: (%[[M:.*]]: memref<2x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [2, 3, 4], strides: [1, 2, 6]
// CHECK-NEXT: return %[[M]], %[[R]]
func.func @reinterpret_casts(%m: memref<2x3x4xf32>) -> (memref<2x3x4xf32>, memref<2x3x4xf32, strided<[1, 2, 6]>>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<2x3x4xf32> to memref<2x3x4xf32>
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3, 4], strides: [1, 2, 6] : memref<2x3x4xf32> to memref<2x3x4xf32, strided<[1, 2, 6]>>
  return %0, %1 : memref<2x3x4xf32>, memref<2x3x4xf32, strided<[1, 2, 6]>>
}

// -----

// CHECK-LABEL: func.func @transposes
// CHECK-SAME: (%[[M:.*]]: memref<2x3x4xf32>)
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[M]] (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: return %[[M]], %[[T]], %[[M]]
func.func @transposes(%m: memref<2x3x4xf32>) -> (memref<2x3x4xf32>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>) {
  %0 = memref.transpose %m (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32>
  %a = memref.transpose %m (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %a (d0, d1, d2) -> (d2, d1, d0) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %2 = memref.transpose %a (d0, d1, d2) -> (d1, d0, d2) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<2x3x4xf32>
  return %0, %1, %2 : memref<2x3x4xf32>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @compose_reshapes
// CHECK-SAME: (%[[X:.*]]: memref<2x3x4x5x6xf32>, %[[Y:.*]]: memref<6x4xf32>)
// CHECK-NEXT: %[[C:.*]] = memref.collapse_shape %[[X]] {{\[}}[0, 1, 2], [3, 4]] : memref<2x3x4x5x6xf32> into memref<24x30xf32>
// CHECK-NEXT: %[[E:.*]] = memref.expand_shape %[[Y]] {{\[}}[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xf32> into memref<2x3x2x2xf32>
// CHECK-NEXT: return %[[C]], %[[E]]
func.func @compose_reshapes(%x: memref<2x3x4x5x6xf32>, %y: memref<6x4xf32>) -> (memref<24x30xf32>, memref<2x3x2x2xf32>) {
  %0 = memref.collapse_shape %x [[0, 1], [2], [3, 4]] : memref<2x3x4x5x6xf32> into memref<6x4x30xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<6x4x30xf32> into memref<24x30xf32>
  %2 = memref.expand_shape %y [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %3 = memref.expand_shape %2 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  return %1, %3 : memref<24x30xf32>, memref<2x3x2x2xf32>
}

// -----

// CHECK-LABEL: func.func @static_alloc
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @static_alloc(%n: index) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @accesses_through_casts
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>, %[[U:.*]]: memref<*xf32>, %[[D:.*]]: memref<?xf32>, %[[I:.*]]: index)
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: %[[UC:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %[[M]], %[[UC]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %[[D]], %[[M]] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %[[S:.*]] = memref.cast %[[D]] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %[[M]], %[[S]] : memref<4xf32> to memref<4xf32>
func.func @accesses_through_casts(%m: memref<4xf32>, %u: memref<*xf32>, %d: memref<?xf32>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  // A cast from an unranked memref stays; a copy takes the source of any cast that makes nothing more
  // static (upstream's CopyOp::fold), and keeps one that does.
  %uc = memref.cast %u : memref<*xf32> to memref<?xf32>
  memref.copy %c, %uc : memref<?xf32> to memref<?xf32>
  %dc = memref.cast %d : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %dc, %c : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
  %s = memref.cast %d : memref<?xf32> to memref<4xf32>
  memref.copy %c, %s : memref<?xf32> to memref<4xf32>
  return
}

// -----

// A reinterpret_cast of a reinterpret_cast, a cast or a subview at offset 0 reinterprets their source.
// CHECK-LABEL: func.func @reinterpret_of_views
// CHECK-SAME: (%[[M:.*]]: memref<?xi8>, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[R0:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [%[[B]]], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: %[[R1:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [%[[A]]], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: %[[R2:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [%[[B]]], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[M]][1] [%[[A]]] [1]
// CHECK-NEXT: %[[R3:.*]] = memref.reinterpret_cast %[[S]]
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]], %[[R3]]
func.func @reinterpret_of_views(%m: memref<?xi8>, %a: index, %b: index) -> (memref<?xi8>, memref<?xi8>, memref<?xi8>, memref<?xi8>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%a], strides: [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%b], strides: [1] : memref<?xi8> to memref<?xi8>
  %2 = memref.cast %m : memref<?xi8> to memref<5xi8>
  %3 = memref.reinterpret_cast %2 to offset: [0], sizes: [%a], strides: [1] : memref<5xi8> to memref<?xi8>
  %4 = memref.subview %m[0] [%a] [1] : memref<?xi8> to memref<?xi8>
  %5 = memref.reinterpret_cast %4 to offset: [0], sizes: [%b], strides: [1] : memref<?xi8> to memref<?xi8>
  %6 = memref.subview %m[1] [%a] [1] : memref<?xi8> to memref<?xi8, strided<[1], offset: 1>>
  %7 = memref.reinterpret_cast %6 to offset: [0], sizes: [%b], strides: [1] : memref<?xi8, strided<[1], offset: 1>> to memref<?xi8>
  return %1, %3, %5, %7 : memref<?xi8>, memref<?xi8>, memref<?xi8>, memref<?xi8>
}

// -----

// Rebuilding a memref from its own metadata is that memref (cast to the new type); other metadata
// reinterprets the memref itself, whose static sizes and strides became constants.
// CHECK-LABEL: func.func @reinterpret_of_metadata
// CHECK-SAME: (%[[M:.*]]: memref<8x2xf32>, %[[N:.*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[M]] : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [2, 8], strides: [1, 2] : memref<8x2xf32> to memref<2x8xf32, strided<[1, 2]>>
// CHECK-NEXT: return %[[C]], %[[N]], %[[R]]
func.func @reinterpret_of_metadata(%m: memref<8x2xf32>, %n: memref<?x?xf32, strided<[?, ?], offset: ?>>)
    -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<2x8xf32, strided<[1, 2]>>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %nbase, %noffset, %nsizes:2, %nstrides:2 = memref.extract_strided_metadata %n : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %1 = memref.reinterpret_cast %nbase to offset: [%noffset], sizes: [%nsizes#0, %nsizes#1], strides: [%nstrides#0, %nstrides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.reinterpret_cast %base to offset: [0], sizes: [2, 8], strides: [1, 2] : memref<f32> to memref<2x8xf32, strided<[1, 2]>>
  return %0, %1, %2 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<2x8xf32, strided<[1, 2]>>
}

// -----

// An alloca_scope that is the last op of a function body is inlined, allocas and all; one in a loop
// body that cannot allocate (a store) is inlined too; one whose allocas escape nothing but depend on
// the loop stays.
// CHECK-LABEL: func.func @alloca_scopes
// CHECK-SAME: (%[[M:.*]]: memref<index>, %[[N:.*]]: index)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK-NEXT: memref.store %[[I]], %[[M]][] : memref<index>
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: %[[A:.*]] = memref.alloca(%[[I]]) : memref<?xi64>
// CHECK-NEXT: func.call @use(%[[A]])
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %[[B:.*]] = memref.alloca(%[[N]]) : memref<?xi64>
// CHECK-NEXT: call @use(%[[B]])
// CHECK-NEXT: return
func.func private @use(memref<?xi64>)
func.func @alloca_scopes(%m: memref<index>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      memref.store %i, %m[] : memref<index>
    }
    memref.alloca_scope {
      %a = memref.alloca(%i) : memref<?xi64>
      func.call @use(%a) : (memref<?xi64>) -> ()
    }
  }
  memref.alloca_scope {
    %b = memref.alloca(%n) : memref<?xi64>
    func.call @use(%b) : (memref<?xi64>) -> ()
  }
  return
}

// -----

// memref.dim of a dynamic size of a memref.view or memref.subview is its size operand (upstream's
// DimOp::fold); of a rank-reducing subview, counted among the kept dimensions.
// CHECK-LABEL: func.func @dim_of_view_and_subview
// CHECK-SAME: (%[[B:.*]]: memref<?xi8>, %[[M:.*]]: index, %[[N:.*]]: index, %[[S:.*]]: memref<?x?x?xf32>)
// CHECK-NOT: memref.dim
// CHECK: return %[[N]], %[[M]], %[[N]]
func.func @dim_of_view_and_subview(%b: memref<?xi8>, %m: index, %n: index, %s: memref<?x?x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.view %b[%c0][%m, %n] : memref<?xi8> to memref<4x?x?xf32>
  %0 = memref.dim %v, %c2 : memref<4x?x?xf32>
  %sv = memref.subview %s[0, 0, 0] [%m, 1, %n] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.dim %sv, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %2 = memref.dim %sv, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %0, %1, %2 : index, index, index
}

// -----

// A memref.reinterpret_cast takes its constant operands, and what its result type knows, as static
// values; the new op's result has the strided type they give, cast back to the old type (upstream's
// ReinterpretCastOpConstantFolder). A dynamic value nothing knows stays an operand.
// CHECK-LABEL: func.func @reinterpret_cast_constant_operands
// CHECK-SAME: (%[[M:.*]]: memref<?xi16, 3>, %[[N:.*]]: index)
// CHECK: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [3], sizes: [%[[N]], 5], strides: [7, 1] : memref<?xi16, 3> to memref<?x5xi16, strided<[7, 1], offset: 3>, 3>
// CHECK: %[[C:.*]] = memref.cast %[[R]] : memref<?x5xi16, strided<[7, 1], offset: 3>, 3> to memref<?x?xi16, strided<[?, 1], offset: ?>, 3>
// CHECK: return %[[C]]
func.func @reinterpret_cast_constant_operands(%m: memref<?xi16, 3>, %n: index) -> memref<?x?xi16, strided<[?, 1], offset: ?>, 3> {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %r = memref.reinterpret_cast %m to offset: [%c3], sizes: [%n, %c5], strides: [%c7, 1] : memref<?xi16, 3> to memref<?x?xi16, strided<[?, 1], offset: ?>, 3>
  return %r : memref<?x?xi16, strided<[?, 1], offset: ?>, 3>
}

// -----

// Nothing left to fold: the op stays as it is.
// CHECK-LABEL: func.func @reinterpret_cast_dynamic_operands
// CHECK-NEXT: memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [4], strides: [%{{.*}}] : memref<f32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NOT: memref.cast
func.func @reinterpret_cast_dynamic_operands(%m: memref<f32>, %o: index, %s: index) -> memref<4xf32, strided<[?], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [4], strides: [%s] : memref<f32> to memref<4xf32, strided<[?], offset: ?>>
  return %r : memref<4xf32, strided<[?], offset: ?>>
}
