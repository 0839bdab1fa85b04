// canonicalize folds constant offsets, sizes and strides of rank-reducing
// slices and subviews into the type upstream infers (inferCanonicalRankReducedResultType,
// SubViewReturnTypeCanonicalizer), folds casts into slices and subviews and
// slices into casts, as upstream's mlir-opt does.
// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @rank_reducing_extract_slice
//       CHECK:   %[[S:.+]] = tensor.extract_slice %{{.+}}[0, %{{.+}}, 1] [4, 1, %{{.+}}] [1, 1, 1] : tensor<?x?x?xf32> to tensor<4x?xf32>
//       CHECK:   %[[C:.+]] = tensor.cast %[[S]] : tensor<4x?xf32> to tensor<?x?xf32>
//       CHECK:   tensor.insert_slice %[[S]] into %{{.+}}[0, %{{.+}}, 1] [4, 1, %{{.+}}] [1, 1, 1] : tensor<4x?xf32> into tensor<?x?x?xf32>
func.func @rank_reducing_extract_slice(%t: tensor<?x?x?xf32>, %i: index, %n: index, %d: tensor<?x?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %i, %c1] [%c4, 1, %n] [%c1, %c1, %c1] : tensor<?x?x?xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %0 into %d[%c0, %i, %c1] [%c4, 1, %n] [%c1, %c1, %c1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?x?xf32>
}

// -----

