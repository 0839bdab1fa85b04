// RUN: ai-opt %s --split-input-file --verify-diagnostics --lhlo-legalize-to-affine | FileCheck %s

// Element-wise ops: a loop nest over the output of load, scalar op, store.
// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<2x3xf32>, %[[OUT:.*]]: memref<2x3xf32>)
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT: %[[X:.*]] = affine.load %[[A]][%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT: %[[Y:.*]] = affine.load %[[B]][%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: affine.store %[[S]], %[[OUT]][%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @add(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %out: memref<2x3xf32>) {
  "lmhlo.add"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  func.return
}

// -----

// A scalar predicate is loaded at [].
// CHECK-LABEL: func.func @select
// CHECK: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: %[[P:.*]] = affine.load %{{.*}}[] : memref<i1>
// CHECK: arith.select %[[P]], %{{.*}}, %{{.*}} : i32
func.func @select(%p: memref<i1>, %a: memref<4xi32>, %b: memref<4xi32>, %out: memref<4xi32>) {
  "lmhlo.select"(%p, %a, %b, %out) : (memref<i1>, memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  func.return
}

// -----

// Rank-0 buffers need no loop.
// CHECK-LABEL: func.func @scalar
// CHECK-NEXT: %[[X:.*]] = affine.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT: affine.store %[[E]], %{{.*}}[] : memref<f32>
func.func @scalar(%a: memref<f32>, %out: memref<f32>) {
  "lmhlo.exponential"(%a, %out) : (memref<f32>, memref<f32>) -> ()
  func.return
}

// -----

// Data movement: loads at affine maps of the loop indices.
// CHECK-LABEL: func.func @data_movement
// CHECK: affine.load %{{.*}}[%[[J:.*]]] : memref<3xf32>
// CHECK: affine.load %{{.*}}[%[[J2:.*]], %[[I2:.*]]] : memref<2x3xf32>
// CHECK: affine.load %{{.*}}[-%{{.*}} + 7] : memref<8xf32>
// CHECK: affine.load %{{.*}}[%{{.*}} * 2 + 1] : memref<8xf32>
func.func @data_movement(%v: memref<3xf32>, %b: memref<2x3xf32>, %t: memref<3x2xf32>, %a: memref<8xf32>, %r: memref<8xf32>, %s: memref<3xf32>) {
  "lmhlo.broadcast_in_dim"(%v, %b) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (memref<3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.transpose"(%b, %t) {permutation = dense<[1, 0]> : tensor<2xi64>} : (memref<2x3xf32>, memref<3x2xf32>) -> ()
  "lmhlo.reverse"(%a, %r) {dimensions = dense<0> : tensor<1xi64>} : (memref<8xf32>, memref<8xf32>) -> ()
  "lmhlo.slice"(%a, %s) {start_indices = dense<1> : tensor<1xi64>, limit_indices = dense<7> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} : (memref<8xf32>, memref<3xf32>) -> ()
  func.return
}

// -----

// A reduce carries its accumulator through the inner loop in iter_args.
// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[INIT:.*]]: memref<f32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: %[[START:.*]] = affine.load %[[INIT]][] : memref<f32>
// CHECK-NEXT: %[[R:.*]] = affine.for %[[J:.*]] = 0 to 8 iter_args(%[[ACC:.*]] = %[[START]]) -> (f32) {
// CHECK-NEXT: %[[X:.*]] = affine.load %[[A]][%[[I]], %[[J]]] : memref<4x8xf32>
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[ACC]], %[[X]] : f32
// CHECK-NEXT: affine.yield %[[M]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %[[R]], %[[OUT]][%[[I]]] : memref<4xf32>
func.func @reduce(%a: memref<4x8xf32>, %init: memref<f32>, %out: memref<4xf32>) {
  "lmhlo.reduce"(%a, %init, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    %t = memref.alloc() : memref<f32>
    "lmhlo.maximum"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.copy"(%t, %r) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (memref<4x8xf32>, memref<f32>, memref<4xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @dot
// CHECK-SAME: (%[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<3x4xf32>, %[[OUT:.*]]: memref<2x4xf32>)
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[R:.*]] = affine.for %[[K:.*]] = 0 to 3 iter_args(%[[ACC:.*]] = %[[Z]]) -> (f32) {
// CHECK-NEXT: %[[X:.*]] = affine.load %[[A]][%[[I]], %[[K]]] : memref<2x3xf32>
// CHECK-NEXT: %[[Y:.*]] = affine.load %[[B]][%[[K]], %[[J]]] : memref<3x4xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[P]] : f32
// CHECK-NEXT: affine.yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %[[R]], %[[OUT]][%[[I]], %[[J]]] : memref<2x4xf32>
func.func @dot(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %out: memref<2x4xf32>) {
  "lmhlo.dot"(%a, %b, %out) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>) -> ()
  func.return
}

// -----

// Concatenate: one nest per operand, stored at its offset.
// CHECK-LABEL: func.func @concatenate
// CHECK: affine.store %{{.*}}, %[[OUT:.*]][%{{.*}}, %{{.*}}] : memref<2x5xf32>
// CHECK: affine.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}} + 2] : memref<2x5xf32>
func.func @concatenate(%a: memref<2x2xf32>, %b: memref<2x3xf32>, %out: memref<2x5xf32>) {
  "lmhlo.concatenate"(%a, %b, %out) {dimension = 1 : i64} : (memref<2x2xf32>, memref<2x3xf32>, memref<2x5xf32>) -> ()
  func.return
}

// -----

// Pad: the padding value everywhere, then the operand at low + i * (interior + 1).
// CHECK-LABEL: func.func @pad
// CHECK: %[[P:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: affine.store %[[P]], %[[OUT:.*]][%[[I]]] : memref<8xf32>
// CHECK: affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT: %[[X:.*]] = affine.load %{{.*}}[%[[J]]] : memref<3xf32>
// CHECK-NEXT: affine.store %[[X]], %[[OUT]][%[[J]] * 2 + 1] : memref<8xf32>
func.func @pad(%a: memref<3xf32>, %v: memref<f32>, %out: memref<8xf32>) {
  "lmhlo.pad"(%a, %v, %out) {edge_padding_low = dense<1> : tensor<1xi64>, edge_padding_high = dense<2> : tensor<1xi64>, interior_padding = dense<1> : tensor<1xi64>} : (memref<3xf32>, memref<f32>, memref<8xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @conv
// CHECK: %[[PAD:.*]] = memref.alloc() : memref<1x6x6x1xf32>
// CHECK: affine.load %[[PAD]][%{{.*}}, %{{.*}} + %{{.*}}, %{{.*}} + %{{.*}}, %{{.*}}] : memref<1x6x6x1xf32>
// buffer-deallocation frees the padded copy (the pass leaves no memref.dealloc, which its precondition refuses).
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @conv(%in: memref<1x4x4x1xf32>, %k: memref<3x3x1x2xf32>, %out: memref<1x4x4x2xf32>) {
  lmhlo.convolution(%in, %k, %out) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x1xf32>, memref<3x3x1x2xf32>, memref<1x4x4x2xf32>) -> ()
  func.return
}

// -----

// In a module that frees buffers itself (a memref.dealloc of its own), which the default pipeline runs
// without buffer-deallocation, the padded copy is freed after the ops that read it.
// CHECK-LABEL: func.func @conv_in_a_module_that_frees_its_buffers
// CHECK: %[[PAD:.*]] = memref.alloc() : memref<1x6x6x1xf32>
// CHECK: affine.load %[[PAD]]
// CHECK: memref.dealloc %[[PAD]] : memref<1x6x6x1xf32>
// CHECK: memref.dealloc %{{.*}} : memref<1x4x4x2xf32>
// CHECK-NEXT: return
func.func @conv_in_a_module_that_frees_its_buffers(%in: memref<1x4x4x1xf32>, %k: memref<3x3x1x2xf32>, %out: memref<1x4x4x2xf32>) {
  %t = memref.alloc() : memref<1x4x4x2xf32>
  lmhlo.convolution(%in, %k, %t) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x1xf32>, memref<3x3x1x2xf32>, memref<1x4x4x2xf32>) -> ()
  "lmhlo.copy"(%t, %out) : (memref<1x4x4x2xf32>, memref<1x4x4x2xf32>) -> ()
  memref.dealloc %t : memref<1x4x4x2xf32>
  func.return
}

// -----

// Gather: the start index is loaded, cast and clamped; the operand is read there with memref.load.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[A:.*]]: memref<5x4xf32>, %[[IDX:.*]]: memref<3xi32>, %[[OUT:.*]]: memref<3x4xf32>)
// CHECK: affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S:.*]] = affine.load %[[IDX]][%[[I]]] : memref<3xi32>
// CHECK-NEXT: %[[SI:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[SI]], %[[Z]] : index
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.minsi %[[LO]], %[[MAX]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[ZERO]], %[[J]] : index
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[ROW]], %[[COL]]] : memref<5x4xf32>
// CHECK-NEXT: affine.store %[[X]], %[[OUT]][%[[I]], %[[J]]] : memref<3x4xf32>
func.func @gather(%a: memref<5x4xf32>, %i: memref<3xi32>, %out: memref<3x4xf32>) {
  "lmhlo.gather"(%a, %i, %out) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 4]> : tensor<2xi64>} : (memref<5x4xf32>, memref<3xi32>, memref<3x4xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @iota
// CHECK: affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT: %[[W:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK-NEXT: %[[V:.*]] = arith.trunci %[[W]] : i64 to i32
// CHECK-NEXT: affine.store %[[V]]
func.func @iota(%out: memref<2x3xi32>) {
  "lmhlo.iota"(%out) {iota_dimension = 1 : i64} : (memref<2x3xi32>) -> ()
  func.return
}

// -----

// Sort of a row of at most 16 elements: copy into the output, then insertion sort in place (no scratch): each
// element, loaded once, moves left past the elements it is less than (the comparator on it and the one before,
// read at or after the run's start), which move up one each (loaded again in the after region, so that both
// regions carry only the position); it stops at one it is not less than (stable).
// CHECK-LABEL: func.func @sort
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-NEXT: memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[LO:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[HI:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK: %[[NEXT:.*]] = arith.addi %[[LO]], %{{.*}} : index
// CHECK: scf.for %[[T:.*]] = %[[NEXT]] to %[[HI]] step %{{.*}} {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[OUT]][%[[T]]] : memref<4xf32>
// CHECK-NEXT: %[[END:.*]] = scf.while (%[[AT:.*]] = %[[T]]) : (index) -> index {
// CHECK: %[[BEFORE:.*]] = arith.subi %[[AT]], %{{.*}} : index
// CHECK-NEXT: %[[PREV:.*]] = arith.maxsi %[[BEFORE]], %[[LO]] : index
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[OUT]][%[[PREV]]] : memref<4xf32>
// CHECK-NEXT: %[[LT:.*]] = arith.cmpf olt, %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[ABOVE:.*]] = arith.cmpi sgt, %[[AT]], %[[LO]] : index
// CHECK-NEXT: %[[GO:.*]] = arith.andi %[[ABOVE]], %[[LT]] : i1
// CHECK-NEXT: scf.condition(%[[GO]]) %[[AT]] : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[AT2:.*]]: index):
// CHECK: %[[DOWN:.*]] = arith.subi %[[AT2]], %{{.*}} : index
// CHECK-NEXT: %[[Y2:.*]] = memref.load %[[OUT]][%[[DOWN]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[Y2]], %[[OUT]][%[[AT2]]] : memref<4xf32>
// CHECK-NEXT: scf.yield %[[DOWN]] : index
// CHECK: memref.store %[[X]], %[[OUT]][%[[END]]] : memref<4xf32>
// CHECK: return
func.func @sort(%a: memref<4xf32>, %out: memref<4xf32>) {
  "lmhlo.sort"(%a, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<i1>):
    "lmhlo.compare"(%x, %y, %r) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<f32>, memref<f32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimension = 0 : i64} : (memref<4xf32>, memref<4xf32>) -> ()
  func.return
}

// -----

// A longer row: the insertion-sorted runs of 16 are merged into a scratch buffer, then runs of 32 back. A pair
// [lo, mid), [mid, hi) of n elements: an odd element from the front, then n / 2 steps from both ends: the front
// takes the right element where the comparator says it is less than the left one, while the right run lasts;
// the back takes the left element where the right one is less than it, or the right run is used up. Where the
// ends do not meet (a comparator that is not a strict weak order), the front merges the pair again.
// buffer-deallocation frees the scratch (the pass leaves no memref.dealloc).
// CHECK-LABEL: func.func @sort_merge
// CHECK-SAME: (%[[A:.*]]: memref<20xf32>, %[[OUT:.*]]: memref<20xf32>)
// CHECK-NEXT: memref.copy %[[A]], %[[OUT]] : memref<20xf32> to memref<20xf32>
// CHECK-NEXT: %[[S:.*]] = memref.alloc() : memref<20xf32>
// CHECK: scf.while
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[W:.*]] = arith.shli %{{.*}}, %{{.*}} : index
// CHECK: %[[W2:.*]] = arith.addi %[[W]], %[[W]] : index
// CHECK: scf.for %[[LO:.*]] = %{{.*}} to %{{.*}} step %[[W2]] {
// CHECK: %[[MID:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK: %[[HI:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK: %[[LAST:.*]] = arith.subi %[[HI]], %{{.*}} : index
// CHECK: %[[N:.*]] = arith.subi %[[HI]], %[[LO]] : index
// CHECK: %[[HALF:.*]] = arith.shrui %[[N]], %{{.*}} : index
// CHECK: %[[ODD:.*]]:2 = scf.for %{{.*}} = %[[LO]] to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[LO]], %{{.*}} = %[[MID]]) -> (index, index) {
// CHECK: %[[BOTH:.*]]:4 = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[I:.*]] = %[[ODD]]#0, %[[J:.*]] = %[[ODD]]#1, %[[BI:.*]] = %{{.*}}, %[[BJ:.*]] = %[[LAST]]) -> (index, index, index, index) {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[OUT]][%[[I]]] : memref<20xf32>
// CHECK-NEXT: %[[JC:.*]] = arith.minsi %[[J]], %[[LAST]] : index
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[OUT]][%[[JC]]] : memref<20xf32>
// CHECK-NEXT: %[[LT:.*]] = arith.cmpf olt, %[[Y]], %[[X]] : f32
// CHECK-NEXT: %[[RIGHT_LIVE:.*]] = arith.cmpi slt, %[[J]], %[[HI]] : index
// CHECK-NEXT: %[[TAKE:.*]] = arith.andi %[[RIGHT_LIVE]], %[[LT]] : i1
// CHECK-NEXT: %[[E:.*]] = arith.select %[[TAKE]], %[[Y]], %[[X]] : f32
// CHECK-NEXT: memref.store %[[E]], %[[S]][%[[K]]] : memref<20xf32>
// CHECK: %[[BACK:.*]] = arith.subi %{{.*}}, %[[K]] : index
// CHECK-NEXT: %[[BX:.*]] = memref.load %[[OUT]][%[[BI]]] : memref<20xf32>
// CHECK-NEXT: %[[BY:.*]] = memref.load %[[OUT]][%[[BJ]]] : memref<20xf32>
// CHECK-NEXT: %[[BLT:.*]] = arith.cmpf olt, %[[BY]], %[[BX]] : f32
// CHECK-NEXT: %[[RIGHT_DONE:.*]] = arith.cmpi slt, %[[BJ]], %[[MID]] : index
// CHECK-NEXT: %[[TAKE_LEFT:.*]] = arith.ori %[[RIGHT_DONE]], %[[BLT]] : i1
// CHECK-NEXT: %[[BE:.*]] = arith.select %[[TAKE_LEFT]], %[[BX]], %[[BY]] : f32
// CHECK-NEXT: memref.store %[[BE]], %[[S]][%[[BACK]]] : memref<20xf32>
// CHECK: %[[NEXT_BI:.*]] = arith.addi %[[BOTH]]#2, %{{.*}} : index
// CHECK-NEXT: %[[MET_I:.*]] = arith.cmpi eq, %[[BOTH]]#0, %[[NEXT_BI]] : index
// CHECK-NEXT: %[[NEXT_BJ:.*]] = arith.addi %[[BOTH]]#3, %{{.*}} : index
// CHECK-NEXT: %[[MET_J:.*]] = arith.cmpi eq, %[[BOTH]]#1, %[[NEXT_BJ]] : index
// CHECK-NEXT: %[[MET:.*]] = arith.andi %[[MET_I]], %[[MET_J]] : i1
// CHECK-NEXT: %[[AGAIN:.*]] = arith.select %[[MET]], %[[LO]], %[[HI]] : index
// CHECK: scf.for %{{.*}} = %[[LO]] to %[[AGAIN]] step %{{.*}} iter_args(%[[AI:.*]] = %[[LO]], %[[AJ:.*]] = %[[MID]]) -> (index, index) {
// CHECK: %[[LEFT_DONE:.*]] = arith.cmpi sge, %[[AI]], %[[MID]] : index
// CHECK: scf.for
// CHECK: memref.load %[[S]]
// CHECK: memref.load %[[S]]
// CHECK: memref.store %{{.*}}, %[[OUT]]
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @sort_merge(%a: memref<20xf32>, %out: memref<20xf32>) {
  "lmhlo.sort"(%a, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<i1>):
    "lmhlo.compare"(%x, %y, %r) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<f32>, memref<f32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimension = 0 : i64} : (memref<20xf32>, memref<20xf32>) -> ()
  func.return
}

