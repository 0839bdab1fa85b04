// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg='sort-rows-in-parallel=true' | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s --check-prefix=SEQ

// The rows of a sort on buffers made at the tensor level: each operand copied into a new buffer, the rows the
// iterations of an scf.parallel (each with its own scratch row), the buffers taken back as tensors. Static
// sizes: the loop's estimated work, 8 rows x 100 x 7 levels x 16.
// CHECK-LABEL: func.func @sort_rows
// CHECK-SAME: (%[[A:.*]]: tensor<8x100xf32>, %[[B:.*]]: tensor<8x100xi32>)
// CHECK: %[[AB:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<8x100xf32> to memref<8x100xf32>
// CHECK-NEXT: %[[X:.*]] = memref.alloc() : memref<8x100xf32>
// CHECK-NEXT: memref.copy %[[AB]], %[[X]] : memref<8x100xf32> to memref<8x100xf32>
// CHECK-NEXT: %[[BB:.*]] = bufferization.to_buffer %[[B]] read_only : tensor<8x100xi32> to memref<8x100xi32>
// CHECK-NEXT: %[[Y:.*]] = memref.alloc() : memref<8x100xi32>
// CHECK-NEXT: memref.copy %[[BB]], %[[Y]] : memref<8x100xi32> to memref<8x100xi32>
// CHECK: scf.parallel (%[[ROW:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT: %[[SX:.*]] = memref.alloc() : memref<100xf32>
// CHECK-NEXT: %[[SY:.*]] = memref.alloc() : memref<100xi32>
// CHECK: memref.load %[[X]][%[[ROW]], %{{.*}}] : memref<8x100xf32>
// CHECK: memref.store %{{.*}}, %[[SX]][%{{.*}}] : memref<100xf32>
// CHECK: scf.reduce
// CHECK-NEXT: } {aiopt.estimated_work = 89600 : i64}
// CHECK-NEXT: %[[RX:.*]] = bufferization.to_tensor %[[X]] restrict writable : memref<8x100xf32> to tensor<8x100xf32>
// CHECK-NEXT: %[[RY:.*]] = bufferization.to_tensor %[[Y]] restrict writable : memref<8x100xi32> to tensor<8x100xi32>
// CHECK-NEXT: return %[[RX]], %[[RY]]
// SEQ-LABEL: func.func @sort_rows
// SEQ-NOT: scf.parallel
// SEQ: scf.for
func.func @sort_rows(%a: tensor<8x100xf32>, %b: tensor<8x100xi32>) -> (tensor<8x100xf32>, tensor<8x100xi32>) {
  %0:2 = "mhlo.sort"(%a, %b) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %p: tensor<i32>, %q: tensor<i32>):
    %c = mhlo.compare LT, %x, %y, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %c : tensor<i1>
  }) : (tensor<8x100xf32>, tensor<8x100xi32>) -> (tensor<8x100xf32>, tensor<8x100xi32>)
  func.return %0#0, %0#1 : tensor<8x100xf32>, tensor<8x100xi32>
}

// -----

// Run-time sizes: the buffers and scratch rows allocated with them, the loop over the rows of both outer
// dimensions (the sort dimension is the middle one); no estimated work (it counts as large).
// CHECK-LABEL: func.func @sort_rows_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x?x3xi32>)
// CHECK: %[[D0:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x?x3xi32>
// CHECK: %[[D1:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x?x3xi32>
// CHECK: %[[X:.*]] = memref.alloc(%[[D0]], %[[D1]]) : memref<?x?x3xi32>
// CHECK: scf.parallel (%[[I:.*]], %[[K:.*]]) = (%{{.*}}, %{{.*}}) to (%[[D0]], %{{.*}}) step
// CHECK-NEXT: memref.alloc(%[[D1]]) : memref<?xi32>
// CHECK: memref.load %[[X]][%[[I]], %{{.*}}, %[[K]]] : memref<?x?x3xi32>
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NOT: aiopt.estimated_work
// CHECK: bufferization.to_tensor %[[X]] restrict writable : memref<?x?x3xi32> to tensor<?x?x3xi32>
func.func @sort_rows_dynamic(%a: tensor<?x?x3xi32>) -> tensor<?x?x3xi32> {
  %0 = "mhlo.sort"(%a) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %c = mhlo.compare GT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    mhlo.return %c : tensor<i1>
  }) : (tensor<?x?x3xi32>) -> tensor<?x?x3xi32>
  func.return %0 : tensor<?x?x3xi32>
}

