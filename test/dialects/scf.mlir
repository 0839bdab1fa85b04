// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// scf.parallel with two reductions, each with its own scf.reduce region.
// CHECK-LABEL: func.func @parallel_reductions
// CHECK-SAME: (%[[M:.*]]: memref<4x4xf32>, %[[V:.*]]: f32)
// CHECK: %[[R:.*]]:2 = scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0:.*]], %[[C0]]) to (%[[C4:.*]], %[[C4]]) step (%[[C1:.*]], %[[C1]]) init (%[[V]], %[[V]]) -> (f32, f32) {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[M]][%[[I]], %[[J]]] : memref<4x4xf32>
// CHECK-NEXT: scf.reduce(%[[X]], %[[X]] : f32, f32) {
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: scf.reduce.return %[[T]] : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^{{.*}}(%[[A2:.*]]: f32, %[[B2:.*]]: f32):
// CHECK-NEXT: %[[T2:.*]] = arith.maximumf %[[A2]], %[[B2]] : f32
// CHECK-NEXT: scf.reduce.return %[[T2]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @parallel_reductions(%m: memref<4x4xf32>, %v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) init (%v, %v) -> (f32, f32) {
    %x = memref.load %m[%i, %j] : memref<4x4xf32>
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      scf.reduce.return %t : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %t = arith.maximumf %a, %b : f32
      scf.reduce.return %t : f32
    }
  }
  func.return %r#0, %r#1 : f32, f32
}

// -----

// One result prints its type without parentheses; a loop without reductions still ends in scf.reduce.
// CHECK-LABEL: func.func @parallel_simple
// CHECK: %{{.*}} = scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}) -> f32 {
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
func.func @parallel_simple(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%v) -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.mulf %a, %b : f32
      scf.reduce.return %t : f32
    }
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %s, %m[%i] : memref<4xf32>
  }
  func.return %s : f32
}

// -----

// scf.while without loop-carried values: no `()` before the type, as upstream prints it.
// CHECK-LABEL: func.func @while_without_values
// CHECK: scf.while : () -> () {
// CHECK-NEXT: %[[C:.*]] = memref.load %{{.*}}[] : memref<i1>
// CHECK-NEXT: scf.condition(%[[C]])
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK: %{{.*}} = scf.while (%[[X:.*]] = %{{.*}}) : (i32) -> i32 {
func.func @while_without_values(%flag: memref<i1>, %init: i32) -> i32 {
  scf.while : () -> () {
    %c = memref.load %flag[] : memref<i1>
    scf.condition(%c)
  } do {
    scf.yield
  }
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = memref.load %flag[] : memref<i1>
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  func.return %r : i32
}
