// Upstream's tensor canonicalizations and folders (transforms/canonicalize_tensor.py), one case each,
// and the cases they must leave: reshape pairs whose dynamic sizes may not come back, nofold pads.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @identity_reshapes
// CHECK-SAME: (%[[X:.*]]: tensor<5xf32>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: return %[[X]], %[[S]]
func.func @identity_reshapes(%x: tensor<5xf32>, %s: tensor<f32>) -> (tensor<5xf32>, tensor<f32>) {
  %0 = tensor.expand_shape %x [[0]] output_shape [5] : tensor<5xf32> into tensor<5xf32>
  %1 = tensor.collapse_shape %s [] : tensor<f32> into tensor<f32>
  return %0, %1 : tensor<5xf32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @inverse_reshapes
// CHECK-SAME: (%[[X:.*]]: tensor<12x4xf32>, %[[Y:.*]]: tensor<?x?xf32>, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @inverse_reshapes(%x: tensor<12x4xf32>, %y: tensor<?x?xf32>, %a: index, %b: index) -> (tensor<12x4xf32>, tensor<?x?xf32>) {
  %0 = tensor.expand_shape %x [[0, 1], [2]] output_shape [3, 4, 4] : tensor<12x4xf32> into tensor<3x4x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<3x4x4xf32> into tensor<12x4xf32>
  %2 = tensor.expand_shape %y [[0, 1], [2]] output_shape [%a, 4, %b] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  return %1, %3 : tensor<12x4xf32>, tensor<?x?xf32>
}

// -----

