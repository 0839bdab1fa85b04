// canonicalize merges equal constants and moves them to the start of the closest region
// isolated from above, as upstream's greedy driver does before each sweep.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @hoist_and_merge
// CHECK-SAME: (%[[X:.*]]: i32, %[[N:.*]]: index)
// Each constant that does not follow one already placed moves to the front: c1, then c0, then c4.
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[A:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[C1]] : i32
// CHECK-NEXT: %[[R:.*]] = scf.for %{{.*}} = %[[C0]] to %[[N]] step %[[C4]] iter_args(%[[ACC:.*]] = %[[B]]) -> (i32) {
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[ACC]], %[[C1]] : i32
// CHECK-NEXT:   scf.yield %[[S]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @hoist_and_merge(%x: i32, %n: index) -> i32 {
  %0 = arith.muli %x, %x : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %2 = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %1) -> (i32) {
    %one = arith.constant 1 : i32
    %s = arith.addi %acc, %one : i32
    scf.yield %s : i32
  }
  return %2 : i32
}

// -----

// Float constants compare by their bits: -0.0 and 0.0 stay two.
// CHECK-LABEL: func.func @signed_zeros
// CHECK-DAG: arith.constant 0.000000e+00 : f32
// CHECK-DAG: arith.constant -0.000000e+00 : f32
func.func @signed_zeros(%x: f32) -> (f32, f32) {
  %z = arith.constant 0.0 : f32
  %mz = arith.constant -0.0 : f32
  %0 = arith.mulf %x, %z : f32
  %1 = arith.mulf %x, %mz : f32
  return %0, %1 : f32, f32
}

// -----

// An llvm.func is isolated from above upstream: its constants stay in it.
// CHECK-LABEL: llvm.func @llvm_function
// CHECK-NEXT: llvm.mlir.constant
func.func private @other() -> ()
llvm.func @llvm_function(%x: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %0 = llvm.add %x, %c : i32
  llvm.return %0 : i32
}

// -----

// The bodies of HLO ops keep their constants (the HLO lowerings read them on their own).
// CHECK-LABEL: func.func @reduce_body
// CHECK: stablehlo.reduce
// CHECK: stablehlo.constant dense<1.000000e+00>
// CHECK: stablehlo.return
func.func @reduce_body(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s = stablehlo.add %a, %b : tensor<f32>
    %t = stablehlo.multiply %s, %one : tensor<f32>
    %u = stablehlo.subtract %t, %one : tensor<f32>
    stablehlo.return %u : tensor<f32>
  }
  return %0 : tensor<f32>
}
