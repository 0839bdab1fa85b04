// What ai-opt prints for the affine dialect parses in upstream mlir-opt, and
// upstream's reprint still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/affine.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/affine.mlir | %mlir-opt --mlir-print-op-generic | ai-opt --mlir-print-local-scope | FileCheck %S/affine.mlir
