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
