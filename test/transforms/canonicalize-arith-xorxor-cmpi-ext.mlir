// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s
// xor(xor(x, a), a) -> x in every operand order, and cmpi eq/ne of two equal extensions on the narrow values.

// CHECK-LABEL: func.func @xorxor(
// CHECK-SAME:    %[[X:.*]]: i32, %[[A:.*]]: i32)
// CHECK-NOT:     arith.xori
// CHECK:         return %[[X]], %[[X]], %[[X]], %[[X]]
func.func @xorxor(%x: i32, %a: i32) -> (i32, i32, i32, i32) {
  %0 = arith.xori %x, %a : i32
  %1 = arith.xori %0, %a : i32
  %2 = arith.xori %a, %x : i32
  %3 = arith.xori %2, %a : i32
  %4 = arith.xori %a, %0 : i32
  %5 = arith.xori %a, %2 : i32
  return %1, %3, %4, %5 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @cmpi_extensions(
// CHECK-SAME:    %[[X:.*]]: i8, %[[Y:.*]]: i8)
// CHECK-DAG:     %[[NE:.*]] = arith.cmpi ne, %[[X]], %[[Y]] : i8
// CHECK-DAG:     %[[EQ:.*]] = arith.cmpi eq, %[[X]], %[[Y]] : i8
// CHECK-DAG:     %[[SLT:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i64
// CHECK:         return %[[NE]], %[[EQ]], %[[SLT]]
func.func @cmpi_extensions(%x: i8, %y: i8) -> (i1, i1, i1) {
  %a = arith.extsi %x : i8 to i64
  %b = arith.extsi %y : i8 to i64
  %c = arith.extui %x : i8 to i64
  %d = arith.extui %y : i8 to i64
  %0 = arith.cmpi ne, %a, %b : i64
  %1 = arith.cmpi eq, %c, %d : i64
  %2 = arith.cmpi slt, %a, %b : i64
  return %0, %1, %2 : i1, i1, i1
}
