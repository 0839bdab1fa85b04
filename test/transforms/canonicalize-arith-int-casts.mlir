// RUN: ai-opt %s --canonicalize --split-input-file | FileCheck %s
// Upstream's folds of integer casts of constants (extsi, extui, trunci, index_cast, index_castui; index is 64
// bits), of truncations of truncations and extensions, of index casts of index casts and extensions, and
// upstream's XOrINotCmpI (not(cmpi) is the inverse cmpi).

// CHECK-LABEL: func.func @cast_constants(
// CHECK-DAG:     %[[SE:.*]] = arith.constant -2 : i16
// CHECK-DAG:     %[[ZE:.*]] = arith.constant 254 : i16
// CHECK-DAG:     %[[TR:.*]] = arith.constant -1 : i8
// CHECK-DAG:     %[[IC:.*]] = arith.constant -2 : index
// CHECK-DAG:     %[[ICU:.*]] = arith.constant 254 : index
// CHECK-DAG:     %[[TOI:.*]] = arith.constant 1 : i8
// CHECK-DAG:     %[[VEC:.*]] = arith.constant dense<[1, -1, 127]> : vector<3xi8>
// CHECK-DAG:     %[[SPLAT:.*]] = arith.constant dense<254> : tensor<4xi32>
// CHECK:         return %[[SE]], %[[ZE]], %[[TR]], %[[IC]], %[[ICU]], %[[TOI]], %[[VEC]], %[[SPLAT]]
func.func @cast_constants() -> (i16, i16, i8, index, index, i8, vector<3xi8>, tensor<4xi32>) {
  %c-2 = arith.constant -2 : i8
  %0 = arith.extsi %c-2 : i8 to i16
  %1 = arith.extui %c-2 : i8 to i16
  %c255 = arith.constant 255 : i32
  %2 = arith.trunci %c255 : i32 to i8
  %3 = arith.index_cast %c-2 : i8 to index
  %4 = arith.index_castui %c-2 : i8 to index
  %c257 = arith.constant 257 : index
  %5 = arith.index_cast %c257 : index to i8
  %v = arith.constant dense<[257, 511, 127]> : vector<3xi16>
  %6 = arith.trunci %v : vector<3xi16> to vector<3xi8>
  %s = arith.constant dense<-2> : tensor<4xi8>
  %7 = arith.extui %s : tensor<4xi8> to tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i16, i16, i8, index, index, i8, vector<3xi8>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @truncations(
// CHECK-SAME:    %[[X:.*]]: i64, %[[Y:.*]]: i32, %[[Z:.*]]: i8)
// CHECK-DAG:     %[[T:.*]] = arith.trunci %[[X]] overflow<nuw> : i64 to i8
// CHECK-DAG:     %[[U:.*]] = arith.trunci %[[Y]] : i32 to i16
// CHECK-DAG:     %[[S:.*]] = arith.extsi %[[Z]] : i8 to i32
// CHECK-DAG:     %[[E:.*]] = arith.extui %[[Z]] : i8 to i16
// CHECK:         return %[[T]], %[[Y]], %[[U]], %[[S]], %[[E]]
func.func @truncations(%x: i64, %y: i32, %z: i8) -> (i8, i32, i16, i32, i16) {
  %0 = arith.trunci %x : i64 to i32
  %t = arith.trunci %0 overflow<nuw> : i32 to i8
  %1 = arith.extui %y : i32 to i64
  %same = arith.trunci %1 : i64 to i32
  %narrower = arith.trunci %1 : i64 to i16
  %2 = arith.extsi %z : i8 to i64
  %s = arith.trunci %2 : i64 to i32
  %3 = arith.extui %z : i8 to i64
  %e = arith.trunci %3 : i64 to i16
  return %t, %same, %narrower, %s, %e : i8, i32, i16, i32, i16
}

// -----

// CHECK-LABEL: func.func @index_casts(
// CHECK-SAME:    %[[X:.*]]: i32, %[[Z:.*]]: i8)
// CHECK-DAG:     %[[S:.*]] = arith.index_cast %[[Z]] : i8 to index
// CHECK-DAG:     %[[U:.*]] = arith.index_castui %[[Z]] : i8 to index
// CHECK:         return %[[X]], %[[X]], %[[S]], %[[U]]
func.func @index_casts(%x: i32, %z: i8) -> (i32, i32, index, index) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %x : i32 to index
  %3 = arith.index_castui %2 : index to i32
  %4 = arith.extsi %z : i8 to i16
  %5 = arith.index_cast %4 : i16 to index
  %6 = arith.extui %z : i8 to i16
  %7 = arith.index_castui %6 : i16 to index
  return %1, %3, %5, %7 : i32, i32, index, index
}

// -----

// CHECK-LABEL: func.func @not_cmpi(
// CHECK-SAME:    %[[A:.*]]: i8, %[[B:.*]]: i8, %[[V:.*]]: vector<2xi1>)
// CHECK-DAG:     %[[NE:.*]] = arith.cmpi ne, %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[SGE:.*]] = arith.cmpi sge, %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[UGT:.*]] = arith.cmpi ugt, %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[NOTV:.*]] = arith.xori %[[V]], %{{.*}} : vector<2xi1>
// CHECK:         return %[[NE]], %[[SGE]], %[[UGT]], %[[NOTV]]
func.func @not_cmpi(%a: i8, %b: i8, %v: vector<2xi1>) -> (i1, i1, i1, vector<2xi1>) {
  %true = arith.constant true
  %0 = arith.cmpi eq, %a, %b : i8
  %1 = arith.xori %0, %true : i1
  %2 = arith.cmpi slt, %a, %b : i8
  %3 = arith.xori %2, %true : i1
  %4 = arith.cmpi ule, %a, %b : i8
  %5 = arith.xori %true, %4 : i1
  // A vector's negation is left: upstream's pattern takes a scalar true.
  %ones = arith.constant dense<true> : vector<2xi1>
  %6 = arith.xori %v, %ones : vector<2xi1>
  return %1, %3, %5, %6 : i1, i1, i1, vector<2xi1>
}

// -----

// i0 holds only 0 (an internal error before: 'negative shift count').
// CHECK-LABEL: func.func @extend_i0(
// CHECK-DAG:     %[[Z16:.*]] = arith.constant 0 : i16
// CHECK:         return %[[Z16]], %[[Z16]]
func.func @extend_i0() -> (i16, i16) {
  %c0 = arith.constant 0 : i0
  %0 = arith.extsi %c0 : i0 to i16
  %1 = arith.extui %c0 : i0 to i16
  return %0, %1 : i16, i16
}