// -----

// Unsigned keys: sorted as signless ones (arith.cmpi ult), cast back.
// CHECK-LABEL: func.func @sort_rows_unsigned
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : tensor<4x20xui32> to tensor<4x20xi32>
// CHECK: scf.parallel
// CHECK: arith.cmpi ult
// CHECK: %[[R:.*]] = bufferization.to_tensor
// CHECK: builtin.unrealized_conversion_cast %[[R]] : tensor<4x20xi32> to tensor<4x20xui32>
func.func @sort_rows_unsigned(%a: tensor<4x20xui32>) -> tensor<4x20xui32> {
  %0 = "mhlo.sort"(%a) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<ui32>, %y: tensor<ui32>):
    %c = mhlo.compare LT, %x, %y : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    mhlo.return %c : tensor<i1>
  }) : (tensor<4x20xui32>) -> tensor<4x20xui32>
  func.return %0 : tensor<4x20xui32>
}

// -----

// One row, rows of static size 1 but the sort's, and a comparator with no scalar form keep the scf.for loops.
// CHECK-LABEL: func.func @sort_sequential
// CHECK-NOT: scf.parallel
// CHECK-NOT: bufferization.to_buffer
// CHECK: return
func.func @sort_sequential(%a: tensor<50xf32>, %b: tensor<1x50x1xf32>, %c: tensor<3x9xf32>) -> (tensor<50xf32>, tensor<1x50x1xf32>, tensor<3x9xf32>) {
  %0 = "mhlo.sort"(%a) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = mhlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %p : tensor<i1>
  }) : (tensor<50xf32>) -> tensor<50xf32>
  %1 = "mhlo.sort"(%b) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = mhlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %p : tensor<i1>
  }) : (tensor<1x50x1xf32>) -> tensor<1x50x1xf32>
  %2 = "mhlo.sort"(%c) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %r = mhlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
    %s = mhlo.reshape %r : (tensor<1xf32>) -> tensor<f32>
    %p = mhlo.compare LT, %s, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %p : tensor<i1>
  }) : (tensor<3x9xf32>) -> tensor<3x9xf32>
  func.return %0, %1, %2 : tensor<50xf32>, tensor<1x50x1xf32>, tensor<3x9xf32>
}

// -----

