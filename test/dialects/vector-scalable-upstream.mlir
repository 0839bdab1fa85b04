// What ai-opt prints for vector.scalable.insert and extract parses in upstream mlir-opt, and
// upstream's reprint (custom and generic) still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/vector-scalable.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/vector-scalable.mlir | %mlir-opt | ai-opt | FileCheck %S/vector-scalable.mlir
// RUN: ai-opt %S/vector-scalable.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/vector-scalable.mlir
