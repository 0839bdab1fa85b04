// What ai-opt prints for vector.print parses in upstream mlir-opt, and
// upstream's reprint (custom and generic) still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/vector-print.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/vector-print.mlir | %mlir-opt | ai-opt | FileCheck %S/vector-print.mlir
// RUN: ai-opt %S/vector-print.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/vector-print.mlir
