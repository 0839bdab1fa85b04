// What ai-opt prints for vector.type_cast parses in upstream mlir-opt, and
// upstream's reprint (custom and generic) still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/vector-type-cast.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/vector-type-cast.mlir | %mlir-opt | ai-opt | FileCheck %S/vector-type-cast.mlir
// RUN: ai-opt %S/vector-type-cast.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/vector-type-cast.mlir