// One row of at least 2^17 elements by a key (TOTALORDER): its 17 chunks of 8192 sorted in an scf.parallel (each
// by the merge sort, positions shifted by the chunk's start), then 5 merge levels (runs of 8192 to 131072) in 3
// rounds of an scf.for: the runs of 8192 << 2r from the row into the scratch row, then (where that level remains,
// scf.if) those of twice that back, each level an scf.parallel over segments of 8192 outputs, which find where
// they start and end by binary searches (scf.while) in their pair of runs (d0 rounded down to a multiple of twice
// the run) and merge from both ends. An odd count of levels leaves the sorted row in the scratch, which the
// results take.
// CHECK-LABEL: func.func @sort_long_row
// CHECK-SAME: (%[[A:.*]]: tensor<1x131073xf32>, %[[B:.*]]: tensor<1x131073xi32>)
// CHECK: %[[AB:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<1x131073xf32> to memref<1x131073xf32>
// CHECK-NEXT: %[[X:.*]] = memref.alloc() : memref<1x131073xf32>
// CHECK-NEXT: memref.copy %[[AB]], %[[X]] : memref<1x131073xf32> to memref<1x131073xf32>
// CHECK-NEXT: %[[SX:.*]] = memref.alloc() : memref<1x131073xf32>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<1x131073xi32>
// CHECK: %[[SY:.*]] = memref.alloc() : memref<1x131073xi32>
// CHECK: scf.parallel (%[[CHUNK:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: %[[BASE:.*]] = arith.muli %[[CHUNK]], %{{.*}} : index
// CHECK: %[[AT:.*]] = arith.addi %{{.*}}, %[[BASE]] : index
// CHECK: memref.load %[[X]][%{{.*}}, %[[AT]]] : memref<1x131073xf32>
// CHECK: scf.reduce
// CHECK-NEXT: } {aiopt.estimated_work = 28966912 : i64}
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %[[C3]] step %{{.*}} {
// CHECK: %[[TWICE:.*]] = arith.addi %[[R]], %[[R]] : index
// CHECK: %[[WIDTH:.*]] = arith.shli %{{.*}}, %[[TWICE]] : index
// CHECK: scf.parallel (%[[SEGMENT:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: %[[D0:.*]] = arith.muli %[[SEGMENT]], %{{.*}} : index
// CHECK: %[[DOUBLE:.*]] = arith.addi %[[WIDTH]], %[[WIDTH]] : index
// CHECK: %[[MASK:.*]] = arith.subi %{{.*}}, %[[DOUBLE]] : index
// CHECK: %[[LO:.*]] = arith.andi %[[D0]], %[[MASK]] : index
// CHECK: scf.while
// CHECK: scf.while
// CHECK: memref.load %[[X]]
// CHECK: memref.store %{{.*}}, %[[SX]]
// CHECK: } {aiopt.estimated_work = 2097168 : i64}
// CHECK: scf.if
// CHECK: scf.parallel
// CHECK: memref.load %[[SX]]
// CHECK: memref.store %{{.*}}, %[[X]]
// CHECK: } {aiopt.estimated_work = 2097168 : i64}
// CHECK: %[[RX:.*]] = bufferization.to_tensor %[[SX]] restrict writable : memref<1x131073xf32> to tensor<1x131073xf32>
// CHECK-NEXT: %[[RY:.*]] = bufferization.to_tensor %[[SY]] restrict writable : memref<1x131073xi32> to tensor<1x131073xi32>
// CHECK-NEXT: return %[[RX]], %[[RY]]
// SEQ-LABEL: func.func @sort_long_row
// SEQ-NOT: scf.parallel
// SEQ: scf.for
func.func @sort_long_row(%a: tensor<1x131073xf32>, %b: tensor<1x131073xi32>) -> (tensor<1x131073xf32>, tensor<1x131073xi32>) {
  %0:2 = "mhlo.sort"(%a, %b) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %p: tensor<i32>, %q: tensor<i32>):
    %c = mhlo.compare LT, %x, %y, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %c : tensor<i1>
  }) : (tensor<1x131073xf32>, tensor<1x131073xi32>) -> (tensor<1x131073xf32>, tensor<1x131073xi32>)
  func.return %0#0, %0#1 : tensor<1x131073xf32>, tensor<1x131073xi32>
}

// -----

// A long row by a comparator not seen to be a strict weak order (LT on floats, NaN unordered), and a row one
// short of 2^17, keep the scf.for loops.
// CHECK-LABEL: func.func @sort_long_row_sequential
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @sort_long_row_sequential(%a: tensor<131073xf32>, %b: tensor<131071xi32>) -> (tensor<131073xf32>, tensor<131071xi32>) {
  %0 = "mhlo.sort"(%a) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = mhlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    mhlo.return %p : tensor<i1>
  }) : (tensor<131073xf32>) -> tensor<131073xf32>
  %1 = "mhlo.sort"(%b) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %p = mhlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    mhlo.return %p : tensor<i1>
  }) : (tensor<131071xi32>) -> tensor<131071xi32>
  func.return %0, %1 : tensor<131073xf32>, tensor<131071xi32>
}
