// What ai-opt prints parses in upstream mlir-opt (LLVM 22), in the custom and
// the generic form, with and without locations.
// REQUIRES: upstream-mlir

// RUN: ai-opt %s | %mlir-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | %mlir-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-debuginfo | %mlir-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: ai-opt %s --cse --canonicalize | %mlir-opt | FileCheck %s --check-prefix=OPT

// And what upstream prints parses in ai-opt.
// RUN: %mlir-opt %s | ai-opt | FileCheck %s
// RUN: %mlir-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @scaled_sum
// CHECK-COUNT-2: arith.addi
// CHECK: arith.muli
// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK: memref.store

// LOC: arith.muli {{.*}} loc(#[[L:loc[0-9]*]])
// LOC: #[[L]] = loc("{{.*}}upstream-compat.mlir":[[# @LINE + 9]]:8)

// OPT-LABEL: func.func @scaled_sum
// OPT-COUNT-1: arith.addi
// OPT-NOT: arith.addi

func.func @scaled_sum(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %x, %y : i32
  %2 = arith.muli %0, %1 : i32
  func.return %2 : i32
}

func.func @loop(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %m[%i] : memref<8xf32>
  }
  func.return
}