// -----

// An element type the scalar ops do not take stays, and fails the pass.
func.func @sort_unsigned(%a: memref<4xui32>, %out: memref<4xui32>) {
  // expected-error@+1 {{failed to legalize operation 'lmhlo.sort'}}
  "lmhlo.sort"(%a, %out) ({
  ^bb0(%x: memref<ui32>, %y: memref<ui32>, %r: memref<i1>):
    "lmhlo.compare"(%x, %y, %r) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<ui32>, memref<ui32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimension = 0 : i64} : (memref<4xui32>, memref<4xui32>) -> ()
  func.return
}

// -----

// Scatter: copy, then per update element the origin loaded from the indices, a bounds check
// (0 <= row <= 3 - 1, the rows minus the window) and the body.
// CHECK-LABEL: func.func @scatter
// CHECK-SAME: (%[[A:.*]]: memref<3x4xf32>, %[[IDX:.*]]: memref<2x1xi32>, %[[U:.*]]: memref<2x4xf32>, %[[OUT:.*]]: memref<3x4xf32>)
// CHECK-NEXT: memref.copy %[[A]], %[[OUT]]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[S:.*]] = memref.load %[[IDX]][%[[I]], %{{.*}}] : memref<2x1xi32>
// CHECK-NEXT: %[[ROW:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[LO:.*]] = arith.cmpi sge, %[[ROW]], %{{.*}} : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[HI:.*]] = arith.cmpi sle, %[[ROW]], %[[C2]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.andi %[[LO]], %[[HI]] : i1
// CHECK-NEXT: scf.if %[[OK]] {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[OUT]][%[[ROW]], %[[J]]] : memref<3x4xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[U]][%[[I]], %[[J]]] : memref<2x4xf32>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: memref.store %[[SUM]], %[[OUT]][%[[ROW]], %[[J]]] : memref<3x4xf32>
func.func @scatter(%a: memref<3x4xf32>, %i: memref<2x1xi32>, %u: memref<2x4xf32>, %out: memref<3x4xf32>) {
  "lmhlo.scatter"(%a, %i, %u, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    "lmhlo.add"(%x, %y, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (memref<3x4xf32>, memref<2x1xi32>, memref<2x4xf32>, memref<3x4xf32>) -> ()
  func.return
}

// -----

// Dynamic slice: the starts are loaded and clamped once; the operand is read at start + i with memref.load.
// CHECK-LABEL: func.func @dynamic_slice
// CHECK-SAME: (%[[A:.*]]: memref<3x4xf32>, %[[I:.*]]: memref<i32>, %[[J:.*]]: memref<i32>, %[[OUT:.*]]: memref<2x2xf32>)
// CHECK-NEXT: %[[IV:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: %[[IC:.*]] = arith.index_cast %[[IV]] : i32 to index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[IL:.*]] = arith.maxsi %[[IC]], %[[Z]] : index
// CHECK-NEXT: %[[IMAX:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[IL]], %[[IMAX]] : index
// CHECK: %[[C:.*]] = arith.minsi
// CHECK-NEXT: affine.for %[[P:.*]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[Q:.*]] = 0 to 2 {
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[R]], %[[P]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[C]], %[[Q]] : index
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[ROW]], %[[COL]]] : memref<3x4xf32>
// CHECK-NEXT: affine.store %[[X]], %[[OUT]][%[[P]], %[[Q]]] : memref<2x2xf32>
func.func @dynamic_slice(%a: memref<3x4xf32>, %i: memref<i32>, %j: memref<i32>, %out: memref<2x2xf32>) {
  "lmhlo.dynamic_slice"(%a, %i, %j, %out) {slice_sizes = dense<[2, 2]> : tensor<2xi64>} : (memref<3x4xf32>, memref<i32>, memref<i32>, memref<2x2xf32>) -> ()
  func.return
}

