// What ai-opt prints for vector.from_elements, to_elements and constant_mask parses in upstream mlir-opt, and
// upstream's reprint (custom and generic) still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/vector-elements.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/vector-elements.mlir | %mlir-opt | ai-opt | FileCheck %S/vector-elements.mlir
// RUN: ai-opt %S/vector-elements.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/vector-elements.mlir
