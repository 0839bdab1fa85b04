// arith.trunci takes upstream's overflow flags (xDSL's has none): nsw, nuw or both, printed only when set.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @trunci_flags
// CHECK-NEXT: arith.trunci %{{.*}} overflow<nsw, nuw> : i64 to i32
// CHECK-NEXT: arith.trunci %{{.*}} overflow<nuw> : vector<2xi64> to vector<2xi16>
// CHECK-NEXT: arith.trunci %{{.*}} : i64 to i32
// GENERIC: "arith.trunci"(%{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64) -> i32
// GENERIC: "arith.trunci"(%{{.*}}) <{overflowFlags = #arith.overflow<nuw>}> : (vector<2xi64>) -> vector<2xi16>
// GENERIC: "arith.trunci"(%{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
func.func @trunci_flags(%a: i64, %v: vector<2xi64>) -> (i32, vector<2xi16>, i32) {
  %0 = arith.trunci %a overflow<nsw, nuw> : i64 to i32
  %1 = arith.trunci %v overflow<nuw> : vector<2xi64> to vector<2xi16>
  %2 = arith.trunci %a : i64 to i32
  return %0, %1, %2 : i32, vector<2xi16>, i32
}
