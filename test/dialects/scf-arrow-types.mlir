// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// scf.if and scf.for result types without parentheses, as upstream's parser takes them (`-> index`);
// printed with them, as upstream prints them.

// CHECK-LABEL: func.func @unparenthesized_result_types
// CHECK:         scf.if %{{.*}} -> (index) {
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (index) {
func.func @unparenthesized_result_types(%c: i1, %a: index) -> (index, index) {
  %0 = scf.if %c -> index {
    scf.yield %a : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.for %i = %a to %a step %a iter_args(%x = %0) -> index {
    scf.yield %x : index
  }
  return %0, %1 : index, index
}
