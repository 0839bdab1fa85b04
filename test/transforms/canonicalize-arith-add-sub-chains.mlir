// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s
// Upstream's addi/subi folds and ArithCanonicalization.td patterns: chains of additions and subtractions of
// scalar constants become one op (flags: those both carry; none for subi(addi(x, c0), c1)), additions and
// subtractions that undo each other fold, muli(muli(x, c0), c1) is one muli, and adding y * -1 subtracts y.

// CHECK-LABEL: func.func @add_add(
// CHECK-SAME:    %[[X:.*]]: index)
// CHECK-DAG:     %[[C59:.*]] = arith.constant 59 : index
// CHECK-DAG:     %[[C25:.*]] = arith.constant 25 : index
// CHECK-DAG:     %[[CM25:.*]] = arith.constant -25 : index
// CHECK:         %[[A:.*]] = arith.addi %[[X]], %[[C59]] overflow<nsw, nuw> : index
// CHECK:         %[[B:.*]] = arith.addi %[[X]], %[[C59]] overflow<nsw> : index
// CHECK:         %[[C:.*]] = arith.subi %[[C59]], %[[X]] : index
// CHECK:         %[[D:.*]] = arith.addi %[[X]], %[[C25]] : index
// CHECK:         %[[E:.*]] = arith.addi %[[X]], %[[CM25]] : index
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @add_add(%x: index) -> (index, index, index, index, index) {
  %c17 = arith.constant 17 : index
  %c42 = arith.constant 42 : index
  %0 = arith.addi %c17, %x overflow<nsw, nuw> : index
  %a = arith.addi %c42, %0 overflow<nsw, nuw> : index
  %1 = arith.addi %x, %c17 overflow<nsw> : index
  %b = arith.addi %1, %c42 overflow<nsw, nuw> : index
  %2 = arith.subi %c17, %x : index
  %c = arith.addi %2, %c42 : index
  %3 = arith.subi %x, %c17 : index
  %d = arith.addi %3, %c42 : index
  %4 = arith.addi %x, %c17 overflow<nsw, nuw> : index
  %e = arith.subi %4, %c42 overflow<nsw, nuw> : index
  return %a, %b, %c, %d, %e : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @sub_chains(
// CHECK-SAME:    %[[X:.*]]: i32)
// CHECK-DAG:     %[[C25:.*]] = arith.constant 25 : i32
// CHECK-DAG:     %[[C59:.*]] = arith.constant 59 : i32
// CHECK-DAG:     %[[CM25:.*]] = arith.constant -25 : i32
// CHECK:         %[[A:.*]] = arith.subi %[[C25]], %[[X]] overflow<nuw> : i32
// CHECK:         %[[B:.*]] = arith.subi %[[X]], %[[C59]] : i32
// CHECK:         %[[C:.*]] = arith.subi %[[CM25]], %[[X]] : i32
// CHECK:         %[[D:.*]] = arith.subi %[[C59]], %[[X]] : i32
// CHECK:         %[[E:.*]] = arith.addi %[[X]], %[[C25]] : i32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @sub_chains(%x: i32) -> (i32, i32, i32, i32, i32) {
  %c17 = arith.constant 17 : i32
  %c42 = arith.constant 42 : i32
  %0 = arith.addi %x, %c17 overflow<nsw, nuw> : i32
  %a = arith.subi %c42, %0 overflow<nuw> : i32
  %1 = arith.subi %x, %c17 : i32
  %b = arith.subi %1, %c42 : i32
  %2 = arith.subi %c17, %x : i32
  %c = arith.subi %2, %c42 : i32
  %d = arith.subi %c42, %1 : i32
  %e = arith.subi %c42, %2 : i32
  return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
}

// -----

// The sums wrap to the width: 100 + 100 is -56 in i8.
// CHECK-LABEL: func.func @wraps(
// CHECK:         %[[C:.*]] = arith.constant -56 : i8
// CHECK:         arith.addi %{{.*}}, %[[C]] : i8
func.func @wraps(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %0 = arith.addi %x, %c100 : i8
  %1 = arith.addi %0, %c100 : i8
  return %1 : i8
}

// -----

// CHECK-LABEL: func.func @inverses(
// CHECK-SAME:    %[[A:.*]]: index, %[[B:.*]]: index, %[[T:.*]]: tensor<?xi32>)
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[NEG:.*]] = arith.subi %[[ZERO]], %[[B]] : index
// CHECK-DAG:     %[[TT:.*]] = arith.subi %[[T]], %[[T]] : tensor<?xi32>
// CHECK:         return %[[A]], %[[A]], %[[A]], %[[B]], %[[ZERO]], %[[NEG]], %[[TT]]
func.func @inverses(%a: index, %b: index, %t: tensor<?xi32>) -> (index, index, index, index, index, index, tensor<?xi32>) {
  %sub = arith.subi %a, %b : index
  %0 = arith.addi %sub, %b : index
  %1 = arith.addi %b, %sub : index
  %add = arith.addi %a, %b : index
  %2 = arith.subi %add, %b : index
  %3 = arith.subi %add, %a : index
  %4 = arith.subi %a, %a : index
  %5 = arith.subi %sub, %a : index
  // x - x of a dynamic shape stays: no constant has that shape.
  %6 = arith.subi %t, %t : tensor<?xi32>
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, tensor<?xi32>
}

// -----

// CHECK-LABEL: func.func @muli_and_minus_one(
// CHECK-SAME:    %[[X:.*]]: i32, %[[Y:.*]]: i32, %[[V:.*]]: vector<3xi64>, %[[W:.*]]: vector<3xi64>)
// CHECK-DAG:     %[[CM21:.*]] = arith.constant -21 : i32
// CHECK:         %[[M:.*]] = arith.muli %[[X]], %[[CM21]] overflow<nsw> : i32
// CHECK:         %[[S:.*]] = arith.subi %[[X]], %[[Y]] : i32
// CHECK:         %[[T:.*]] = arith.subi %[[W]], %[[V]] : vector<3xi64>
// CHECK:         return %[[M]], %[[S]], %[[T]]
func.func @muli_and_minus_one(%x: i32, %y: i32, %v: vector<3xi64>, %w: vector<3xi64>) -> (i32, i32, vector<3xi64>) {
  %c-3 = arith.constant -3 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %x, %c-3 overflow<nsw> : i32
  %m = arith.muli %0, %c7 overflow<nsw, nuw> : i32
  %c-1 = arith.constant -1 : i32
  %1 = arith.muli %y, %c-1 overflow<nsw> : i32
  %s = arith.addi %x, %1 overflow<nsw> : i32
  %cv = arith.constant dense<-1> : vector<3xi64>
  %2 = arith.muli %v, %cv : vector<3xi64>
  %t = arith.addi %2, %w : vector<3xi64>
  return %m, %s, %t : i32, i32, vector<3xi64>
}

// -----

// A constant on the left of a commutative op moves right with the op's flags.
// CHECK-LABEL: func.func @commute_keeps_flags(
// CHECK-SAME:    %[[X:.*]]: i32)
// CHECK:         %[[C:.*]] = arith.constant 5 : i32
// CHECK:         %[[R:.*]] = arith.muli %[[X]], %[[C]] overflow<nuw> : i32
// CHECK:         return %[[R]]
func.func @commute_keeps_flags(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %c5, %x overflow<nuw> : i32
  return %0 : i32
}
