// llvm.trunc holds its overflow flags as an i32 of bits (nsw 1, nuw 2), as the
// binary ops do and as upstream stores them: the generic form names that
// integer, which upstream prints and reads (llvm-upstream.mlir).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: llvm.func @trunc
// CHECK: llvm.trunc %{{.*}} overflow<nsw> : i64 to i32
// CHECK: llvm.trunc %{{.*}} overflow<nsw, nuw> : vector<2xi64> to vector<2xi16>
// CHECK: llvm.trunc %{{.*}} : i64 to i32
// GENERIC: "llvm.trunc"(%{{.*}}) <{overflowFlags = 1 : i32}> : (i64) -> i32
// GENERIC: "llvm.trunc"(%{{.*}}) <{overflowFlags = 3 : i32}> : (vector<2xi64>) -> vector<2xi16>
// GENERIC: "llvm.trunc"(%{{.*}}) <{overflowFlags = 0 : i32}> : (i64) -> i32
llvm.func @trunc(%a: i64, %v: vector<2xi64>) -> i32 {
  %0 = llvm.trunc %a overflow<nsw> : i64 to i32
  %1 = llvm.trunc %v overflow<nsw, nuw> : vector<2xi64> to vector<2xi16>
  %2 = llvm.trunc %a : i64 to i32
  llvm.return %2 : i32
}

// The generic form as upstream prints it.
// CHECK-LABEL: llvm.func @generic_trunc
// CHECK: llvm.trunc %{{.*}} overflow<nuw> : i64 to i32
llvm.func @generic_trunc(%a: i64) -> i32 {
  %0 = "llvm.trunc"(%a) <{overflowFlags = 2 : i32}> : (i64) -> i32
  llvm.return %0 : i32
}
