// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// Integer overflow flags print as upstream prints them: `overflow<nsw, nuw>` (xDSL: `<nsw,nuw>`).

// CHECK-LABEL: func.func @flags
func.func @flags(%a: i64, %b: i64) {
  // CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw, nuw> : i64
  %0 = arith.addi %a, %b overflow<nuw, nsw> : i64
  // CHECK: arith.muli %{{.*}}, %{{.*}} overflow<nuw> : i64
  %1 = arith.muli %a, %b overflow<nuw> : i64
  // CHECK: arith.shli %{{.*}}, %{{.*}} : i64
  %2 = arith.shli %a, %b : i64
  // CHECK: llvm.add %{{.*}}, %{{.*}} overflow<nsw, nuw> : i64
  %3 = llvm.add %a, %b overflow<nsw,nuw> : i64
  return
}
