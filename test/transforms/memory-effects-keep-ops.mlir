// Ops that read or write memory (or talk to other processes) are not dead when their results are unused:
// canonicalize and cse keep them. Each op's effects are upstream's (its ODS `MemRead`/`MemWrite`, or no
// `Pure` trait at all).
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: ai-opt %s --split-input-file --cse | FileCheck %s

// memref.generic_atomic_rmw's memref operand is `Arg<AnyMemRef, ..., [MemRead, MemWrite]>`: an unused one
// with a pure body still writes the element.
// CHECK-LABEL: func.func @generic_atomic_rmw_unused
// CHECK: memref.generic_atomic_rmw
// CHECK: arith.mulf
// CHECK: memref.atomic_yield
func.func @generic_atomic_rmw_unused(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 2.0 : f32
    %n = arith.mulf %old, %c : f32
    memref.atomic_yield %n : f32
  }
  return
}

// -----

// Two identical ones are two updates, not one (cse must not merge them).
// CHECK-LABEL: func.func @generic_atomic_rmw_twice
// CHECK-COUNT-2: memref.generic_atomic_rmw
func.func @generic_atomic_rmw_twice(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %a = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%old: i32):
    memref.atomic_yield %old : i32
  }
  %b = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%old: i32):
    memref.atomic_yield %old : i32
  }
  return %a, %b : i32, i32
}

// -----

// CHECK-LABEL: func.func @atomic_rmw_unused
// CHECK: memref.atomic_rmw addf
func.func @atomic_rmw_unused(%m: memref<4xf32>, %i: index, %v: f32) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// stablehlo/mhlo all_to_all and collective_permute are not `Pure` upstream (cross-replica-sum is): each
// process of the group takes part, so an unused one is kept.
// CHECK-LABEL: func.func @collectives_unused
// CHECK-NEXT: "stablehlo.all_to_all"
// CHECK-NEXT: "stablehlo.collective_permute"
// CHECK-NEXT: "mhlo.all_to_all"
// CHECK-NEXT: "mhlo.collective_permute"
// CHECK-NEXT: return
func.func @collectives_unused(%x: tensor<2x4xf32>) {
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 2 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %1 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = "stablehlo.cross-replica-sum"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %3 = "mhlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 2 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %4 = "mhlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

// acc.atomic.update reads and writes its `x` operand (upstream's `[MemRead, MemWrite]`), whatever its
// body does (xDSL's declares only its body's effects).
// CHECK-LABEL: func.func @acc_atomic_update_pure_body
// CHECK: acc.atomic.update
// CHECK: arith.addi
// CHECK: acc.yield
func.func @acc_atomic_update_pure_body(%p: memref<i32>) {
  acc.atomic.update %p : memref<i32> {
  ^bb0(%x: i32):
    %c = arith.constant 1 : i32
    %s = arith.addi %x, %c : i32
    acc.yield %s : i32
  }
  return
}
