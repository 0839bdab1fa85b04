// RUN: ai-opt %s | FileCheck %s

// The data clause ops take the clauses they may be decomposed from (upstream's verifiers).

// CHECK-LABEL: func.func @decomposed_clauses(
// CHECK: acc.copyin {{.*}}dataClause = #acc<data_clause acc_copy>
// CHECK: acc.create {{.*}}dataClause = #acc<data_clause acc_copyout_zero>
// CHECK: acc.copyout {{.*}}dataClause = #acc<data_clause acc_copy>
// CHECK: acc.delete {{.*}}dataClause = #acc<data_clause acc_declare_link>
// CHECK: acc.detach {{.*}}dataClause = #acc<data_clause acc_attach>
// CHECK: acc.update_host {{.*}}dataClause = #acc<data_clause acc_update_self>
func.func @decomposed_clauses(%m: memref<f32>) {
  %a = acc.copyin varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copy>}
  %b = acc.create varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copyout_zero>}
  acc.copyout accPtr(%a : memref<f32>) to varPtr(%m : memref<f32>) {dataClause = #acc<data_clause acc_copy>}
  acc.delete accPtr(%b : memref<f32>) {dataClause = #acc<data_clause acc_declare_link>}
  acc.detach accPtr(%b : memref<f32>) {dataClause = #acc<data_clause acc_attach>}
  acc.update_host accPtr(%a : memref<f32>) to varPtr(%m : memref<f32>) {dataClause = #acc<data_clause acc_update_self>}
  return
}
