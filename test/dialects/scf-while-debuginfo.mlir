// Under --mlir-print-debuginfo, scf.while's location comes after its regions, once; it was printed after the
// type too (xDSL's print_operation_type), where the parser expects the first region: the output did not
// read back ("expected '{' to begin a region").
// RUN: ai-opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: ai-opt %s --mlir-print-debuginfo --mlir-print-local-scope | ai-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// CHECK: scf.while (%{{.*}} = %{{.*}}) : (index) -> index {
// CHECK: } do {
// CHECK: } loc("w.py":1:2)
func.func @count(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  } loc("w.py":1:2)
  return %r : index
}
