// What ai-opt prints for vector.mask and vector.yield parses in upstream mlir-opt, and
// upstream's reprint (custom and generic) still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/vector-mask.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/vector-mask.mlir | %mlir-opt | ai-opt | FileCheck %S/vector-mask.mlir
// RUN: ai-opt %S/vector-mask.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/vector-mask.mlir
