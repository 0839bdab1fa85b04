// What ai-opt prints for vector.multi_reduction parses in upstream mlir-opt, and upstream's reprint (custom and
// generic) still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/vector-multi-reduction.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/vector-multi-reduction.mlir | %mlir-opt | ai-opt | FileCheck %S/vector-multi-reduction.mlir
// RUN: ai-opt %S/vector-multi-reduction.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/vector-multi-reduction.mlir
