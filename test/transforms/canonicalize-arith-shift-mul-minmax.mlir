// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s
// Upstream's TruncIShrSIToTrunciShrUI, TruncIShrUIMulIToMulSIExtended/MulUIExtended (the product twice the
// width of its operands only), the folds of maxnumf(x, -inf) and minnumf(x, +inf) to x, and or(x, not x).

// CHECK-LABEL: func.func @trunci_shrsi(
// CHECK-SAME:    %[[X:.*]]: i64, %[[V:.*]]: vector<4xi16>)
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : i64
// CHECK-DAG:     %[[C8:.*]] = arith.constant dense<8> : vector<4xi16>
// CHECK:         %[[S:.*]] = arith.shrui %[[X]], %[[C32]] : i64
// CHECK:         %[[T:.*]] = arith.trunci %[[S]] overflow<nsw> : i64 to i32
// CHECK:         %[[VS:.*]] = arith.shrui %[[V]], %[[C8]] : vector<4xi16>
// CHECK:         %[[VT:.*]] = arith.trunci %[[VS]] : vector<4xi16> to vector<4xi8>
// CHECK:         return %[[T]], %[[VT]]
func.func @trunci_shrsi(%x: i64, %v: vector<4xi16>) -> (i32, vector<4xi8>) {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s overflow<nsw> : i64 to i32
  %c8 = arith.constant dense<8> : vector<4xi16>
  %vs = arith.shrsi %v, %c8 : vector<4xi16>
  %vt = arith.trunci %vs : vector<4xi16> to vector<4xi8>
  return %t, %vt : i32, vector<4xi8>
}

// -----

// A shift by other than the bits the truncation drops keeps its sign bits.
// CHECK-LABEL: func.func @trunci_shrsi_other_amounts(
// CHECK-COUNT-2: arith.shrsi
// CHECK-NOT:     arith.shrui
func.func @trunci_shrsi_other_amounts(%x: i64, %a: i64) -> (i32, i32) {
  %c31 = arith.constant 31 : i64
  %s = arith.shrsi %x, %c31 : i64
  %t = arith.trunci %s : i64 to i32
  %s2 = arith.shrsi %x, %a : i64
  %t2 = arith.trunci %s2 : i64 to i32
  return %t, %t2 : i32, i32
}

// -----

// CHECK-LABEL: func.func @wide_mul_high_half(
// CHECK-SAME:    %[[A:.*]]: i16, %[[B:.*]]: i16)
// CHECK-DAG:     %{{.*}}, %[[SH:.*]] = arith.mulsi_extended %[[A]], %[[B]] : i16
// CHECK-DAG:     %{{.*}}, %[[UH:.*]] = arith.mului_extended %[[A]], %[[B]] : i16
// CHECK:         return %[[SH]], %[[UH]] : i16, i16
func.func @wide_mul_high_half(%a: i16, %b: i16) -> (i16, i16) {
  %c16 = arith.constant 16 : i32
  %x = arith.extsi %a : i16 to i32
  %y = arith.extsi %b : i16 to i32
  %m = arith.muli %x, %y : i32
  %sh = arith.shrui %m, %c16 : i32
  %hi = arith.trunci %sh : i32 to i16
  %ux = arith.extui %a : i16 to i32
  %uy = arith.extui %b : i16 to i32
  %um = arith.muli %ux, %uy : i32
  %ush = arith.shrui %um, %c16 : i32
  %uhi = arith.trunci %ush : i32 to i16
  return %hi, %uhi : i16, i16
}

// -----

// Upstream's constraint takes an i64 product of i16 operands shifted by 48, whose bits 48-63 are not the
// high half of the product: it stays, as do mixed extensions.
// CHECK-LABEL: func.func @wide_mul_kept(
// CHECK-NOT:     _extended
// CHECK-COUNT-2: arith.muli
func.func @wide_mul_kept(%a: i16, %b: i16) -> (i16, i16) {
  %c48 = arith.constant 48 : i64
  %x = arith.extsi %a : i16 to i64
  %y = arith.extsi %b : i16 to i64
  %m = arith.muli %x, %y : i64
  %sh = arith.shrui %m, %c48 : i64
  %hi = arith.trunci %sh : i64 to i16
  %c16 = arith.constant 16 : i32
  %sx = arith.extsi %a : i16 to i32
  %uy = arith.extui %b : i16 to i32
  %mm = arith.muli %sx, %uy : i32
  %msh = arith.shrui %mm, %c16 : i32
  %mhi = arith.trunci %msh : i32 to i16
  return %hi, %mhi : i16, i16
}

// -----

// maxnumf(x, -inf) and minnumf(x, +inf) are not x where x is NaN (the other operand, the infinity): they
// stay, as in LLVM 22 (MLIR 19 folded them to x). The constant moves to the right.
// CHECK-LABEL: func.func @numf_infinities(
// CHECK-SAME:    %[[X:.*]]: f32, %[[V:.*]]: vector<2xf64>)
// CHECK-DAG:     %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG:     %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[VINF:.*]] = arith.constant dense<0x7FF0000000000000> : vector<2xf64>
// CHECK:         %[[MIN:.*]] = arith.minnumf %[[X]], %[[INF]] : f32
// CHECK:         %[[MAX:.*]] = arith.maxnumf %[[X]], %[[NINF]] : f32
// CHECK:         %[[VMIN:.*]] = arith.minnumf %[[V]], %[[VINF]] : vector<2xf64>
// CHECK:         %[[NEG:.*]] = arith.maxnumf %[[X]], %[[INF]] : f32
// CHECK:         return %[[MIN]], %[[MAX]], %[[VMIN]], %[[NEG]]
func.func @numf_infinities(%x: f32, %v: vector<2xf64>) -> (f32, f32, vector<2xf64>, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.minnumf %inf, %x : f32
  %1 = arith.maxnumf %x, %ninf : f32
  %vinf = arith.constant dense<0x7FF0000000000000> : vector<2xf64>
  %2 = arith.minnumf %v, %vinf : vector<2xf64>
  // maxnumf with +inf is not x.
  %3 = arith.maxnumf %x, %inf : f32
  return %0, %1, %2, %3 : f32, f32, vector<2xf64>, f32
}

// -----

// CHECK-LABEL: func.func @or_of_not(
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[ONES:.*]] = arith.constant dense<-1> : vector<2xi8>
// CHECK:         return %[[TRUE]], %[[TRUE]], %[[ONES]]
func.func @or_of_not(%x: i1, %v: vector<2xi8>) -> (i1, i1, vector<2xi8>) {
  %true = arith.constant true
  %n = arith.xori %x, %true : i1
  %0 = arith.ori %x, %n : i1
  %1 = arith.ori %n, %x : i1
  %ones = arith.constant dense<-1> : vector<2xi8>
  %vn = arith.xori %ones, %v : vector<2xi8>
  %2 = arith.ori %v, %vn : vector<2xi8>
  return %0, %1, %2 : i1, i1, vector<2xi8>
}