// -----

// Dynamic update slice: the operand copied into the output, then the update stored at the clamped starts.
// CHECK-LABEL: func.func @dynamic_update_slice
// CHECK-SAME: (%[[A:.*]]: memref<3x4xf32>, %[[U:.*]]: memref<2x2xf32>, %{{.*}}: memref<i32>, %{{.*}}: memref<i32>, %[[OUT:.*]]: memref<3x4xf32>)
// CHECK: affine.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}}] : memref<3x4xf32>
// CHECK: %[[R:.*]] = arith.minsi
// CHECK: %[[C:.*]] = arith.minsi
// CHECK-NEXT: affine.for %[[P:.*]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[Q:.*]] = 0 to 2 {
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[R]], %[[P]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[C]], %[[Q]] : index
// CHECK-NEXT: %[[X:.*]] = affine.load %[[U]][%[[P]], %[[Q]]] : memref<2x2xf32>
// CHECK-NEXT: memref.store %[[X]], %[[OUT]][%[[ROW]], %[[COL]]] : memref<3x4xf32>
func.func @dynamic_update_slice(%a: memref<3x4xf32>, %u: memref<2x2xf32>, %i: memref<i32>, %j: memref<i32>, %out: memref<3x4xf32>) {
  "lmhlo.dynamic-update-slice"(%a, %u, %i, %j, %out) : (memref<3x4xf32>, memref<2x2xf32>, memref<i32>, memref<i32>, memref<3x4xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @clamp_map
// CHECK: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: %[[LO:.*]] = affine.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: %[[X:.*]] = affine.load %{{.*}}[%[[I]]] : memref<4xf32>
// CHECK-NEXT: %[[HI:.*]] = affine.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[X]], %[[LO]] : f32
// CHECK-NEXT: %[[N:.*]] = arith.minimumf %[[M]], %[[HI]] : f32
// CHECK: affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT: %[[A:.*]] = affine.load %{{.*}}[%[[J]]] : memref<4xf32>
// CHECK-NEXT: %[[B:.*]] = affine.load %{{.*}}[%[[J]]] : memref<4xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[P]], %[[A]] : f32
// CHECK-NEXT: affine.store %[[S]], %{{.*}}[%[[J]]] : memref<4xf32>
func.func @clamp_map(%lo: memref<f32>, %a: memref<4xf32>, %hi: memref<f32>, %c: memref<4xf32>, %m: memref<4xf32>) {
  "lmhlo.clamp"(%lo, %a, %hi, %c) : (memref<f32>, memref<4xf32>, memref<f32>, memref<4xf32>) -> ()
  "lmhlo.map"(%a, %c, %m) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    %t = memref.alloc() : memref<f32>
    "lmhlo.multiply"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    %u = memref.alloc() : memref<f32>
    "lmhlo.add"(%t, %x, %u) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.copy"(%u, %r) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  func.return
}

// -----

// lmhlo.case: scf.index_switch on the loaded index; the last branch is the default (an index out of range runs it).
// CHECK-LABEL: func.func @case
// CHECK-SAME: (%[[I:.*]]: memref<i32>, %[[A:.*]]: memref<2xf32>, %[[OUT:.*]]: memref<2xf32>)
// CHECK-NEXT: %[[V:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[V]] : i32 to index
// CHECK-NEXT: scf.index_switch %[[X]]
// CHECK-NEXT: case 0 {
// CHECK-NEXT: affine.for
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: affine.for
// CHECK: arith.negf
// CHECK: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @case(%i: memref<i32>, %a: memref<2xf32>, %out: memref<2xf32>) {
  "lmhlo.case"(%i) ({
    "lmhlo.copy"(%a, %out) : (memref<2xf32>, memref<2xf32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.negate"(%a, %out) : (memref<2xf32>, memref<2xf32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : (memref<i32>) -> ()
  func.return
}

// -----

// lmhlo.while: scf.while whose before region runs the condition and reads cond_val.
// CHECK-LABEL: func.func @while
// CHECK-SAME: (%[[N:.*]]: memref<i32>, %[[I:.*]]: memref<i32>, %[[ONE:.*]]: memref<i32>, %[[C:.*]]: memref<i1>)
// CHECK-NEXT: scf.while : () -> () {
// CHECK: arith.cmpi slt
// CHECK-NEXT: affine.store %{{.*}}, %[[C]][] : memref<i1>
// CHECK-NEXT: %[[F:.*]] = memref.load %[[C]][] : memref<i1>
// CHECK-NEXT: scf.condition(%[[F]])
// CHECK-NEXT: } do {
// CHECK: arith.addi
// CHECK-NEXT: affine.store %{{.*}}, %[[I]][] : memref<i32>
// CHECK-NEXT: scf.yield
func.func @while(%n: memref<i32>, %i: memref<i32>, %one: memref<i32>, %c: memref<i1>) {
  "lmhlo.while"(%c) ({
    "lmhlo.compare"(%i, %n, %c) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<i32>, memref<i32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.add"(%i, %one, %i) : (memref<i32>, memref<i32>, memref<i32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : (memref<i1>) -> ()
  func.return
}

// -----

// A dynamic size bounds its loop through the memref.dim of the output.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[A:.*]]: memref<?x4xf32>, %[[OUT:.*]]: memref<?x4xf32>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[N:.*]] = memref.dim %[[OUT]], %[[ZERO]] : memref<?x4xf32>
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to %[[N]] {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT: %[[X:.*]] = affine.load %[[A]][%[[I]], %[[J]]] : memref<?x4xf32>
// CHECK-NEXT: %[[Y:.*]] = math.absf %[[X]] : f32
// CHECK-NEXT: affine.store %[[Y]], %[[OUT]][%[[I]], %[[J]]] : memref<?x4xf32>
func.func @dynamic(%a: memref<?x4xf32>, %out: memref<?x4xf32>) {
  "lmhlo.abs"(%a, %out) : (memref<?x4xf32>, memref<?x4xf32>) -> ()
  func.return
}
