// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s
// Upstream's folds and patterns of addui_extended, mulsi_extended and mului_extended: constants fold to the
// sum and carry (the low and high halves), adding 0 and multiplying by 0 or 1 fold, an unused carry or high
// half leaves an addi or muli, and a constant on the left moves right first.

// CHECK-LABEL: func.func @constants(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[LO:.*]] = arith.constant dense<[65, 79, 34]> : vector<3xi8>
// CHECK-DAG:     %[[HI:.*]] = arith.constant dense<[0, 14, 0]> : vector<3xi8>
// CHECK-DAG:     %[[ULO:.*]] = arith.constant -71 : i8
// CHECK-DAG:     %[[UHI:.*]] = arith.constant 28 : i8
// CHECK:         return %[[C0]], %[[TRUE]], %[[LO]], %[[HI]], %[[ULO]], %[[UHI]]
func.func @constants() -> (i32, i1, vector<3xi8>, vector<3xi8>, i8, i8) {
  %max = arith.constant 4294967295 : i32
  %c1 = arith.constant 1 : i32
  %sum, %carry = arith.addui_extended %max, %c1 : i32, i1
  %a = arith.constant dense<[5, 37, -17]> : vector<3xi8>
  %b = arith.constant dense<[13, 99, -2]> : vector<3xi8>
  %low, %high = arith.mulsi_extended %a, %b : vector<3xi8>
  %c57 = arith.constant 57 : i8
  %c-127 = arith.constant -127 : i8
  // unsigned: 57 * 129 = 7353 = 28 * 256 + 185 (-71)
  %ulow, %uhigh = arith.mului_extended %c57, %c-127 : i8
  return %sum, %carry, %low, %high, %ulow, %uhigh : i32, i1, vector<3xi8>, vector<3xi8>, i8, i8
}

// -----

// CHECK-LABEL: func.func @zero_and_one(
// CHECK-SAME:    %[[X:.*]]: i32)
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[NEG:.*]] = arith.cmpi slt, %[[X]], %[[ZERO]] : i32
// CHECK-DAG:     %[[SIGN:.*]] = arith.extsi %[[NEG]] : i1 to i32
// CHECK:         return %[[X]], %[[FALSE]], %[[X]], %[[FALSE]], %[[ZERO]], %[[ZERO]], %[[X]], %[[ZERO]], %[[X]], %[[SIGN]]
func.func @zero_and_one(%x: i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %s1, %o1 = arith.addui_extended %c0, %x : i32, i1
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %l1, %h1 = arith.mului_extended %x, %c1 : i32
  %l2, %h2 = arith.mulsi_extended %c1, %x : i32
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32
}

// -----

// In i1, 1 is -1: mulsi_extended by true stays.
// CHECK-LABEL: func.func @signed_i1(
// CHECK:         arith.mulsi_extended
func.func @signed_i1(%x: i1) -> (i1, i1) {
  %true = arith.constant true
  %low, %high = arith.mulsi_extended %x, %true : i1
  return %low, %high : i1, i1
}

// -----

// CHECK-LABEL: func.func @unused_halves(
// CHECK-SAME:    %[[X:.*]]: vector<3xi32>, %[[Y:.*]]: vector<3xi32>)
// CHECK-DAG:     %[[SUM:.*]] = arith.addi %[[X]], %[[Y]] : vector<3xi32>
// CHECK-DAG:     %[[PS:.*]] = arith.muli %[[X]], %[[Y]] : vector<3xi32>
// CHECK-DAG:     %[[LOW:.*]], %[[HIGH:.*]] = arith.mului_extended %[[X]], %[[Y]] : vector<3xi32>
// CHECK:         return %[[SUM]], %[[PS]], %[[HIGH]]
func.func @unused_halves(%x: vector<3xi32>, %y: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi32>) {
  %sum, %carry = arith.addui_extended %x, %y : vector<3xi32>, vector<3xi1>
  %low, %high = arith.mulsi_extended %x, %y : vector<3xi32>
  // An unused low half stays (upstream has no pattern for it).
  %ulow, %uhigh = arith.mului_extended %x, %y : vector<3xi32>
  return %sum, %low, %uhigh : vector<3xi32>, vector<3xi32>, vector<3xi32>
}