// An expand_shape can split ?x? differently from how it was collapsed: the pair stays.
// CHECK-LABEL: func.func @expand_of_collapse_two_dynamic_sizes
// CHECK: tensor.collapse_shape
// CHECK: tensor.expand_shape
func.func @expand_of_collapse_two_dynamic_sizes(%x: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %x [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @identity_tensor_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xi32>, %[[Y:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<1xindex>)
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @identity_tensor_reshape(%x: tensor<?x?xi32>, %y: tensor<?xf32>, %s: tensor<1xindex>) -> (tensor<?x?xi32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %ds = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %0 = tensor.reshape %x(%ds) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  %1 = tensor.reshape %y(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0, %1 : tensor<?x?xi32>, tensor<?xf32>
}

// -----

// The sizes swapped: not the identity.
// CHECK-LABEL: func.func @tensor_reshape_swapped_sizes
// CHECK: tensor.reshape
func.func @tensor_reshape_swapped_sizes(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %ds = tensor.from_elements %d1, %d0 : tensor<2xindex>
  %0 = tensor.reshape %x(%ds) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_constant
// CHECK-DAG: arith.constant dense<42> : tensor<2x4x2xi32>
// CHECK-DAG: arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-DAG: arith.constant dense<1.000000e-01> : tensor<4x4xf32>
// CHECK-NOT: tensor.
func.func @reshape_of_constant() -> (tensor<2x4x2xi32>, tensor<2x2xi32>, tensor<4x4xf32>) {
  %c = arith.constant dense<42> : tensor<2x8xi32>
  %0 = tensor.expand_shape %c [[0], [1, 2]] output_shape [2, 4, 2] : tensor<2x8xi32> into tensor<2x4x2xi32>
  %v = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = tensor.expand_shape %v [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  %s = arith.constant dense<0.1> : tensor<1024x1024xf32>
  %2 = tensor.extract_slice %s[0, 0] [4, 4] [1, 1] : tensor<1024x1024xf32> to tensor<4x4xf32>
  return %0, %1, %2 : tensor<2x4x2xi32>, tensor<2x2xi32>, tensor<4x4xf32>
}

// -----

// A slice of a constant that is not a splat stays (its elements depend on the offsets).
// CHECK-LABEL: func.func @slice_of_non_splat_constant
// CHECK: tensor.extract_slice
func.func @slice_of_non_splat_constant() -> tensor<2xi32> {
  %v = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.extract_slice %v[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_splat
// CHECK-SAME: (%[[A:.*]]: f32)
// CHECK-NEXT: %[[S:.*]] = tensor.splat %[[A]] : tensor<2x2x2xf32>
// CHECK-NEXT: return %[[S]]
func.func @reshape_of_splat(%a: f32) -> tensor<2x2x2xf32> {
  %0 = tensor.splat %a : tensor<2x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [2, 2, 2] : tensor<2x4xf32> into tensor<2x2x2xf32>
  return %1 : tensor<2x2x2xf32>
}

// -----

// CHECK-LABEL: func.func @splat_and_from_elements_of_constants
// CHECK-DAG: arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-DAG: arith.constant dense<[1, 2, 1]> : tensor<3xindex>
// CHECK-NOT: tensor.
func.func @splat_and_from_elements_of_constants() -> (tensor<4xf32>, tensor<3xindex>) {
  %c = arith.constant 1.0 : f32
  %0 = tensor.splat %c : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %1 = tensor.from_elements %c1, %c2, %c1 : tensor<3xindex>
  return %0, %1 : tensor<4xf32>, tensor<3xindex>
}

// -----

// CHECK-LABEL: func.func @trivial_slices
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xi8>, %[[Y:.*]]: tensor<4x6xi8>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @trivial_slices(%x: tensor<4x6xi8>, %y: tensor<4x6xi8>) -> (tensor<4x6xi8>, tensor<4x6xi8>) {
  %0 = tensor.extract_slice %x[0, 0] [4, 6] [1, 1] : tensor<4x6xi8> to tensor<4x6xi8>
  %1 = tensor.insert_slice %x into %y[0, 0] [4, 6] [1, 1] : tensor<4x6xi8> into tensor<4x6xi8>
  return %0, %1 : tensor<4x6xi8>, tensor<4x6xi8>
}

// -----

// CHECK-LABEL: func.func @static_pad
// CHECK-SAME: (%[[X:.*]]: tensor<5x6xf32>, %{{.*}}: index)
// CHECK-NEXT: %{{.*}} = arith.constant
// CHECK-NEXT: %[[KEPT:.*]] = tensor.pad %[[X]] nofold
// CHECK: return %[[X]], %[[KEPT]]
func.func @static_pad(%x: tensor<5x6xf32>, %a: index) -> (tensor<5x6xf32>, tensor<5x6xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %x low[%a, 0] high[0, %a] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<5x6xf32> to tensor<5x6xf32>
  %1 = tensor.pad %x nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<5x6xf32> to tensor<5x6xf32>
  return %0, %1 : tensor<5x6xf32>, tensor<5x6xf32>
}

// -----

// CHECK-LABEL: func.func @dims
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>, %[[N:.*]]: index)
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<4x?xf32>
// CHECK-NEXT: return %[[C4]], %[[D]], %[[N]]
func.func @dims(%x: tensor<4x?xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cast = tensor.cast %x : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.dim %cast, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %cast, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %2 = tensor.dim %e, %c1 : tensor<3x?xf32>
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-SAME: (%[[U:.*]]: tensor<*xi32>, %[[X:.*]]: tensor<4xi32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[U]] : tensor<*xi32> to tensor<4x8xi32>
// CHECK-NEXT: %[[K:.*]] = tensor.cast %[[U]] : tensor<*xi32> to tensor<4x?xi32>
// CHECK-NEXT: %[[K2:.*]] = tensor.cast %[[K]] : tensor<4x?xi32> to tensor<?x8xi32>
// CHECK-NEXT: return %[[C]], %[[X]], %[[U]], %[[K2]]
func.func @casts(%u: tensor<*xi32>, %x: tensor<4xi32>) -> (tensor<4x8xi32>, tensor<4xi32>, tensor<*xi32>, tensor<?x8xi32>) {
  %0 = tensor.cast %u : tensor<*xi32> to tensor<4x?xi32>
  %1 = tensor.cast %0 : tensor<4x?xi32> to tensor<4x8xi32>
  %2 = tensor.cast %x : tensor<4xi32> to tensor<?xi32>
  %3 = tensor.cast %2 : tensor<?xi32> to tensor<4xi32>
  %4 = tensor.cast %u : tensor<*xi32> to tensor<*xi32>
  // The middle type knows the first size: the two casts stay.
  %5 = tensor.cast %u : tensor<*xi32> to tensor<4x?xi32>
  %6 = tensor.cast %5 : tensor<4x?xi32> to tensor<?x8xi32>
  return %1, %3, %4, %6 : tensor<4x8xi32>, tensor<4xi32>, tensor<*xi32>, tensor<?x8xi32>
}

// -----

// CHECK-LABEL: func.func @extracts
// CHECK-SAME: (%[[T:.*]]: tensor<9xf32>, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[T]][%[[C0]]] : tensor<9xf32>
// CHECK-NEXT: return %[[E]], %[[B]]
func.func @extracts(%t: tensor<9xf32>, %a: index, %b: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cast = tensor.cast %t : tensor<9xf32> to tensor<?xf32>
  %0 = tensor.extract %cast[%c0] : tensor<?xf32>
  %elements = tensor.from_elements %a, %a, %a, %b : tensor<2x2xindex>
  %1 = tensor.extract %elements[%c1, %c1] : tensor<2x2xindex>
  return %0, %1 : f32, index
}

// -----

// CHECK-LABEL: func.func @insert_into_equal_splat
// CHECK-DAG: %[[SPLAT:.*]] = arith.constant dense<4.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[FIVE:.*]] = arith.constant 5.000000e+00 : f32
// CHECK: %[[KEPT:.*]] = tensor.insert %[[FIVE]] into %[[SPLAT]]
// CHECK: return %[[SPLAT]], %[[KEPT]]
func.func @insert_into_equal_splat(%i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %splat = arith.constant dense<4.0> : tensor<4xf32>
  %four = arith.constant 4.0 : f32
  %five = arith.constant 5.0 : f32
  %0 = tensor.insert %four into %splat[%i] : tensor<4xf32>
  %1 = tensor.insert %five into %splat[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @static_empty
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<4x6x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<4x6x?xf32> to tensor<4x?x?xf32>
// CHECK-NEXT: %[[F:.*]] = tensor.empty() : tensor<1x12xf32>
// CHECK-NEXT: return %[[C]], %[[F]]
func.func @static_empty(%n: index) -> (tensor<4x?x?xf32>, tensor<1x12xf32>) {
  %c6 = arith.constant 6 : index
  %0 = tensor.empty(%c6, %n) : tensor<4x?x?xf32>
  %1 = tensor.empty(%n) : tensor<?x12xf32>
  %2 = tensor.cast %1 : tensor<?x12xf32> to tensor<1x12xf32>
  return %0, %2 : tensor<4x?x?xf32>, tensor<1x12xf32>
}

// -----

// CHECK-LABEL: func.func @compose_reshapes
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4x5x6xf32>, %[[Y:.*]]: tensor<6x4xf32>, %[[Z:.*]]: tensor<1x1x1xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1, 2], [3, 4]] : tensor<2x3x4x5x6xf32> into tensor<24x30xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[Y]] {{\[}}[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<6x4xf32> into tensor<2x3x2x2xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[Z]] [] : tensor<1x1x1xf32> into tensor<f32>
// CHECK-NEXT: return %[[C]], %[[E]], %[[R]]
func.func @compose_reshapes(%x: tensor<2x3x4x5x6xf32>, %y: tensor<6x4xf32>, %z: tensor<1x1x1xf32>)
    -> (tensor<24x30xf32>, tensor<2x3x2x2xf32>, tensor<f32>) {
  %0 = tensor.collapse_shape %x [[0, 1], [2], [3, 4]] : tensor<2x3x4x5x6xf32> into tensor<6x4x30xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<6x4x30xf32> into tensor<24x30xf32>
  %2 = tensor.expand_shape %y [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %3 = tensor.expand_shape %2 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  %4 = tensor.collapse_shape %z [[0, 1, 2]] : tensor<1x1x1xf32> into tensor<1xf32>
  %5 = tensor.collapse_shape %4 [] : tensor<1xf32> into tensor<f32>
  return %1, %3, %5 : tensor<24x30xf32>, tensor<2x3x2x2xf32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_from_elements
// CHECK-SAME: (%[[A:.*]]: i32)
// CHECK-NEXT: %[[F:.*]] = tensor.from_elements %[[A]] : tensor<i32>
// CHECK-NEXT: return %[[F]]
func.func @reshape_of_from_elements(%a: i32) -> tensor<i32> {
  %0 = tensor.from_elements %a : tensor<1xi32>
  %1 = tensor.collapse_shape %0 [] : tensor<1xi32> into tensor<i32>
  return %1 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @slices_at_the_same_position
// CHECK-SAME: (%[[T:.*]]: tensor<?x?xf32>, %[[S:.*]]: tensor<4x8xf32>, %[[I:.*]]: index, %[[E:.*]]: tensor<0x2xf32>)
// CHECK: %[[INSERTED:.*]] = tensor.insert_slice %[[S]] into %[[T]]
// CHECK-NEXT: %[[MOVED:.*]] = tensor.extract_slice %[[INSERTED]][1, %[[I]]]
// CHECK-NEXT: return %[[S]], %[[T]], %[[T]], %[[MOVED]]
func.func @slices_at_the_same_position(%t: tensor<?x?xf32>, %s: tensor<4x8xf32>, %i: index, %e: tensor<0x2xf32>)
    -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert_slice %s into %t[%c0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
  %1 = tensor.extract_slice %0[0, %i] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
  %2 = tensor.extract_slice %t[0, %i] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
  %3 = tensor.insert_slice %2 into %t[%c0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
  %4 = tensor.insert_slice %e into %t[0, 0] [0, 2] [1, 1] : tensor<0x2xf32> into tensor<?x?xf32>
  // Another position: the extract stays.
  %5 = tensor.extract_slice %0[1, %i] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
  return %1, %3, %4, %5 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @slice_constant_operands
// CHECK-SAME: (%[[T:.*]]: tensor<?x?xf32>, %[[I:.*]]: index, %[[S:.*]]: tensor<?x?xf32>)
// CHECK-DAG: %[[E:.*]] = tensor.extract_slice %[[T]][0, %[[I]]] [4, %[[I]]] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-DAG: %[[EC:.*]] = tensor.cast %[[E]] : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-DAG: %[[SC:.*]] = tensor.cast %[[S]] : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-DAG: %[[N:.*]] = tensor.insert_slice %[[SC]] into %[[T]][0, %[[I]]] [4, %[[I]]] [1, 1] : tensor<4x?xf32> into tensor<?x?xf32>
// CHECK-DAG: %[[NEG:.*]] = arith.constant -1 : index
// CHECK-DAG: tensor.extract_slice %[[T]][%[[NEG]], 0] [4, 4] [1, 1]
// CHECK: return %[[EC]], %[[N]]
func.func @slice_constant_operands(%t: tensor<?x?xf32>, %i: index, %s: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m1 = arith.constant -1 : index
  %0 = tensor.extract_slice %t[%c0, %i] [%c4, %i] [%c1, %c1] : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %s into %t[%c0, %i] [%c4, %i] [%c1, %c1] : tensor<?x?xf32> into tensor<?x?xf32>
  // A negative offset is not made static.
  %2 = tensor.extract_slice %t[%m1, %c0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @pads
// CHECK-SAME: (%[[T:.*]]: tensor<?x64xf32>, %[[S:.*]]: tensor<8x?xf32>, %[[N:.*]]: index)
// CHECK-DAG: %[[P1:.*]] = tensor.pad %[[T]] low[0, 1] high[%[[N]], 7]
// CHECK-DAG: } : tensor<?x64xf32> to tensor<?x72xf32>
// CHECK-DAG: %[[C1:.*]] = tensor.cast %[[P1]] : tensor<?x72xf32> to tensor<?x?xf32>
// CHECK-DAG: %[[P2:.*]] = tensor.pad %[[S]] low[0, 0] high[0, %[[N]]]
// CHECK-DAG: } : tensor<8x?xf32> to tensor<8x32xf32>
// CHECK: return %[[C1]], %[[P2]]
func.func @pads(%t: tensor<?x64xf32>, %s: tensor<8x?xf32>, %n: index) -> (tensor<?x?xf32>, tensor<8x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = tensor.pad %t low[%c0, %c1] high[%n, %c7] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<?x64xf32> to tensor<?x?xf32>
  %cast = tensor.cast %s : tensor<8x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %cast low[%c0, %c0] high[%c0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<?x?xf32> to tensor<8x32xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<8x32xf32>
}

// -----

// An extract of a constant is the element's constant: any element of a splat, the one at constant indices.
// CHECK-LABEL: func.func @extract_of_constant
// CHECK-SAME: (%[[I:.*]]: index)
// CHECK-DAG: %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[THREE:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[T:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK: %[[X:.*]] = tensor.extract %[[T]][%[[I]], %{{.*}}] : tensor<2x2xf32>
// CHECK-NEXT: return %[[SEVEN]], %[[THREE]], %[[X]]
func.func @extract_of_constant(%i: index) -> (i32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.constant dense<7> : tensor<4x3xi32>
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %0 = tensor.extract %s[%i, %c1] : tensor<4x3xi32>
  %1 = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  %2 = tensor.extract %t[%i, %c0] : tensor<2x2xf32>
  return %0, %1, %2 : i32, f32, f32
}

// -----

// An extract of a side-effect-free tensor.generate is its body at the extract's indices.
// CHECK-LABEL: func.func @extract_of_generate
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT: return %[[S]]
func.func @extract_of_generate(%i: index, %j: index, %n: index) -> index {
  %t = tensor.generate %n, %n {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %x = tensor.extract %t[%i, %j] : tensor<?x?xindex>
  return %x : index
}

// -----

// Constant extents of a tensor.generate become static sizes, cast back to the old type.
// CHECK-LABEL: func.func @static_generate
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
// CHECK: %[[G:.*]] = tensor.generate %[[A]], %[[B]] {
// CHECK: } : tensor<3x?x5x7x?xindex>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[G]] : tensor<3x?x5x7x?xindex> to tensor<3x?x?x7x?xindex>
// CHECK-NEXT: return %[[C]]
func.func @static_generate(%a: index, %b: index) -> tensor<3x?x?x7x?xindex> {
  %c5 = arith.constant 5 : index
  %0 = tensor.generate %a, %c5, %b {
  ^bb0(%i: index, %j: index, %k: index, %l: index, %m: index):
    tensor.yield %i : index
  } : tensor<3x?x?x7x?xindex>
  return %0 : tensor<3x?x?x7x?xindex>
}

// -----

// A pad by static zeros is a cast; a pad whose one user casts it to a more static type pads to that type.
// CHECK-LABEL: func.func @pads_and_casts
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[P:.*]]: index, %[[V:.*]]: f32)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[X]] : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: %[[PAD:.*]] = tensor.pad %[[X]] low[%[[P]], %[[P]]] high[0, 0]
// CHECK: } : tensor<?x?xf32> to tensor<32x32xf32>
// CHECK-NEXT: return %[[C]], %[[PAD]]
func.func @pads_and_casts(%x: tensor<?x?xf32>, %p: index, %v: f32) -> (tensor<2x3xf32>, tensor<32x32xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %x low[0, %c0] high[%c0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<2x3xf32>
  %1 = tensor.pad %x low[%p, %p] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<32x32xf32>
  return %0, %2 : tensor<2x3xf32>, tensor<32x32xf32>
}

// -----

// An extract of an index_cast casts the extracted element.
// CHECK-LABEL: func.func @extract_of_index_cast
// CHECK-SAME: (%[[T:.*]]: tensor<3xi32>, %[[I:.*]]: index)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[T]][%[[I]]] : tensor<3xi32>
// CHECK-NEXT: %[[C:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK-NEXT: return %[[C]]
func.func @extract_of_index_cast(%t: tensor<3xi32>, %i: index) -> index {
  %0 = arith.index_cast %t : tensor<3xi32> to tensor<3xindex>
  %1 = tensor.extract %0[%i] : tensor<3xindex>
  return %1 : index
}

// -----

// A dim of a cast from a more static tensor reads that tensor (even at an index past its rank);
// a concat of one tensor is a cast of it.
// CHECK-LABEL: func.func @dim_of_cast_and_single_concat
// CHECK-SAME: (%[[T:.*]]: tensor<29xi16>, %[[I:.*]]: index, %[[U:.*]]: tensor<1x2x?xi32>)
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[T]], %[[I]] : tensor<29xi16>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[U]] : tensor<1x2x?xi32> to tensor<1x2x3xi32>
// CHECK-NEXT: return %[[D]], %[[C]], %[[U]]
func.func @dim_of_cast_and_single_concat(%t: tensor<29xi16>, %i: index, %u: tensor<1x2x?xi32>)
    -> (index, tensor<1x2x3xi32>, tensor<1x2x?xi32>) {
  %c = tensor.cast %t : tensor<29xi16> to tensor<?xi16>
  %d = tensor.dim %c, %i : tensor<?xi16>
  %0 = tensor.concat dim(2) %u : (tensor<1x2x?xi32>) -> tensor<1x2x3xi32>
  %1 = tensor.concat dim(2) %u : (tensor<1x2x?xi32>) -> tensor<1x2x?xi32>
  return %d, %0, %1 : index, tensor<1x2x3xi32>, tensor<1x2x?xi32>
}

// -----

// A pad of a slice of a pad of a slice, padding different dimensions with the same constant, is one
// slice and one pad (FoldOrthogonalPaddings).
// CHECK-LABEL: func.func @orthogonal_pads(
//  CHECK-SAME:     %[[X:.*]]: tensor<32x32xf32>, %[[S0:.*]]: index, %[[S1:.*]]: index, %[[P0:.*]]: index, %[[P1:.*]]: index
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[X]][2, 3] [%[[S0]], %[[S1]]] [1, 1] : tensor<32x32xf32> to tensor<?x?xf32>
//       CHECK:   %[[P:.*]] = tensor.pad %[[S]] low[0, 0] high[%[[P0]], %[[P1]]]
//       CHECK:   } : tensor<?x?xf32> to tensor<8x4xf32>
//  CHECK-NEXT:   return %[[P]]
func.func @orthogonal_pads(%x: tensor<32x32xf32>, %s0: index, %s1: index, %p0: index, %p1: index) -> tensor<8x4xf32> {
  %v = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %x[2, 0] [%s0, 32] [1, 1] : tensor<32x32xf32> to tensor<?x32xf32>
  %1 = tensor.pad %0 low[0, 0] high[%p0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x32xf32> to tensor<8x32xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, %s1] [1, 1] : tensor<8x32xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %p1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

// -----

// The chain stays where the first pad is `nofold`, or where the inner slice does not take a dimension
// the first pad pads whole.
// CHECK-LABEL: func.func @orthogonal_pads_kept(
//       CHECK:   tensor.pad {{.*}} nofold low[0, 0] high[%{{.*}}, 0]
//       CHECK:   tensor.extract_slice {{.*}}[0, 3] [8, %{{.*}}] [1, 1]
//       CHECK:   tensor.extract_slice {{.*}}[0, 3] [6, %{{.*}}] [1, 1]
func.func @orthogonal_pads_kept(%x: tensor<32x32xf32>, %s0: index, %s1: index, %p0: index, %p1: index) -> (tensor<8x4xf32>, tensor<6x4xf32>) {
  %v = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %x[2, 0] [%s0, 32] [1, 1] : tensor<32x32xf32> to tensor<?x32xf32>
  %1 = tensor.pad %0 nofold low[0, 0] high[%p0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x32xf32> to tensor<8x32xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, %s1] [1, 1] : tensor<8x32xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %p1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  %4 = tensor.pad %0 low[0, 0] high[%p0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x32xf32> to tensor<8x32xf32>
  %5 = tensor.extract_slice %4[0, 3] [6, %s1] [1, 1] : tensor<8x32xf32> to tensor<6x?xf32>
  %6 = tensor.pad %5 low[0, 0] high[0, %p1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<6x?xf32> to tensor<6x4xf32>
  return %3, %6 : tensor<8x4xf32>, tensor<6x4xf32>
}

// -----

// An extract of a complex constant is a complex.constant; a from_elements of those is a dense constant.
// CHECK-LABEL: func.func @complex_elements(
//   CHECK-DAG:   %[[S:.*]] = complex.constant [5 : i16, 6 : i16] : complex<i16>
//   CHECK-DAG:   %[[T:.*]] = arith.constant dense<[(1,2), (3,-4), (1,2)]> : tensor<3xcomplex<i32>>
//   CHECK-DAG:   %[[K:.*]] = arith.constant dense<[(1,2), (3,-4)]> : tensor<2xcomplex<i32>>
//       CHECK:   %[[E:.*]] = tensor.extract %[[K]][%{{.*}}] : tensor<2xcomplex<i32>>
//       CHECK:   return %[[T]], %[[E]], %[[S]]
func.func @complex_elements(%i: index) -> (tensor<3xcomplex<i32>>, complex<i32>, complex<i16>) {
  %k = arith.constant dense<[(1, 2), (3, -4)]> : tensor<2xcomplex<i32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %k[%c0] : tensor<2xcomplex<i32>>
  %b = tensor.extract %k[%c1] : tensor<2xcomplex<i32>>
  %c = tensor.extract %k[%i] : tensor<2xcomplex<i32>>
  %t = tensor.from_elements %a, %b, %a : tensor<3xcomplex<i32>>
  %splat = arith.constant dense<(5, 6)> : tensor<4xcomplex<i16>>
  %s = tensor.extract %splat[%i] : tensor<4xcomplex<i16>>
  return %t, %c, %s : tensor<3xcomplex<i32>>, complex<i32>, complex<i16>
}

// -----

// An extract_slice whose canonical rank-reduced type drops other size-1 dimensions than its result type
// (sizes [1, 1, 4, 1] to tensor<1x4xf32>: the first ones, tensor<4x1xf32>, which no tensor.cast turns into
// it) keeps its constant operands and type.
// CHECK-LABEL: func.func @slice_keeping_a_unit_dimension
// CHECK-SAME: (%[[T:.*]]: tensor<2x3x6x2xf32>, %[[I:.*]]: index)
// CHECK: tensor.extract_slice %[[T]][%{{.*}}, %[[I]], %{{.*}}, %{{.*}}] [1, 1, 4, 1] [1, 1, 1, 1] : tensor<2x3x6x2xf32> to tensor<1x4xf32>
func.func @slice_keeping_a_unit_dimension(%t: tensor<2x3x6x2xf32>, %i: index) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[%c0, %i, %c0, %c1] [1, 1, 4, 1] [1, 1, 1, 1] : tensor<2x3x6x2xf32> to tensor<1x4xf32>
  return %s : tensor<1x4xf32>
}