// An extract_slice takes a zero or negative constant stride; an insert_slice not a zero one.
// CHECK-LABEL: func.func @constant_strides
//       CHECK:   tensor.extract_slice %{{.+}}[2] [2] [-1] : tensor<?xf32> to tensor<2xf32>
//       CHECK:   tensor.extract_slice %{{.+}}[2] [2] [0] : tensor<?xf32> to tensor<2xf32>
//       CHECK:   tensor.insert_slice %{{.+}} into %{{.+}}[2] [2] [%{{.+}}] : tensor<2xf32> into tensor<?xf32>
func.func @constant_strides(%t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %t[%c2] [%c2] [%cm1] : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.extract_slice %t[%c2] [%c2] [%c0] : tensor<?xf32> to tensor<?xf32>
  %2 = tensor.insert_slice %t into %t[%c2] [%c2] [%c0] : tensor<?xf32> into tensor<?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @extract_slice_of_cast
//  CHECK-SAME:   %[[ARG:.+]]: tensor<4x6x16x32xi8>
//       CHECK:   %[[S:.+]] = tensor.extract_slice %[[ARG]][0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : tensor<4x6x16x32xi8> to tensor<16x32xi8>
//   CHECK-NOT:   tensor.cast
//       CHECK:   return %[[S]]
func.func @extract_slice_of_cast(%arg: tensor<4x6x16x32xi8>) -> tensor<16x32xi8> {
  %0 = tensor.cast %arg : tensor<4x6x16x32xi8> to tensor<?x?x16x32xi8>
  %1 = tensor.extract_slice %0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : tensor<?x?x16x32xi8> to tensor<16x32xi8>
  return %1 : tensor<16x32xi8>
}

// -----

// CHECK-LABEL: func.func @insert_slice_of_casts
//  CHECK-SAME:   %[[S:[a-zA-Z0-9_]+]]: tensor<4xf32>, %[[T:[a-zA-Z0-9_]+]]: tensor<8x8xf32>, %[[A:[a-zA-Z0-9_]+]]: index
//       CHECK:   %[[I:.+]] = tensor.insert_slice %[[S]] into %[[T]][%[[A]], 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
//       CHECK:   tensor.cast %[[I]] : tensor<8x8xf32> to tensor<?x?xf32>
func.func @insert_slice_of_casts(%s: tensor<4xf32>, %t: tensor<8x8xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  %d = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %0 into %d[%a, 0] [1, %b] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_of_rank_reducing_slice
//       CHECK:   %[[E:.+]] = tensor.extract_slice %{{.+}}[%{{.+}}, 0] [16, 1] [1, 1] : tensor<128x512xf32> to tensor<16xf32>
//       CHECK:   return %[[E]] : tensor<16xf32>
func.func @cast_of_rank_reducing_slice(%arg0: tensor<128x512xf32>, %s: index, %o: index) -> tensor<16xf32> {
  %0 = tensor.extract_slice %arg0[%o, 0] [%s, 1] [1, 1] : tensor<128x512xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// CHECK-LABEL: func.func @insert_after_insert
//  CHECK-SAME:   %[[T:[a-zA-Z0-9_]+]]: tensor<?x?xf32>, %{{.+}}: tensor<4x8xf32>, %[[B:[a-zA-Z0-9_]+]]: tensor<4x8xf32>
//       CHECK:   %[[I:.+]] = tensor.insert_slice %[[B]] into %[[T]][0, %{{.+}}] [4, 8] [1, 1]
//       CHECK:   return %[[I]]
func.func @insert_after_insert(%t: tensor<?x?xf32>, %a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: index) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %a into %t[0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
  %1 = tensor.insert_slice %b into %0[0, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @subview_constant_operands
//       CHECK:   %[[S:.+]] = memref.subview %{{.+}}[0, %{{.+}}, 1] [4, 1, %{{.+}}] [1, 1, 1] : memref<?x?x?xf32> to memref<4x1x?xf32, strided<[?, ?, 1], offset: ?>>
//       CHECK:   memref.cast %[[S]] : memref<4x1x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
//       CHECK:   %[[R:.+]] = memref.subview %{{.+}}[0, %{{.+}}, %{{.+}}] [4, 1, %{{.+}}] [1, 1, 1] : memref<?x?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
//       CHECK:   memref.cast %[[R]] : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @subview_constant_operands(%m: memref<?x?x?xf32>, %i: index, %n: index)
    -> (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c0, %i, %c1] [%c4, %c1, %n] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.subview %m[%c0, %i, %i] [%c4, 1, %n] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0, %1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// A negative constant stride folds into a subview; a zero one does not.
// CHECK-LABEL: func.func @subview_strides
//       CHECK:   memref.subview %{{.+}}[%{{.+}}] [%{{.+}}] [-1] : memref<?xf32> to memref<?xf32, strided<[-1], offset: ?>>
//       CHECK:   memref.subview %{{.+}}[2] [2] [%{{.+}}] : memref<?xf32> to memref<2xf32, strided<[?], offset: 2>>
func.func @subview_strides(%m: memref<?xf32>, %o: index, %n: index) -> (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%o] [%n] [%cm1] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %1 = memref.subview %m[%c2] [%c2] [%c0] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0, %1 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
}

// -----

// The dropped dimension of a subview with two size-1 dimensions is told by the strides.
// CHECK-LABEL: func.func @subview_of_cast
//       CHECK:   %[[S:.+]] = memref.subview %{{.+}}[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x4xf32, strided<[7, 1], offset: ?>>
//       CHECK:   memref.cast %[[S]] : memref<1x4xf32, strided<[7, 1], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
//       CHECK:   %[[T:.+]] = memref.subview %{{.+}}[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
//   CHECK-NOT:   memref.cast
//       CHECK:   return %{{.+}}, %[[T]]
func.func @subview_of_cast(%m: memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>>, %a: memref<4x6x16x32xi8>)
    -> (memref<1x4xf32, strided<[?, ?], offset: ?>>, memref<16x32xi8, strided<[32, 1], offset: 512>>) {
  %0 = memref.cast %m : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.subview %0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
  %2 = memref.cast %a : memref<4x6x16x32xi8> to memref<?x?x16x32xi8>
  %3 = memref.subview %2[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
  return %1, %3 : memref<1x4xf32, strided<[?, ?], offset: ?>>, memref<16x32xi8, strided<[32, 1], offset: 512>>
}

// -----

// A subview of the whole of a static memref is a cast; a cast to its own type goes.
// CHECK-LABEL: func.func @trivial_subview
//  CHECK-SAME:   %[[M:.+]]: memref<4x6xi8>
//       CHECK:   %[[C:.+]] = memref.cast %[[M]] : memref<4x6xi8> to memref<4x6xi8, strided<[6, 1]>>
//       CHECK:   return %[[C]], %[[M]]
func.func @trivial_subview(%m: memref<4x6xi8>) -> (memref<4x6xi8, strided<[6, 1]>>, memref<4x6xi8>) {
  %0 = memref.subview %m[0, 0] [4, 6] [1, 1] : memref<4x6xi8> to memref<4x6xi8, strided<[6, 1]>>
  %1 = memref.cast %m : memref<4x6xi8> to memref<?x6xi8>
  %2 = memref.cast %1 : memref<?x6xi8> to memref<4x6xi8>
  return %0, %2 : memref<4x6xi8, strided<[6, 1]>>, memref<4x6xi8>
}
