// What ai-opt prints for vector.expandload and compressstore parses in upstream mlir-opt, and
// upstream's reprint (custom and generic) still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/vector-compress.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/vector-compress.mlir | %mlir-opt | ai-opt | FileCheck %S/vector-compress.mlir
// RUN: ai-opt %S/vector-compress.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/vector-compress.mlir
