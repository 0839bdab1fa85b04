// RUN: ai-opt %s --split-input-file --verify-diagnostics --lhlo-legalize-to-parallel-loops | FileCheck %s

// A reduce: scf.parallel over the output around an scf.parallel over the reduced dimension with scf.reduce.
// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[INIT:.*]]: memref<f32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[C4]]) step (%[[C1]]) {
// CHECK-NEXT: %[[START:.*]] = memref.load %[[INIT]][] : memref<f32>
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[SUM:.*]] = scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%[[C8]]) step (%{{.*}}) init (%[[START]]) -> f32 {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[J]]] : memref<4x8xf32>
// CHECK-NEXT: scf.reduce(%[[X]] : f32) {
// CHECK-NEXT: ^{{.*}}(%[[L:.*]]: f32, %[[R:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[L]], %[[R]] : f32
// CHECK-NEXT: scf.reduce.return %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[SUM]], %[[OUT]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
func.func @reduce(%a: memref<4x8xf32>, %init: memref<f32>, %out: memref<4xf32>) {
  "lmhlo.reduce"(%a, %init, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    %t = memref.alloc() : memref<f32>
    "lmhlo.add"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.copy"(%t, %r) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (memref<4x8xf32>, memref<f32>, memref<4xf32>) -> ()
  func.return
}

// -----

// Reducing every dimension needs no outer loop; other lmhlo ops are left.
// CHECK-LABEL: func.func @reduce_all
// CHECK-NOT: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: %[[SUM:.*]] = scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) init (%{{.*}}) -> i32 {
// CHECK: arith.muli
// CHECK: memref.store %[[SUM]], %{{.*}}[] : memref<i32>
// CHECK: "lmhlo.negate"
func.func @reduce_all(%a: memref<2x3xi32>, %init: memref<i32>, %out: memref<i32>, %neg: memref<i32>) {
  "lmhlo.reduce"(%a, %init, %out) ({
  ^bb0(%x: memref<i32>, %y: memref<i32>, %r: memref<i32>):
    %t = memref.alloc() : memref<i32>
    "lmhlo.multiply"(%x, %y, %t) : (memref<i32>, memref<i32>, memref<i32>) -> ()
    "lmhlo.copy"(%t, %r) : (memref<i32>, memref<i32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<[0, 1]> : tensor<2xi64>} : (memref<2x3xi32>, memref<i32>, memref<i32>) -> ()
  "lmhlo.negate"(%out, %neg) : (memref<i32>, memref<i32>) -> ()
  func.return
}

// -----

// A padded reduce_window reads the init value where the window index falls in the padding.
// CHECK-LABEL: func.func @reduce_window
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = {{.*}} {
// CHECK-NEXT: %[[START:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK: %[[MAX:.*]] = scf.parallel (%[[WI:.*]], %[[WJ:.*]]) = {{.*}} init (%[[START]]) -> f32 {
// CHECK: %[[II:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CHECK: arith.cmpi slt
// CHECK: %[[X:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT: %[[L:.*]] = memref.load %{{.*}}[%[[II]], %{{.*}}] : memref<4x6xf32>
// CHECK-NEXT: scf.yield %[[L]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[START]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce(%[[X]] : f32) {
// CHECK: arith.maximumf
// CHECK: memref.store %[[MAX]], %{{.*}}[%[[I]], %[[J]]] : memref<2x3xf32>
func.func @reduce_window(%a: memref<4x6xf32>, %init: memref<f32>, %out: memref<2x3xf32>) {
  "lmhlo.reduce_window"(%a, %init, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    %t = memref.alloc() : memref<f32>
    "lmhlo.maximum"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.copy"(%t, %r) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {window_dimensions = dense<[3, 3]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>} : (memref<4x6xf32>, memref<f32>, memref<2x3xf32>) -> ()
  func.return
}

// -----

// select_and_scatter: fill the output, then in parallel per source element find the selected window element
// and combine into it atomically (windows overlap), as upstream.
// CHECK-LABEL: func.func @select_and_scatter
// CHECK-SAME: (%[[A:.*]]: memref<4x6xf32>, %[[SRC:.*]]: memref<2x3xf32>, %[[INIT:.*]]: memref<f32>, %[[OUT:.*]]: memref<4x6xf32>)
// CHECK: %[[I0:.*]] = memref.load %[[INIT]][] : memref<f32>
// CHECK: scf.parallel
// CHECK-NEXT: memref.store %[[I0]], %[[OUT]]
// CHECK: scf.parallel (%[[S0:.*]], %[[S1:.*]]) = ({{.*}}) to ({{.*}}) step ({{.*}}) {
// CHECK: %[[SEL:.*]]:4 = scf.for {{.*}} iter_args({{.*}}) -> (f32, index, index, i1) {
// CHECK: arith.cmpf oge
// CHECK: %[[V:.*]] = memref.load %[[SRC]][%[[S0]], %[[S1]]] : memref<2x3xf32>
// CHECK-NEXT: memref.generic_atomic_rmw %[[OUT]][%[[SEL]]#1, %[[SEL]]#2] : memref<4x6xf32> {
// CHECK-NEXT: ^bb0(%[[CUR:.*]]: f32):
// CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[CUR]], %[[V]] : f32
// CHECK-NEXT: memref.atomic_yield %[[NEW]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
func.func @select_and_scatter(%a: memref<4x6xf32>, %src: memref<2x3xf32>, %init: memref<f32>, %out: memref<4x6xf32>) {
  "lmhlo.select_and_scatter"(%a, %src, %init, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<i1>):
    %t = memref.alloc() : memref<i1>
    "lmhlo.compare"(%x, %y, %t) {comparison_direction = #mhlo<comparison_direction GE>} : (memref<f32>, memref<f32>, memref<i1>) -> ()
    "lmhlo.copy"(%t, %r) : (memref<i1>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    %t = memref.alloc() : memref<f32>
    "lmhlo.add"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.copy"(%t, %r) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {window_dimensions = dense<[2, 3]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>} : (memref<4x6xf32>, memref<2x3xf32>, memref<f32>, memref<4x6xf32>) -> ()
  func.return
}

// -----

// Two operands reduced to scalars: no loop over the output, an scf.for nest over the input.
// CHECK-LABEL: func.func @two_operands
// CHECK-NOT: scf.parallel
// CHECK: %[[A:.*]]:2 = scf.for
// CHECK: memref.store %[[A]]#0, %{{.*}}[] : memref<f32>
// CHECK-NEXT: memref.store %[[A]]#1, %{{.*}}[] : memref<i32>
func.func @two_operands(%a: memref<4xf32>, %b: memref<4xi32>, %ia: memref<f32>, %ib: memref<i32>, %oa: memref<f32>, %ob: memref<i32>) {
  "lmhlo.reduce"(%a, %b, %ia, %ib, %oa, %ob) ({
  ^bb0(%x: memref<f32>, %y: memref<i32>, %z: memref<f32>, %w: memref<i32>, %r: memref<f32>, %s: memref<i32>):
    "lmhlo.add"(%x, %z, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.add"(%y, %w, %s) : (memref<i32>, memref<i32>, memref<i32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (memref<4xf32>, memref<4xi32>, memref<f32>, memref<i32>, memref<f32>, memref<i32>) -> ()
  func.return
}

// -----

// Several operands combined by one body (argmax): an scf.for over the reduced dims carries the accumulators.
// CHECK-LABEL: func.func @argmax
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT: %[[V0:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: %[[I0:.*]] = memref.load %{{.*}}[] : memref<i32>
// CHECK: %[[V:.*]]:2 = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[V0]], %[[ACCI:.*]] = %[[I0]]) -> (f32, i32) {
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]] : memref<4x6xf32>
// CHECK-NEXT: %[[XI:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]] : memref<4x6xi32>
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[X]], %[[ACC]] : f32
// CHECK-NEXT: %[[NV:.*]] = arith.select %[[GT]], %[[X]], %[[ACC]] : f32
// CHECK-NEXT: %[[NI:.*]] = arith.select %[[GT]], %[[XI]], %[[ACCI]] : i32
// CHECK-NEXT: scf.yield %[[NV]], %[[NI]] : f32, i32
// CHECK: memref.store %[[V]]#0, %{{.*}}[%[[I]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[V]]#1, %{{.*}}[%[[I]]] : memref<4xi32>
func.func @argmax(%a: memref<4x6xf32>, %i: memref<4x6xi32>, %z: memref<f32>, %n: memref<i32>, %out: memref<4xf32>, %outi: memref<4xi32>) {
  "lmhlo.reduce"(%a, %i, %z, %n, %out, %outi) ({
  ^bb0(%x: memref<f32>, %xi: memref<i32>, %y: memref<f32>, %yi: memref<i32>, %r: memref<f32>, %ri: memref<i32>):
    %p = memref.alloc() : memref<i1>
    "lmhlo.compare"(%y, %x, %p) {comparison_direction = #mhlo<comparison_direction GT>} : (memref<f32>, memref<f32>, memref<i1>) -> ()
    "lmhlo.select"(%p, %y, %x, %r) : (memref<i1>, memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.select"(%p, %yi, %xi, %ri) : (memref<i1>, memref<i32>, memref<i32>, memref<i32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (memref<4x6xf32>, memref<4x6xi32>, memref<f32>, memref<i32>, memref<4xf32>, memref<4xi32>) -> ()
  func.return
}

// -----

// Base dilation: a window element reads the input where its index divides by the dilation, else the init value.
// CHECK-LABEL: func.func @base_dilation
// CHECK: %[[INIT:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK: %[[P:.*]] = arith.addi
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[REM:.*]] = arith.remsi %[[P]], %[[TWO]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[HIT:.*]] = arith.cmpi eq, %[[REM]], %[[Z]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[P]], %[[TWO]] : index
// CHECK: %[[IN:.*]] = arith.andi
// CHECK-NEXT: %[[OK:.*]] = arith.andi %[[IN]], %[[HIT]] : i1
// CHECK-NEXT: %{{.*}} = scf.if %[[OK]] -> (f32) {
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[%[[Q]]] : memref<3xf32>
// CHECK-NEXT: scf.yield %[[X]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[INIT]] : f32
func.func @base_dilation(%a: memref<3xf32>, %z: memref<f32>, %out: memref<4xf32>) {
  "lmhlo.reduce_window"(%a, %z, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    "lmhlo.add"(%x, %y, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {window_dimensions = dense<2> : tensor<1xi64>, base_dilations = dense<2> : tensor<1xi64>} : (memref<3xf32>, memref<f32>, memref<4xf32>) -> ()
  func.return
}

// -----

func.func @unsigned(%a: memref<4xui32>, %init: memref<ui32>, %out: memref<ui32>) {
  // expected-error@+1 {{failed to legalize operation 'lmhlo.reduce'}}
  "lmhlo.reduce"(%a, %init, %out) ({
  ^bb0(%x: memref<ui32>, %y: memref<ui32>, %r: memref<ui32>):
    "lmhlo.add"(%x, %y, %r) : (memref<ui32>, memref<ui32>, memref<ui32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (memref<4xui32>, memref<ui32>, memref<ui32>) -> ()
  func.return
}

// -----

// Rank 0: no loop (upstream's scf.parallel needs one); the init combines once with the one element.
// CHECK-LABEL: func.func @reduce_window_rank0
// CHECK-SAME: (%[[IN:.*]]: memref<f32>, %[[INIT:.*]]: memref<f32>, %[[OUT:.*]]: memref<f32>)
// CHECK-NOT: scf.parallel
// CHECK: %[[I:.*]] = memref.load %[[INIT]][] : memref<f32>
// CHECK: %[[X:.*]] = memref.load %[[IN]][] : memref<f32>
// CHECK: %[[S:.*]] = arith.addf %[[I]], %[[X]] : f32
// CHECK: memref.store %[[S]], %[[OUT]][] : memref<f32>
func.func @reduce_window_rank0(%in: memref<f32>, %init: memref<f32>, %out: memref<f32>) {
  "lmhlo.reduce_window"(%in, %init, %out) ({
  ^bb0(%a: memref<f32>, %b: memref<f32>, %c: memref<f32>):
    "lmhlo.add"(%a, %b, %c) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {window_dimensions = dense<> : tensor<0xi64>} : (memref<f32>, memref<f32>, memref<f32>) -> ()
  return
}
