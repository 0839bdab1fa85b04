// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s
// Upstream's folds of poison operands: a select of poison is its other operand (a constant condition is
// folded first), an elementwise arith op with a poison operand is poison of its result type.

// CHECK-LABEL: func.func @select_of_poison(
// CHECK-SAME:    %[[C:.*]]: i1, %[[X:.*]]: i32, %[[V:.*]]: vector<2xi1>, %[[W:.*]]: vector<2xf32>)
// CHECK:         %[[P:.*]] = ub.poison : i32
// CHECK:         return %[[X]], %[[X]], %[[P]], %[[X]], %[[W]]
func.func @select_of_poison(%c: i1, %x: i32, %v: vector<2xi1>, %w: vector<2xf32>)
    -> (i32, i32, i32, i32, vector<2xf32>) {
  %p = ub.poison : i32
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %x, %p : i32
  %true = arith.constant true
  %false = arith.constant false
  %2 = arith.select %true, %p, %x : i32
  %3 = arith.select %false, %p, %x : i32
  %pw = ub.poison : vector<2xf32>
  %4 = arith.select %v, %pw, %w : vector<2xi1>, vector<2xf32>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @poison_operands(
// CHECK-DAG:     %[[PI:.*]] = ub.poison : i32
// CHECK-DAG:     %[[PF:.*]] = ub.poison : f32
// CHECK-DAG:     %[[PL:.*]] = ub.poison : i64
// CHECK-DAG:     %[[PH:.*]] = ub.poison : f16
// CHECK-DAG:     %[[PV:.*]] = ub.poison : vector<4xi8>
// CHECK-NOT:     arith.
// CHECK:         return %[[PI]], %[[PI]], %[[PF]], %[[PF]], %[[PL]], %[[PH]], %[[PV]]
func.func @poison_operands(%x: i32, %y: f32, %v: vector<4xi8>) -> (i32, i32, f32, f32, i64, f16, vector<4xi8>) {
  %pi = ub.poison : i32
  %pf = ub.poison : f32
  %0 = arith.addi %pi, %x : i32
  %1 = arith.shrsi %x, %pi : i32
  %2 = arith.mulf %y, %pf : f32
  %3 = arith.negf %pf : f32
  %4 = arith.extsi %pi : i32 to i64
  %5 = arith.truncf %pf : f32 to f16
  %pv = ub.poison : vector<4xi8>
  %6 = arith.maxsi %v, %pv : vector<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, f32, f32, i64, f16, vector<4xi8>
}
