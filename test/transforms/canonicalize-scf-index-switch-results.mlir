// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize --split-input-file | FileCheck %s %}

// The unused results of an scf.index_switch go, with the values each region yields for them.

// CHECK-LABEL: func.func @drop_first
// CHECK-SAME: (%[[I:.*]]: index, %[[M:.*]]: memref<i32>) -> i32
// CHECK-DAG: %[[C10:.*]] = arith.constant 10 : i32
// CHECK-DAG: %[[C11:.*]] = arith.constant 11 : i32
// CHECK: %[[R:.*]] = scf.index_switch %[[I]] -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: memref.store %[[C10]], %[[M]][] : memref<i32>
// CHECK-NEXT: scf.yield %[[C10]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %[[C11]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
func.func @drop_first(%i: index, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %m[] : memref<i32>
    scf.yield %c10, %c10 : i32, i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11, %c11 : i32, i32
  }
  return %r#1 : i32
}

// -----

// With no result left the default region prints without its empty scf.yield.

// CHECK-LABEL: func.func @drop_all
// CHECK: scf.index_switch %{{.*}}
// CHECK-NEXT: case 1 {
// CHECK-NEXT: memref.store
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @drop_all(%i: index, %m: memref<i32>) {
  %r = scf.index_switch %i -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %m[] : memref<i32>
    scf.yield %c10 : i32
  }
  default {
    %c11 = arith.constant 11 : i32
    memref.store %c11, %m[] : memref<i32>
    scf.yield %c11 : i32
  }
  return
}
